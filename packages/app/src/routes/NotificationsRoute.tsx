import { NotificationsScreen } from '@warehouse/screens';
import { queryKeys } from '../data/queryKeys';
import { useApiQuery } from '../data/useApiQuery';

export default function NotificationsRoute() {
  const { data = [], isPending } = useApiQuery(queryKeys.notifications, (api) => api.listNotifications());
  return <NotificationsScreen notifications={data} badge={data.length} isLoading={isPending} />;
}
