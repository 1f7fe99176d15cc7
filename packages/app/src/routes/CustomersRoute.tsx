import { customerAddedNotice, customerArchivedNotice, customerSavedNotice } from '@warehouse/domain/notices';
import type { Customer, CustomerForm } from '@warehouse/domain/people';
import { CustomersScreen } from '@warehouse/screens';
import { useEffect } from 'react';
import { useExportHref } from '../data/exportHref';
import { queryKeys } from '../data/queryKeys';
import { showNotice } from '../data/showNotice';
import { useApiAction } from '../data/useApiAction';
import { useApiQuery } from '../data/useApiQuery';
import { useListPages } from '../data/useListPages';
import { useSearchParamState } from '../routing/useSearchParamState';
import { useMayCall } from '../session/screenAccess';

/** Where a customer's sales are: Sales, filtered to them. */
const salesHref = (customer: Customer) => `/sales?customer=${encodeURIComponent(customer.id)}`;

const STATEMENT_NOT_LOADED_TITLE = 'Statement Not Loaded';

/**
 * Customers: a page at a time, searched by the server as typed; selling roles add and edit them,
 * owners and managers archive them and print their statements (`?statement=<id>`, its period in
 * `statementFrom` and `statementTo`); each card opens the customer's sales.
 */
export default function CustomersRoute() {
  const mayCall = useMayCall();
  const [query, setQuery] = useSearchParamState('q');
  const search = query.trim();
  const pages = useListPages([...queryKeys.customers, 'list', search], (api, page) =>
    api.listCustomers({ ...(search ? { search } : {}), ...page }),
  );
  const exportHref = useExportHref('customers', { search });
  const [statementOf, setStatementOf] = useSearchParamState('statement');
  const [from, setFrom] = useSearchParamState('statementFrom');
  const [to, setTo] = useSearchParamState('statementTo');
  const { data: statement, error: statementError } = useApiQuery(
    [...queryKeys.customers, 'statement', statementOf, from, to],
    (api) => api.getCustomerStatement(statementOf, { ...(from ? { from } : {}), ...(to ? { to } : {}) }),
    { enabled: statementOf !== '' },
  );
  useEffect(() => {
    if (!statementError) return;
    showNotice({ title: STATEMENT_NOT_LOADED_TITLE, message: statementError.message, destructive: true });
  }, [statementError]);
  const closeStatement = () => {
    setStatementOf('');
    setFrom('');
    setTo('');
  };
  const create = useApiAction((api, form: CustomerForm) => api.createCustomer(form), {
    calls: 'createCustomer',
    success: (customer) => customerAddedNotice(customer.name),
  });
  const update = useApiAction(
    (api, { id, form }: { id: string; form: CustomerForm }) => api.updateCustomer(id, form),
    { calls: 'updateCustomer', success: (customer) => customerSavedNotice(customer.name) },
  );
  const archive = useApiAction((api, id: string) => api.archiveCustomer(id), {
    calls: 'archiveCustomer',
    success: (customer) => customerArchivedNotice(customer.name),
  });
  return (
    <CustomersScreen
      customers={pages.items}
      {...pages.listProps}
      query={query}
      onQueryChange={setQuery}
      salesHref={mayCall('listSales') ? salesHref : undefined}
      exportHref={exportHref}
      {...(mayCall('getCustomerStatement')
        ? { onViewStatement: (customer: Customer) => setStatementOf(customer.id) }
        : {})}
      statement={
        statementOf === ''
          ? undefined
          : {
              customerName:
                pages.items.find((customer) => customer.id === statementOf)?.name ??
                statement?.customer.name ??
                '',
              ...(statement && statement.customerId === statementOf ? { statement } : {}),
              period: { from, to },
              onPeriodChange: (period) => {
                if (period.from !== from) setFrom(period.from);
                if (period.to !== to) setTo(period.to);
              },
            }
      }
      onStatementClose={closeStatement}
      {...(mayCall('createCustomer') ? { onCreate: create } : {})}
      {...(mayCall('updateCustomer')
        ? { onUpdate: (customer: Customer, form: CustomerForm) => update({ id: customer.id, form }) }
        : {})}
      {...(mayCall('archiveCustomer') ? { onArchive: (customer: Customer) => archive(customer.id) } : {})}
    />
  );
}
