import { createSearchIndex, type SearchFn } from '@warehouse/domain';
import { useMemo } from 'react';

// One index per list and field set, shared by every screen that shows that list: coming back to
// a screen (or two screens over the same list) does not index 100,000 items again.
const indexes = new WeakMap<object, Map<unknown, SearchFn<unknown>>>();

/**
 * The domain's search index over `items`, built once per list (the same array from the data
 * cache gives the same index, across renders and remounts).
 */
export function useSearchIndex<T>(
  items: readonly T[],
  fieldsOf: (item: T) => readonly string[],
): SearchFn<T> {
  return useMemo(() => {
    let byFields = indexes.get(items);
    if (!byFields) {
      byFields = new Map();
      indexes.set(items, byFields);
    }
    let search = byFields.get(fieldsOf) as SearchFn<T> | undefined;
    if (!search) {
      search = createSearchIndex(items, fieldsOf);
      byFields.set(fieldsOf, search as SearchFn<unknown>);
    }
    return search;
  }, [items, fieldsOf]);
}
