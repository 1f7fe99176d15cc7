import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { SalesScreen } from '@warehouse/screens';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useApi } from '../data/ApiProvider';
import { queryKeys } from '../data/queryKeys';
import { showNotice } from '../data/showNotice';
import { useApiQuery } from '../data/useApiQuery';
import { useRecordActivity } from '../data/useRecordActivity';

import { useSearchParamState } from '../routing/useSearchParamState';

const SALE_NOT_LOADED_TITLE = 'Sale Not Loaded';

/** Sales Management; a row's View opens the sale with its lines and, for managers, who recorded it. */
export default function SalesRoute() {
  const [query, setQuery] = useSearchParamState('q');
  const [viewedId, setViewedId] = useState<string | null>(null);
  const api = useApi();
  // A page at a time (issue 18), searched by the server; the last search's rows stay while the
  // next one's come, and the screen narrows them as the user types.
  const search = query.trim();
  const pages = useInfiniteQuery({
    queryKey: [...queryKeys.sales, 'list', search],
    queryFn: ({ pageParam }) =>
      api.listSales({ ...(search ? { search } : {}), ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
  const sales = useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [isFetchingNextPage, fetchNextPage]);
  const { data: detail, error } = useApiQuery(
    [...queryKeys.sales, viewedId ?? ''],
    (api) => api.getSale(viewedId ?? ''),
    { enabled: viewedId !== null },
  );
  // A sale that cannot be read (gone, the server away) says so instead of opening nothing.
  useEffect(() => {
    if (!error) return;
    showNotice({ title: SALE_NOT_LOADED_TITLE, message: error.message, destructive: true });
    setViewedId(null);
  }, [error]);
  const { activity, isReady } = useRecordActivity(viewedId);
  const isLoaded = detail?.sale.id === viewedId && isReady;
  return (
    <SalesScreen
      sales={sales}
      {...(pages.data && !pages.isPlaceholderData ? { total: pages.data.pages[0]?.total ?? 0 } : {})}
      {...(hasNextPage ? { onLoadMore: loadMore } : {})}
      isLoading={pages.isPending}
      query={query}
      onQueryChange={setQuery}
      onViewSale={(sale) => setViewedId(sale.id)}
      viewing={detail && isLoaded ? { detail, ...(activity ? { activity } : {}) } : undefined}
      onViewClose={() => setViewedId(null)}
    />
  );
}
