import { SalesScreen } from '@warehouse/screens';
import { queryKeys } from '../data/queryKeys';
import { useApiQuery } from '../data/useApiQuery';
import { useSearchParamState } from '../routing/useSearchParamState';

export default function SalesRoute() {
  const [query, setQuery] = useSearchParamState('q');
  const { data: sales = [], isPending } = useApiQuery(queryKeys.sales, (api) => api.listSales());
  return <SalesScreen sales={sales} isLoading={isPending} query={query} onQueryChange={setQuery} />;
}
