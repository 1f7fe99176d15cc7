// The sales figures (issue 14) summed by PostgreSQL: the domain's rules (salesFigures) turn these
// tallies into KPIs, cards and customers' figures, as they do for the in-memory contract.
import { type ListQuery, type Page, pageFromRows, pageLimit } from '@warehouse/domain/contract';
import {
  type CustomerTally,
  customerWithTally,
  type DaySpan,
  figureMonths,
  OPEN_ORDER_STATUSES,
  RECENT_ORDERS_SHOWN,
  recentOrders,
  type SalesTally,
  salesKpis,
} from '@warehouse/domain/overview';
import type { Customer } from '@warehouse/domain/people';
import { AWAITED_STATUSES } from '@warehouse/domain/purchasing';
import { and, desc, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { customers, notifications, purchaseOrders, sales } from '../db/schema';
import { countMatching } from './boundedCount';
import type { Executor } from './executor';
import { newestFirst, newestMatching } from './newestFirst';
import { saleOf } from './salesRecords';
import { lowStockCount } from './stockFigures';
import { matchingAny, searchHasTrigrams } from './substringSearch';

/** A sale counts as an order, and its money as revenue, unless it was cancelled (countsAsOrder). */
const counted = sql`${sales.status} <> 'cancelled'`;

/**
 * One page of Customers (issue 18), newest first, searched by name or email (§9), each with the
 * figures of their counted sales: summed for the page's customers only, through the
 * (customer_id, date) index, not over every sale.
 */
export async function readCustomerPage(db: Db, query: ListQuery): Promise<Page<Customer>> {
  const limit = pageLimit(query);
  const matching = matchingAny(query.search, [customers.name, customers.email]);
  const { orderBy, after } = await newestFirst(db, customers, query.cursor);
  const tallies = db
    .select({
      orders: sql<number>`count(*)::int`.as('orders'),
      spent: sql<string>`coalesce(sum(${sales.amountCents}), 0)::bigint`.as('spent'),
      firstOrder: sql<string | null>`min(${sales.date})`.as('first_order'),
      lastOrder: sql<string | null>`max(${sales.date})`.as('last_order'),
    })
    .from(sales)
    .where(sql`${counted} and ${sales.customerId} = ${customers.id}`)
    .as('tallies');
  const indexed = searchHasTrigrams(query.search);
  const [rows, total] = await Promise.all([
    newestMatching(db, customers, { after, count: limit + 1, indexed }, (from, on) => {
      // The page's customers first, named as the table: their figures are summed for them alone.
      const pageCustomers = on
        .select()
        .from(from)
        .where(and(matching, after))
        .orderBy(orderBy)
        .limit(limit + 1)
        .as(getTableName(customers));
      return on
        .select({
          id: customers.id,
          name: customers.name,
          email: customers.email,
          phone: customers.phone,
          address: customers.address,
          orders: tallies.orders,
          spent: tallies.spent,
          firstOrder: tallies.firstOrder,
          lastOrder: tallies.lastOrder,
        })
        .from(pageCustomers)
        .leftJoinLateral(tallies, sql`true`)
        .orderBy(orderBy);
    }),
    countMatching(db, customers, matching, { throughIndex: indexed }),
  ]);
  const page = rows.map(({ orders, spent, firstOrder, lastOrder, ...record }) => {
    const tally: CustomerTally | undefined =
      orders === 0
        ? undefined
        : { orders, spent: Number(spent), firstOrder: firstOrder ?? '', lastOrder: lastOrder ?? '' };
    return customerWithTally(record, tally);
  });
  return { ...pageFromRows(page, limit, (customer) => customer.id), ...total };
}

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
