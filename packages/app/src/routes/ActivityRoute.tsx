import { ACTIVITY_KINDS, type ActivityKind } from '@warehouse/domain/accounts';
import { type ActivityFilters, ActivityScreen } from '@warehouse/screens';
import { useExportHref } from '../data/exportHref';
import { queryKeys } from '../data/queryKeys';
import { useApiQuery } from '../data/useApiQuery';
import { useListPages } from '../data/useListPages';
import { useSearchParamState } from '../routing/useSearchParamState';

/** Activity: the audit trail, its filters kept in the address, a page at a time. */
export default function ActivityRoute() {
  const [userId, setUserId] = useSearchParamState('user');
  const [kindParam, setKind] = useSearchParamState('kind');
  const [from, setFrom] = useSearchParamState('from');
  const [to, setTo] = useSearchParamState('to');
  const kind = (ACTIVITY_KINDS as readonly string[]).includes(kindParam) ? (kindParam as ActivityKind) : '';
  const filters: ActivityFilters = { userId, kind, from, to };

  const { data: staff = [] } = useApiQuery(queryKeys.staff, (client) => client.listStaff());
  const pages = useListPages([...queryKeys.activity, userId, kind, from, to], (api, page) =>
    api.listActivity({
      ...(userId ? { userId } : {}),
      ...(kind ? { kind } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      ...page,
    }),
  );
  const { isSearching: _, ...listProps } = pages.listProps;
  const exportHref = useExportHref('activity', { userId, kind, from, to });

  return (
    <ActivityScreen
      entries={pages.items}
      {...listProps}
      filters={filters}
      onFiltersChange={(next) => {
        setUserId(next.userId);
        setKind(next.kind);
        setFrom(next.from);
        setTo(next.to);
      }}
      people={staff}
      exportHref={exportHref}
    />
  );
}
