// Sales a page at a time (issue 18): newest first, searched by order id or customer (§9).
import { type Page, pageFromRows, pageLimit, type WarehouseApi } from '@warehouse/domain/contract';
import type { Sale } from '@warehouse/domain/pos';
import { and, type Column, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sales } from '../db/schema';
import { countMatching, countThroughIndex } from './boundedCount';
import type { Executor } from './executor';
import { newestFirst } from './newestFirst';
import { withPlanOff } from './plannerHints';
import { saleOf } from './salesRecords';
import { matchingAny, searchHasTrigrams } from './substringSearch';

type SalesQuery = NonNullable<Parameters<WarehouseApi['listSales']>[0]>;

/** How many of the newest sales a search reads in date order before it asks its indexes instead. */
const RECENT_SALES = 5_000;

/** The sales that match `query` (order id or customer, and status) after `after`, newest first. */
const matchingSales = (query: SalesQuery, table: Record<'id' | 'customer' | 'status', Column>) =>
  and(
    matchingAny(query.search, [table.id, table.customer]),
    query.status ? eq(table.status, query.status) : undefined,
  );

export async function readSalesPage(db: Db, query: SalesQuery): Promise<Page<Sale>> {
  const limit = pageLimit(query);
  const matching = matchingSales(query, sales);
  const { orderBy, after } = await newestFirst(db, sales, query.cursor);
  const page = (on: Executor) =>
    on
      .select()
      .from(sales)
      .where(and(matching, after))
      .orderBy(orderBy)
      .limit(limit + 1);
  const indexed = searchHasTrigrams(query.search);
  const [rows, counted] = await Promise.all([
    indexed ? newestMatches(db, query, after, limit + 1, page) : page(db),
    indexed ? countThroughIndex(db, sales, matching) : countMatching(db, sales, matching),
  ]);
  return { ...pageFromRows(rows.map(saleOf), limit, (sale) => sale.id), ...counted };
}

/**
 * The `count` newest sales that match a search a trigram index finds, read one of two ways.
 * First among the few thousand newest, in date order: quick when matches are common among recent
 * sales (a customer's name). If they hold less than a page, every match through the trigram
 * indexes, sorted (`page` with index scans off): quick when matches are few or old (an old order
 * number). PostgreSQL takes matches to be spread evenly, so it chose the date order for an old
 * order number and walked 180k sales (300 ms) to reach them; the indexes found them in 11 ms.
 */
async function newestMatches(
  db: Db,
  query: SalesQuery,
  after: SQL | undefined,
  count: number,
  page: (on: Executor) => Promise<(typeof sales.$inferSelect)[]>,
) {
  const recent = db
    .select()
    .from(sales)
    .where(after)
    .orderBy(desc(sales.createdAt), desc(sales.id))
    .limit(RECENT_SALES)
    .as('recent');
  const found = await db
    .select()
    .from(recent)
    .where(matchingSales(query, recent))
    .orderBy(desc(recent.createdAt), desc(recent.id))
    .limit(count);
  return found.length === count ? found : withPlanOff(db, 'indexscan', page);
}
