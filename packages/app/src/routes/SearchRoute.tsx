import { SearchScreen } from '@warehouse/screens';
import { useSearchParamState } from '../routing/useSearchParamState';

export default function SearchRoute() {
  const [query, setQuery] = useSearchParamState('q');
  return <SearchScreen query={query} onQueryChange={setQuery} />;
}
