import {
  type CashCount,
  DRAWER_CLOSED_NOTICE,
  DRAWER_OPENED_NOTICE,
  type DrawerCashInput,
  drawerCashNotice,
  seesEveryDrawer,
} from '@warehouse/domain/pos';
import { DrawerScreen } from '@warehouse/screens';
import { useApi } from '../data/ApiProvider';
import { queryKeys } from '../data/queryKeys';
import { useApiAction } from '../data/useApiAction';
import { useApiQuery } from '../data/useApiQuery';
import { useListPages } from '../data/useListPages';
import { useSession } from '../session/SessionProvider';
import { useMayCall } from '../session/screenAccess';

/**
 * The Cash Drawer (/pos/drawer): the signed-in seller's drawer, opened with a float, paid in and
 * out, closed with the cash counted (its Z report shown); owners and managers also list every
 * session and open each one's report.
 */
export default function DrawerRoute() {
  const api = useApi();
  const mayCall = useMayCall();
  const role = useSession().user?.role ?? 'owner';
  const drawer = useApiQuery([...queryKeys.drawer, 'mine'], (client) => client.getMyDrawer());
  const till = useApiQuery([...queryKeys.settings, 'till'], (client) => client.getTillSettings());
  const seesAll = seesEveryDrawer(role) && mayCall('listDrawerSessions');
  const pages = useListPages([...queryKeys.drawer, 'sessions'], (client, page) =>
    client.listDrawerSessions(page),
  );
  const open = useApiAction((client, float: CashCount) => client.openDrawer({ float }), {
    calls: 'openDrawer',
    success: () => DRAWER_OPENED_NOTICE,
  });
  const cash = useApiAction((client, input: DrawerCashInput) => client.recordDrawerCash(input), {
    calls: 'recordDrawerCash',
    success: (_, input) => drawerCashNotice(input),
  });
  const close = useApiAction((client, counted: CashCount) => client.closeDrawer({ counted }), {
    calls: 'closeDrawer',
    success: () => DRAWER_CLOSED_NOTICE,
  });
  return (
    <DrawerScreen
      drawer={drawer.isPending ? undefined : (drawer.data ?? null)}
      timezone={till.data?.timezone ?? drawer.data?.timezone ?? 'UTC'}
      onOpen={open}
      onCash={cash}
      onCloseDrawer={close}
      {...(seesAll
        ? {
            sessions: {
              items: pages.items,
              ...(pages.listProps.onLoadMore ? { onLoadMore: pages.listProps.onLoadMore } : {}),
            },
            onViewSession: (id: string) => api.getDrawerSession(id),
          }
        : {})}
    />
  );
}
