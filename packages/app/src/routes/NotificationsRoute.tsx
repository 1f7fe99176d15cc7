import { NotificationsScreen } from '@warehouse/screens';
import { queryKeys } from '../data/queryKeys';
import { useListPages } from '../data/useListPages';

/** Notifications a page at a time; the badge is the server's count of them all. */
export default function NotificationsRoute() {
  const pages = useListPages(queryKeys.notifications, (api, page) => api.listNotifications(page));
  return <NotificationsScreen notifications={pages.items} {...pages.listProps} />;
}
