import { useInfiniteQuery } from '@tanstack/react-query';
import { ACTIVITY_KINDS, type ActivityKind } from '@warehouse/domain/accounts';
import { type ActivityFilters, ActivityScreen } from '@warehouse/screens';
import { useApi } from '../data/ApiProvider';
import { queryKeys } from '../data/queryKeys';
import { useApiQuery } from '../data/useApiQuery';
import { useSearchParamState } from '../routing/useSearchParamState';

/** Activity: the audit trail, its filters kept in the address, a page at a time. */
export default function ActivityRoute() {
  const api = useApi();
  const [userId, setUserId] = useSearchParamState('user');
  const [kindParam, setKind] = useSearchParamState('kind');
  const [from, setFrom] = useSearchParamState('from');
  const [to, setTo] = useSearchParamState('to');
  const kind = (ACTIVITY_KINDS as readonly string[]).includes(kindParam) ? (kindParam as ActivityKind) : '';
  const filters: ActivityFilters = { userId, kind, from, to };

  const { data: staff = [] } = useApiQuery(queryKeys.staff, (client) => client.listStaff());
  const activity = useInfiniteQuery({
    queryKey: [...queryKeys.activity, userId, kind, from, to],
    queryFn: ({ pageParam }) =>
      api.listActivity({
        ...(userId ? { userId } : {}),
        ...(kind ? { kind } : {}),
        ...(from ? { from } : {}),
        ...(to ? { to } : {}),
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

  return (
    <ActivityScreen
      entries={activity.data?.pages.flatMap((page) => page.items) ?? []}
      isLoading={activity.isPending}
      filters={filters}
      onFiltersChange={(next) => {
        setUserId(next.userId);
        setKind(next.kind);
        setFrom(next.from);
        setTo(next.to);
      }}
      people={staff}
      hasMore={activity.hasNextPage}
      isLoadingMore={activity.isFetchingNextPage}
      onLoadMore={() => void activity.fetchNextPage()}
    />
  );
}
