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
import {
  businessDocuments,
  customers,
  notifications,
  purchaseOrders,
  saleReturns,
  sales,
} from '../../db/schema';
import type { Executor } from '../../sql/executor';
import { lowStockCount } from '../stock/stockFigures';
import { saleOf } from './salesRecords';

/**
 * A sale counts as an order, and its money as revenue, unless it was cancelled or voided
 * (countsAsOrder); its returns take their refunds off on their own days (countedReturns).
 */
export const counted = sql`${sales.status} not in ('cancelled', 'voided')`;

const within = (span: DaySpan) => sql`${sales.date} between ${span.from} and ${span.to}`;

/** The business's time zone (Settings → Store): the day a return counts in, as a sale's. */
const businessZone = sql`(select ${businessDocuments.value} -> 'store' ->> 'timezone'
  from ${businessDocuments} where ${businessDocuments.name} = 'settings')`;
/** A day's first moment in the business's time zone. */
const dayStart = (day: SQL) => sql`((${day})::timestamp at time zone ${businessZone})`;
/** A return's business day (countedReturns). */
const returnDay = sql`(${saleReturns.createdAt} at time zone ${businessZone})::date`;
const returnedWithin = (span: DaySpan) => sql`${returnDay} between ${span.from}::date and ${span.to}::date`;

/**
 * What the returns made in the two months refunded, each month by its returns' own days (not
 * their sales'): the returns' `created_at` index bounds them, their sales found by key; those of a
 * sale that counts nothing (voided) take nothing off.
 */
function readRefunds(db: Executor, { current, previous }: ReturnType<typeof figureMonths>) {
  return db
    .select({
      now: sql<string>`coalesce(sum(${saleReturns.refundCents}) filter (where ${returnedWithin(current)}), 0)::bigint`,
      before: sql<string>`coalesce(sum(${saleReturns.refundCents}) filter (where ${returnedWithin(previous)}), 0)::bigint`,
    })
    .from(saleReturns)
    .innerJoin(sales, sql`${sales.id} = ${saleReturns.saleId}`)
    .where(
      sql`${counted} and ${saleReturns.createdAt} >= ${dayStart(sql`${previous.from}::date`)}
        and ${saleReturns.createdAt} < ${dayStart(sql`${current.to}::date + 1`)}`,
    );
}

/**
 * §2.5 Analytics: this month's KPIs against last month's, in three statements through the `date`
 * indexes; revenue is net of the returns made in each month (ADR 011).
 */
export async function readSalesKpis(db: Executor, today: string) {
  const months = figureMonths(today);
  const { current, previous } = months;
  const [[money], [firsts], [refunds]] = await Promise.all([
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
    readRefunds(db, months),
  ]);
  const tally = (revenue = '0', refunded = '0', orders = 0, newCustomers = 0): SalesTally => ({
    revenue: Number(revenue) - Number(refunded),
    orders,
    newCustomers,
  });
  return salesKpis(
    tally(money?.revenue, refunds?.now, money?.orders, firsts?.now),
    tally(money?.revenueBefore, refunds?.before, money?.ordersBefore, firsts?.before),
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
