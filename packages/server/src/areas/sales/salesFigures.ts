import {
  type DaySpan,
  figureMonths,
  OPEN_ORDER_STATUSES,
  RECENT_ORDERS_SHOWN,
  recentOrders,
  type SalesTally,
  salesKpis,
} from '@warehouse/domain/overview';
import { AWAITED_STATUSES } from '@warehouse/domain/purchasing';
import { desc, inArray, type SQL, sql } from 'drizzle-orm';
import { customers, notifications, purchaseOrders, sales } from '../../db/schema';
import type { Executor } from '../../sql/executor';
import { lowStockCount } from '../stock/stockFigures';
import { saleOf } from './salesRecords';

/** A sale counts as an order, and its money as revenue, unless it was cancelled or voided (countsAsOrder). */
export const counted = sql`${sales.status} not in ('cancelled', 'voided')`;

const within = (span: DaySpan) => sql`${sales.date} between ${span.from} and ${span.to}`;

/** §2.5 Analytics: this month's KPIs against last month's, in two statements through the `date` indexes. */
export async function readSalesKpis(db: Executor, today: string) {
  const { current, previous } = figureMonths(today);
  const [[money], [firsts]] = await Promise.all([
    db
      .select({
        revenue: sql<string>`coalesce(sum(${sales.amountCents}) filter (where ${within(current)}), 0)::bigint`,
        orders: sql<number>`(count(*) filter (where ${within(current)}))::int`,
        revenueBefore: sql<string>`coalesce(sum(${sales.amountCents}) filter (where ${within(previous)}), 0)::bigint`,
        ordersBefore: sql<number>`(count(*) filter (where ${within(previous)}))::int`,
      })
      .from(sales)
      .where(sql`${counted} and ${sales.date} between ${previous.from} and ${current.to}`),
    // New customers by their first counted order day, kept on the customer (migration 0015).
    db
      .select({
        now: sql<number>`(count(*) filter (where ${customers.firstOrderDate} >= ${current.from}))::int`,
        before: sql<number>`(count(*) filter (where ${customers.firstOrderDate} <= ${previous.to}))::int`,
      })
      .from(customers)
      .where(sql`${customers.firstOrderDate} between ${previous.from} and ${current.to}`),
  ]);
  const tally = (revenue = '0', orders = 0, newCustomers = 0): SalesTally => ({
    revenue: Number(revenue),
    orders,
    newCustomers,
  });
  return salesKpis(
    tally(money?.revenue, money?.orders, firsts?.now),
    tally(money?.revenueBefore, money?.ordersBefore, firsts?.before),
  );
}

/** The dashboard's Recent Orders: the newest sales. */
export async function readRecentOrders(db: Executor) {
  const rows = await db
    .select()
    .from(sales)
    // As newestSaleFirst: by day, then by number (a longer number is a higher one).
    .orderBy(desc(sales.date), sql`length(${sales.id}) desc`, desc(sales.id))
    .limit(RECENT_ORDERS_SHOWN);
  return recentOrders(rows.map(saleOf));
}

/**
 * The menu's counts, in one statement: today's sales, open orders, awaited purchase orders,
 * notifications, and the products Low Stock lists (at or below their threshold over every bin,
 * as the domain's lowStockProducts counts them), summed here rather than read whole.
 */
export async function readBadgeCounts(db: Executor, today: string) {
  const count = (from: SQL, where: SQL) => sql<number>`(select count(*)::int from ${from} where ${where})`;
  const [row] = await db
    .select({
      sales: count(sql`${sales}`, sql`${sales.date} = ${today}`),
      // Written out, not parameters: so a generic plan can still use the partial index of open sales.
      orders: count(
        sql`${sales}`,
        sql`${sales.status} in (${sql.raw(OPEN_ORDER_STATUSES.map((status) => `'${status}'`).join(', '))})`,
      ),
      purchases: count(sql`${purchaseOrders}`, inArray(purchaseOrders.status, [...AWAITED_STATUSES])),
      notifications: count(sql`${notifications}`, sql`true`),
      lowStock: lowStockCount,
    })
    .from(sql`(values (1)) as one (row)`);
  return row ?? { sales: 0, orders: 0, purchases: 0, notifications: 0, lowStock: 0 };
}
