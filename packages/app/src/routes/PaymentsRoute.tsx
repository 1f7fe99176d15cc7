import type { LedgerMethod, PaymentKind } from '@warehouse/domain/payments';
import { type PaymentFilters, PaymentsScreen } from '@warehouse/screens';
import { queryKeys } from '../data/queryKeys';
import { useApiQuery } from '../data/useApiQuery';
import { useListPages } from '../data/useListPages';
import { useSearchParamState } from '../routing/useSearchParamState';

/** How many customers the Customer filter offers (the search finds any other by name). */
const CUSTOMER_CHOICES = 200;

/**
 * Payments (/payments): every money movement a page at a time, searched and filtered by the
 * server, the filters kept in the address (?q=&method=&kind=&customer=&from=&to=); the day's totals
 * by method above: today's, or the one day the filters choose.
 */
export default function PaymentsRoute() {
  const [query, setQuery] = useSearchParamState('q');
  const [method, setMethod] = useSearchParamState('method');
  const [kind, setKind] = useSearchParamState('kind');
  const [customerId, setCustomerId] = useSearchParamState('customer');
  const [from, setFrom] = useSearchParamState('from');
  const [to, setTo] = useSearchParamState('to');
  const search = query.trim();
  const filters: PaymentFilters = {
    method: method as LedgerMethod | '',
    kind: kind as PaymentKind | '',
    customerId,
    from,
    to,
  };
  const pages = useListPages(
    [...queryKeys.payments, 'list', search, method, kind, customerId, from, to],
    (api, page) =>
      api.listPayments({
        ...(search ? { search } : {}),
        ...(method ? { method: method as LedgerMethod } : {}),
        ...(kind ? { kind: kind as PaymentKind } : {}),
        ...(customerId ? { customerId } : {}),
        ...(from ? { from } : {}),
        ...(to ? { to } : {}),
        ...page,
      }),
  );
  const day = from !== '' && from === to ? from : '';
  const { data: totals } = useApiQuery([...queryKeys.payments, 'totals', day], (api) =>
    api.getPaymentTotals(day ? { day } : {}),
  );
  const { data: customers } = useApiQuery([...queryKeys.customers, 'choices'], (api) =>
    api.listCustomers({ limit: CUSTOMER_CHOICES }),
  );
  return (
    <PaymentsScreen
      payments={pages.items}
      {...pages.listProps}
      query={query}
      onQueryChange={setQuery}
      filters={filters}
      // A filter changes one at a time: only its own parameter is written.
      onFiltersChange={(next) => {
        if (next.method !== filters.method) setMethod(next.method);
        if (next.kind !== filters.kind) setKind(next.kind);
        if (next.customerId !== filters.customerId) setCustomerId(next.customerId);
        if (next.from !== filters.from) setFrom(next.from);
        if (next.to !== filters.to) setTo(next.to);
      }}
      customers={(customers?.items ?? [])
        .map(({ id, name }) => ({ id, name }))
        .sort((a, b) => a.name.localeCompare(b.name))}
      {...(totals ? { totals } : {})}
    />
  );
}
