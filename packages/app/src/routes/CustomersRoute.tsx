import { CustomersScreen } from '@warehouse/screens';
import { queryKeys } from '../data/queryKeys';
import { useListPages } from '../data/useListPages';
import { useSearchParamState } from '../routing/useSearchParamState';

/** Customers: a page at a time, searched by the server as typed. */
export default function CustomersRoute() {
  const [query, setQuery] = useSearchParamState('q');
  const search = query.trim();
  const pages = useListPages([...queryKeys.customers, 'list', search], (api, page) =>
    api.listCustomers({ ...(search ? { search } : {}), ...page }),
  );
  return (
    <CustomersScreen customers={pages.items} {...pages.listProps} query={query} onQueryChange={setQuery} />
  );
}
