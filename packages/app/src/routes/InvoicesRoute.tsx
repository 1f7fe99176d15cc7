import {
  CREDIT_NOTE_ISSUED_NOTICE,
  type CreditNoteInput,
  dayInZone,
  type InvoiceStatus,
  PAYMENT_RECORDED_NOTICE,
  type PaymentInput,
} from '@warehouse/domain/invoices';
import { type InvoiceFilters, InvoicesScreen } from '@warehouse/screens';
import { useEffect } from 'react';
import { queryKeys } from '../data/queryKeys';
import { showNotice } from '../data/showNotice';
import { useApiAction } from '../data/useApiAction';
import { useApiQuery } from '../data/useApiQuery';
import { useListPages } from '../data/useListPages';
import { useSearchParamState } from '../routing/useSearchParamState';
import { useMayCall } from '../session/screenAccess';

const INVOICE_NOT_LOADED_TITLE = 'Invoice Not Loaded';

/**
 * Invoices (/invoices): a page at a time, searched and filtered by the server; `?invoice=<number>`
 * opens one, printable, with Record Payment and Issue Credit Note for the roles that may.
 */
export default function InvoicesRoute() {
  const mayCall = useMayCall();
  const [query, setQuery] = useSearchParamState('q');
  const [status, setStatus] = useSearchParamState('status');
  const [from, setFrom] = useSearchParamState('from');
  const [to, setTo] = useSearchParamState('to');
  const [viewed, setViewed] = useSearchParamState('invoice');
  const search = query.trim();
  const filters: InvoiceFilters = { status: status as InvoiceStatus | '', from, to };
  const pages = useListPages([...queryKeys.invoices, 'list', search, status, from, to], (api, page) =>
    api.listInvoices({
      ...(search ? { search } : {}),
      ...(status ? { status: status as InvoiceStatus } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      ...page,
    }),
  );
  const { data: detail, error } = useApiQuery(
    [...queryKeys.invoices, 'one', viewed],
    (api) => api.getInvoice(viewed),
    { enabled: viewed !== '' },
  );
  useEffect(() => {
    if (!error) return;
    showNotice({ title: INVOICE_NOT_LOADED_TITLE, message: error.message, destructive: true });
    setViewed('');
  }, [error, setViewed]);
  // What the invoice's customer holds as store credit: Record Payment may pay with it.
  const payerId = detail?.invoice.customerId ?? '';
  const { data: payer } = useApiQuery(
    [...queryKeys.customers, 'one', payerId],
    (api) => api.getCustomer(payerId),
    { enabled: payerId !== '' && mayCall('recordPayment') },
  );
  const { data: till } = useApiQuery([...queryKeys.settings, 'till'], (api) => api.getTillSettings());
  const today = dayInZone(new Date(), till?.timezone ?? 'UTC');
  const recordPayment = useApiAction((api, input: PaymentInput) => api.recordPayment(input), {
    calls: 'recordPayment',
    success: () => PAYMENT_RECORDED_NOTICE,
  });
  const issueCreditNote = useApiAction((api, input: CreditNoteInput) => api.issueCreditNote(viewed, input), {
    calls: 'issueCreditNote',
    success: (result) => CREDIT_NOTE_ISSUED_NOTICE(result.creditNotes[0]?.number ?? ''),
  });
  return (
    <InvoicesScreen
      invoices={pages.items}
      {...pages.listProps}
      query={query}
      onQueryChange={setQuery}
      filters={filters}
      // A filter changes one at a time: only its own parameter is written.
      onFiltersChange={(next) => {
        if (next.status !== filters.status) setStatus(next.status);
        if (next.from !== filters.from) setFrom(next.from);
        if (next.to !== filters.to) setTo(next.to);
      }}
      onViewInvoice={(invoice) => setViewed(invoice.number)}
      viewing={
        detail && detail.invoice.number === viewed
          ? {
              detail,
              today,
              ...(payer?.id === payerId && payer.storeCredit ? { storeCredit: payer.storeCredit } : {}),
              ...(mayCall('recordPayment') ? { onRecordPayment: recordPayment } : {}),
              ...(mayCall('issueCreditNote') ? { onIssueCreditNote: issueCreditNote } : {}),
            }
          : undefined
      }
      onViewClose={() => setViewed('')}
    />
  );
}
