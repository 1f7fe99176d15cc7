// Notifications a page at a time, the same way in memory and in PostgreSQL: the late
// purchase orders first (made from the orders, few), then the kept ones newest first.
import type { AppNotification } from '../overview/overview';
import { isLateOrderNotification } from '../purchasing/lateOrders';
import { type Page, type PageQuery, pageFromRows, pageLimit } from './page';

/**
 * A page of the notifications: the late orders' (`late`, whole) after the cursor, then the kept
 * ones `readKept` gives (`count` of them after the kept one `after`, or from the newest). A cursor
 * that was a late order no longer late goes on from the first kept notification. The total counts
 * them all (it is the menu's badge).
 */
export async function pageOfNotifications(
  late: readonly AppNotification[],
  query: PageQuery,
  readKept: (after: string | undefined, count: number) => Promise<AppNotification[]>,
  countKept: () => Promise<number>,
): Promise<Page<AppNotification>> {
  const limit = pageLimit(query);
  const { cursor } = query;
  const afterLate = cursor !== undefined && isLateOrderNotification(cursor);
  const lateBefore = afterLate ? late.findIndex((notification) => notification.id === cursor) : -1;
  const lateOnPage =
    cursor === undefined
      ? late.slice(0, limit + 1)
      : lateBefore >= 0
        ? late.slice(lateBefore + 1, lateBefore + 2 + limit)
        : [];
  const [kept, keptCount] = await Promise.all([
    lateOnPage.length > limit ? [] : readKept(afterLate ? undefined : cursor, limit + 1 - lateOnPage.length),
    countKept(),
  ]);
  return {
    ...pageFromRows([...lateOnPage, ...kept], limit, (notification) => notification.id),
    total: late.length + keptCount,
  };
}
