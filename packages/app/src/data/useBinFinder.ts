import { useQueryClient } from '@tanstack/react-query';
import type { ListQuery } from '@warehouse/domain/contract';
import { useCallback } from 'react';
import { useApi } from './ApiProvider';
import { queryKeys } from './queryKeys';

/** Bins a picker shows at a time: two screens of its list. */
const BINS_PER_PAGE = 25;

/** How long a bin search's answer serves the pickers (new shelves invalidate it at once). */
const FRESH_FOR_MS = 30_000;

/**
 * The bin pickers' search, answered by the server a page at a time and kept in the
 * cache: the pickers of a receipt's lines open on one read, and typing back to an earlier search
 * asks nothing. A stale answer is not cancelled: the picker ignores it, and it is a few milliseconds
 * of work kept for the next time that text is typed.
 */
export function useBinFinder() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useCallback(
    ({ search = '', cursor }: ListQuery) => {
      const typed = search.trim();
      return queryClient.fetchQuery({
        queryKey: [...queryKeys.bins, typed, cursor ?? ''],
        queryFn: () => api.listBins({ limit: BINS_PER_PAGE, search: typed || undefined, cursor }),
        staleTime: FRESH_FOR_MS,
      });
    },
    [api, queryClient],
  );
}
