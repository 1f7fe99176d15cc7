import { keepPreviousData, type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import type { Page, WarehouseApi } from '@warehouse/domain/contract';
import { useCallback, useMemo } from 'react';
import { useApi } from './ApiProvider';

/** A list's total as its first page says, and whether the count stopped there. */
const totalOf = (first: Page<unknown> | undefined) => ({
  total: first?.total ?? 0,
  ...(first?.totalIsLowerBound ? { totalIsLowerBound: true } : {}),
});

/**
 * A list read a page at a time, for a screen that loads the next page as its end comes
 * into view. The last query's rows stay while the next query's come (the screen narrows them as
 * the user types); `total` is known once the current query's first page has arrived.
 *
 * Read only while `enabled`. A list `fetchedOnEachUse` (a record's history opened in a dialog) is
 * read again each time it is enabled, and another record's rows never stand in for its own.
 */
export function useListPages<T>(
  queryKey: QueryKey,
  read: (api: WarehouseApi, page: { cursor?: string; signal: AbortSignal }) => Promise<Page<T>>,
  { enabled = true, fetchedOnEachUse = false }: { enabled?: boolean; fetchedOnEachUse?: boolean } = {},
) {
  const api = useApi();
  const pages = useInfiniteQuery({
    queryKey,
    // The signal lets TanStack Query cancel a page no longer wanted (a search typed further).
    queryFn: ({ pageParam, signal }) => read(api, { ...(pageParam ? { cursor: pageParam } : {}), signal }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
    // Forgotten once closed (gcTime 0): opening it again reads its first page, not every page it had.
    ...(fetchedOnEachUse ? { staleTime: 0, gcTime: 0 } : { placeholderData: keepPreviousData }),
  });
  const items = useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [isFetchingNextPage, fetchNextPage]);
  return {
    items,
    /** When the pages were last read (0 before the first). */
    readAt: pages.dataUpdatedAt,
    /** What a paged screen takes beside its items (its props of these names), to spread on it. */
    listProps: {
      isLoading: pages.isPending,
      /** The items are the last query's while this one's first page is read. */
      isSearching: pages.isPlaceholderData,
      ...(pages.data && !pages.isPlaceholderData ? totalOf(pages.data.pages[0]) : {}),
      ...(hasNextPage ? { onLoadMore: loadMore } : {}),
    },
  };
}
