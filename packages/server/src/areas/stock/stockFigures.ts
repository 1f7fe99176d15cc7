// The stock figures of the dashboard, the menu's Low Stock badge and the Low Stock screen (issue
// 18), read from product_stock (each product's stock, kept by triggers as balances change) and
// stock_units (the units on hand, kept from it) rather than summed over every balance: the domain's lowStockProducts, unitsOnHand and stockBefore, as
// PostgreSQL counts them at 100,000 products.

import { DASHBOARD_LOW_STOCK_LIMIT } from '@warehouse/domain/catalogue';
import {
  badCursor,
  lowStockCursor,
  type Page,
  type PageQuery,
  pageFromRows,
  pageLimit,
  readLowStockCursor,
} from '@warehouse/domain/contract';
import type { DashboardLowStockItem, LowStockItem, StockTally } from '@warehouse/domain/overview';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  categories,
  productStock,
  products,
  purchaseOrderLines,
  purchaseOrders,
  stockItems,
  stockMovements,
  stockUnits,
} from '../../db/schema';
import type { Executor } from '../../sql/executor';
import { isOpenOrder, stillToCome } from '../purchasing/purchasingRecords';

/** The products Low Stock lists: on sale, at or below their threshold (through its partial index). */
const isLow = sql`${productStock.onSale} and ${productStock.onHand} <= ${productStock.lowStockThreshold}`;

/** How urgent a low product is: its stock as a share of its threshold (lowStockProducts' order). */
const urgency = sql`${productStock.onHand}::float8 / greatest(${productStock.lowStockThreshold}, 1)`;

/** The most urgent first, then newest first, as the domain orders them. */
const mostUrgentFirst = [urgency, desc(products.createdAt), desc(products.id)];

/** The ids of the products Low Stock lists (what "Reorder all" orders). */
export async function readLowStockIds(db: Executor): Promise<string[]> {
  const rows = await db.select({ id: productStock.productId }).from(productStock).where(isLow);
  return rows.map((row) => row.id);
}

/**
 * The urgency of the `n`th most urgent low product: the dashboard's few are among the products
 * at most this urgent, so only those are joined with their product rows.
 */
const nthUrgency = (n: number) =>
  sql`(select ${urgency} from ${productStock} where ${isLow} order by 1 offset ${n - 1} limit 1)`;

/** The count of what Low Stock lists, as a subquery (the menu's badge). */
export const lowStockCount = sql<number>`(select count(*)::int from ${productStock} where ${isLow})`;

/**
 * A day's start as an instant: this process's local midnight, as the domain's stamps and the
 * in-memory ledger count a day, whatever the database's time zone.
 */
const startOf = (day: string) => sql`${new Date(`${day}T00:00:00`).toISOString()}::timestamptz`;

/** The net movement of every item since `day`: the movements since then only, through the `at` index. */
const movedSince = (day: string) => sql`(select coalesce(sum(${stockMovements.quantity}), 0)
  from ${stockMovements} where ${stockMovements.at} >= ${startOf(day)})`;

/** The same of the archived products only (few; found through product_stock's partial index). */
const archivedMovedSince = (day: string) => sql`(select coalesce(sum(${stockMovements.quantity}), 0)
  from ${productStock} join ${stockMovements} on ${stockMovements.productId} = ${productStock.productId}
  where not ${productStock.onSale} and ${stockMovements.at} >= ${startOf(day)})`;

/**
 * Each product's net movement since `day`, from the (at, product, quantity) index alone; a
 * product's stock is looked up by key for the few moved (a join would read all 100,000).
 */
const productsMovedSince = (day: string) => sql`(select ${stockMovements.productId} as product_id,
    sum(${stockMovements.quantity}) as moved
  from ${stockMovements} where ${stockMovements.at} >= ${startOf(day)} group by ${stockMovements.productId}) as week
  cross join lateral (select on_hand, low_stock_threshold from ${productStock}
    where ${productStock.productId} = week.product_id and ${productStock.onSale} limit 1) as stock`;

/**
 * The dashboard's stock cards (units on hand now and at the start of the month, low products now
 * and at the start of the week) and its Low Stock Alert. A month ago is now less what moved since,
 * of the products on sale; only the products moved this week can have counted differently at its
 * start. Three statements at once, each on a connection of its own: at 100,000 products the week's
 * takes about 20 ms, one after another too long for the dashboard's 100 ms.
 */
export async function readStockFigures(
  db: Executor,
  since: { month: string; week: string },
): Promise<{ tally: StockTally; lowest: DashboardLowStockItem[] }> {
  // Each figure and what it is compared with are read in one statement, so from one snapshot: a
  // sale between two statements would otherwise show as a change since last month or week.
  const [month, week, lowest] = await Promise.all([
    db.execute<{ unitsNow: string; movedThisMonth: string }>(sql`
      select (select coalesce(sum(${stockUnits.units}), 0)::bigint from ${stockUnits}) as "unitsNow",
        (${movedSince(since.month)} - ${archivedMovedSince(since.month)})::bigint as "movedThisMonth"`),
    db.execute<{ lowNow: number; lowChangeThisWeek: number }>(sql`
      select ${lowStockCount} as "lowNow",
        (select (count(*) filter (where stock.on_hand - week.moved <= stock.low_stock_threshold)
            - count(*) filter (where stock.on_hand <= stock.low_stock_threshold))::int
          from ${productsMovedSince(since.week)}) as "lowChangeThisWeek"`),
    db
      .select({
        productId: products.id,
        name: products.name,
        stock: productStock.onHand,
        threshold: productStock.lowStockThreshold,
      })
      .from(productStock)
      .innerJoin(products, sql`${products.id} = ${productStock.productId}`)
      .where(
        sql`${isLow} and ${urgency} <= coalesce(${nthUrgency(DASHBOARD_LOW_STOCK_LIMIT)}, 'infinity'::float8)`,
      )
      .orderBy(...mostUrgentFirst)
      .limit(DASHBOARD_LOW_STOCK_LIMIT),
  ]);
  const unitsNow = Number(month.rows[0]?.unitsNow ?? 0);
  const lowNow = week.rows[0]?.lowNow ?? 0;
  return {
    tally: {
      unitsNow,
      unitsMonthAgo: unitsNow - Number(month.rows[0]?.movedThisMonth ?? 0),
      lowStockNow: lowNow,
      lowStockWeekAgo: lowNow + (week.rows[0]?.lowChangeThisWeek ?? 0),
    },
    lowest,
  };
}

/**
 * Low Stock a page at a time, most urgent first, each product with what open orders
 * will bring. A page goes on from its cursor's place in that order (the urgency its last item had
 * when read), even if that product was sold or restocked since; its total is the exact count (the
 * menu's badge).
 */
export async function readLowStockPage(db: Db, query: PageQuery): Promise<Page<LowStockItem>> {
  const limit = pageLimit(query);
  const after = query.cursor ? await afterLowProduct(db, query.cursor) : undefined;
  // The page first (its 51 most urgent products), then what open orders will bring of each of them
  // only: summing every open order's lines for every low product took 70-150 ms at the bench size.
  const page = db
    .select({
      productId: products.id,
      name: products.name,
      current: productStock.onHand,
      minimum: productStock.lowStockThreshold,
      category: sql<string>`coalesce(${categories.name}, '')`.as('category'),
      urgency: sql<number>`${urgency}`.as('urgency'),
      createdAt: products.createdAt,
    })
    .from(productStock)
    .innerJoin(products, sql`${products.id} = ${productStock.productId}`)
    .leftJoin(categories, sql`${categories.id} = ${products.categoryId}`)
    .where(and(isLow, after))
    .orderBy(...mostUrgentFirst)
    .limit(limit + 1)
    .as('page');
  const onOrder = db
    .select({ quantity: stillToCome })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, sql`${purchaseOrders.id} = ${purchaseOrderLines.purchaseOrderId}`)
    .innerJoin(stockItems, sql`${stockItems.id} = ${purchaseOrderLines.productId}`)
    .where(and(isOpenOrder, sql`${stockItems.productId} = ${page.productId}`));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        productId: page.productId,
        name: page.name,
        current: page.current,
        minimum: page.minimum,
        category: page.category,
        onOrder: sql<number>`coalesce((${onOrder}), 0)`,
      })
      .from(page)
      .orderBy(page.urgency, desc(page.createdAt), desc(page.productId)),
    db.select({ count: lowStockCount }).from(sql`(values (1)) as one (row)`),
  ]);
  return { ...pageFromRows(rows, limit, lowStockCursor), total: counted?.count ?? 0 };
}

/**
 * The low products after a cursor's place in the most-urgent-first order: its urgency as it was
 * read (the product may have been sold or restocked since), then its product's age. A cursor that
 * is not one, or names no product, is a 400.
 */
async function afterLowProduct(db: Db, cursor: string): Promise<SQL> {
  const after = readLowStockCursor(cursor);
  const [product] = await db
    .select({ createdAt: products.createdAt })
    .from(products)
    .where(eq(products.id, after.productId));
  if (!product) throw badCursor();
  return sql`(${urgency} > ${after.urgency}::float8 or (${urgency} = ${after.urgency}::float8
    and (${products.createdAt}, ${products.id}) < (${product.createdAt}, ${after.productId})))`;
}

/**
 * Folds the stock_units rows of backends that have ended into backend 0's (at start-up): a row is
 * left by every database connection that ever changed stock, and the dashboard sums them all.
 * A live backend's row is left alone, so no change under way waits on this.
 */
export async function foldEndedBackendsUnits(db: Executor): Promise<void> {
  await db.execute(sql`with ended as (
      delete from ${stockUnits} where ${stockUnits.backend} <> 0
        and ${stockUnits.backend} not in (select pid from pg_stat_activity)
      returning ${stockUnits.units})
    insert into ${stockUnits} (backend, units) select 0, coalesce(sum(units), 0) from ended
    on conflict (backend) do update set units = ${stockUnits.units} + excluded.units`);
}
