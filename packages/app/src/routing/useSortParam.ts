import type { SortDescriptor } from '@warehouse/ui';
import { useSearchParamState } from './useSearchParamState';

const DESCENDING = '-desc';

/** The order kept in the URL's `sort` ("price", "name-desc"), or none for the list's own. */
function sortFromParam<S extends string>(
  param: string,
  sorts: readonly S[],
): { column: S; direction: SortDescriptor['direction'] } | undefined {
  const descending = param.endsWith(DESCENDING);
  const column = descending ? param.slice(0, -DESCENDING.length) : param;
  if (!sorts.includes(column as S)) return undefined;
  return { column: column as S, direction: descending ? 'descending' : 'ascending' };
}

/**
 * A list's order chosen by its column headers, kept in the URL (the server sorts the
 * pages): the order (none for the list's own), the query's fields for it, and its setter.
 */
export function useSortParam<S extends string>(sorts: readonly S[]) {
  const [param, setParam] = useSearchParamState('sort');
  const sort = sortFromParam(param, sorts);
  return {
    /** The parameter as kept, for a query's cache key. */
    param,
    sort,
    /** What the list's query takes for it. */
    query: sort ? { sort: sort.column, descending: sort.direction === 'descending' } : {},
    setSort: (next: SortDescriptor) =>
      setParam(`${next.column}${next.direction === 'descending' ? DESCENDING : ''}`),
  };
}
