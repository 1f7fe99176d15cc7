// Notifications on PostgreSQL: the raised ones are kept with their moment and read as
// "5 minutes ago"; the sample's own keep the time they were written with.
import type { NotificationKind, RaisedNotification } from '@warehouse/domain/overview';
import { timeAgo } from '@warehouse/domain/overview';
import { inArray, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { notifications, stockBalances, stockItems } from '../../db/schema';
import type { Executor } from '../../sql/executor';
import { newestFirst } from '../../sql/newestFirst';
import { total } from '../../sql/total';

/** Rows for raised notifications, stamped with the moment of the change that raised them. */
export function notificationRows(
  raised: readonly RaisedNotification[],
  at: string,
): (typeof notifications.$inferInsert)[] {
  const createdAt = new Date(at).toISOString();
  return raised.map((notification) => ({ id: uuidv7(), ...notification, time: '', createdAt }));
}

/**
 * The notifications kept, newest first, each saying how long ago it was raised: `count` of them,
 * after the one with id `after` when given (keyset on their moment and id; an id that is no
 * notification is a 400).
 */
export async function readNotificationsPage(
  db: Executor,
  now: Date,
  { after, count }: { after: string | undefined; count: number },
) {
  const { orderBy, after: afterCursor } = await newestFirst(db, notifications, after);
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      message: notifications.message,
      time: notifications.time,
      // ISO 8601, as Date.parse reads it.
      at: sql<string>`to_json(${notifications.createdAt}) #>> '{}'`,
    })
    .from(notifications)
    .where(afterCursor)
    .orderBy(orderBy)
    .limit(count);
  return rows.map(({ at, kind, time, ...notification }) => ({
    ...notification,
    kind: kind as NotificationKind,
    time: time || timeAgo(at, now),
  }));
}

/** How many notifications are kept (the menu's badge counts them with the late orders). */
export async function countNotifications(db: Executor): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(notifications);
  return row?.count ?? 0;
}

/** Each product's stock over every bin, by product id. */
export async function readProductTotals(db: Executor, productIds: readonly string[]) {
  const rows = await db
    .select({
      productId: stockItems.productId,
      onHand: total(stockBalances.onHand),
    })
    .from(stockItems)
    .leftJoin(stockBalances, sql`${stockBalances.itemId} = ${stockItems.id}`)
    .where(inArray(stockItems.productId, [...productIds]))
    .groupBy(stockItems.productId);
  return new Map(rows.map((row) => [row.productId, row.onHand]));
}
