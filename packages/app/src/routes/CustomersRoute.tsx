import { CustomersScreen } from '@warehouse/screens';
import { queryKeys } from '../data/queryKeys';
import { useApiQuery } from '../data/useApiQuery';
import { useSearchParamState } from '../routing/useSearchParamState';

export default function CustomersRoute() {
  const [query, setQuery] = useSearchParamState('q');
  const { data: customers = [], isPending } = useApiQuery(queryKeys.customers, (api) => api.listCustomers());
  return (
    <CustomersScreen customers={customers} isLoading={isPending} query={query} onQueryChange={setQuery} />
  );
}
