// Deliveries a page at a time: newest first, searched by order id, customer or delivery
// id (§9), filtered by status; and the stat cards, counted by status.
import { type DeliveriesQuery, type Page, pageFromRows, pageLimit } from '@warehouse/domain/contract';
import { type Delivery, type DeliveryStats, deliveryStatsOf } from '@warehouse/domain/deliveries';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { deliveries, riders } from '../../db/schema';
import { countMatching } from '../../sql/boundedCount';
import { newestFirst, newestMatching } from '../../sql/newestFirst';
import { matchingAny, searchHasTrigrams } from '../../sql/substringSearch';
import { deliveryOf } from './deliveryRecords';

export async function readDeliveriesPage(db: Db, query: DeliveriesQuery): Promise<Page<Delivery>> {
  const limit = pageLimit(query);
  const matching = and(
    matchingAny(query.search, [deliveries.orderId, deliveries.customerName, deliveries.id]),
    query.status ? eq(deliveries.status, query.status) : undefined,
  );
  const { orderBy, after } = await newestFirst(db, deliveries, query.cursor);
  const indexed = searchHasTrigrams(query.search);
  const [rows, counted] = await Promise.all([
    newestMatching(db, deliveries, { after, count: limit + 1, indexed }, (from, on) =>
      on
        // The columns of `from`, named as the table's (a subquery of its newest rows is named so).
        .select({ delivery: deliveries, rider: { id: riders.id, name: riders.name, phone: riders.phone } })
        .from(from)
        .leftJoin(riders, eq(riders.id, deliveries.riderId))
        .where(and(matching, after))
        .orderBy(orderBy)
        .limit(limit + 1),
    ),
    countMatching(db, deliveries, matching, { throughIndex: indexed }),
  ]);
  const items = rows.map((row) => deliveryOf(row.delivery, row.rider));
  return { ...pageFromRows(items, limit, (delivery) => delivery.id), ...counted };
}

/** §9 Delivery stat cards: deliveries counted by status (from its index), and the riders available. */
export async function readDeliveryStats(db: Db): Promise<DeliveryStats> {
  const [byStatus, [available]] = await Promise.all([
    db
      .select({ status: deliveries.status, count: sql<number>`count(*)::int` })
      .from(deliveries)
      .groupBy(deliveries.status),
    db.select({ count: sql<number>`count(*)::int` }).from(riders).where(eq(riders.status, 'available')),
  ]);
  return deliveryStatsOf(
    Object.fromEntries(byStatus.map((row) => [row.status, row.count])),
    available?.count ?? 0,
  );
}
