// Warehouse Shelving a page at a time: the shelves newest first, each with what it holds,
// searched by shelf id, zone or product on it (§9), filtered by zone; and the four figures.

import { shelves } from '@warehouse/domain/catalogue';
import { badCursor, type Page, pageFromRows, pageLimit, type ShelvesQuery } from '@warehouse/domain/contract';
import {
  createLedger,
  type ShelfFigures,
  type ShelfLocation,
  shelfStatsOf,
  zoneOptions,
} from '@warehouse/domain/stock';
import { and, asc, eq, gt, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { bins, stockBalances, stockItems } from '../../db/schema';
import { countMatching } from '../../sql/boundedCount';
import { matchingAny } from '../../sql/substringSearch';
import { total } from '../../sql/total';
import { readCatalogueOf } from '../catalogue/catalogueRecords';
import { binOf } from '../catalogue/placesRecords';

/** A bin is a shelf when it has its place on the shelving (as readPlaces reads bins). */
const isShelf = and(
  isNotNull(bins.aisle),
  isNotNull(bins.shelf),
  isNotNull(bins.position),
  isNotNull(bins.zone),
  isNotNull(bins.capacity),
);

/** The shelves whose id or zone holds the search, or that hold a product whose name does. */
function shelvesMatching(search: string | undefined): SQL | undefined {
  const onShelf = matchingAny(search, [bins.id, bins.zone]);
  const productNamed = matchingAny(search, [stockItems.name]);
  if (!onShelf || !productNamed) return undefined;
  const holding = sql`exists (select 1 from ${stockBalances}
      join ${stockItems} on ${stockItems.id} = ${stockBalances.itemId}
      where ${stockBalances.binId} = ${bins.id} and ${stockBalances.onHand} > 0 and (${productNamed}))`;
  return sql`(${onShelf} or ${holding})`;
}

/** After a cursor (the id of the last shelf of the page before): the shelves that follow it. */
async function shelvesAfter(db: Db, cursor: string | undefined): Promise<SQL | undefined> {
  if (!cursor) return undefined;
  const [last] = await db
    .select({ createdAt: bins.createdAt })
    .from(bins)
    .where(and(eq(bins.id, cursor), isShelf));
  if (!last) throw badCursor();
  return sql`(${bins.createdAt} < ${last.createdAt} or (${bins.createdAt} = ${last.createdAt} and ${bins.id} > ${cursor}))`;
}

export async function readShelvesPage(db: Db, query: ShelvesQuery): Promise<Page<ShelfLocation>> {
  const limit = pageLimit(query);
  const matching = and(
    isShelf,
    shelvesMatching(query.search),
    query.zone ? eq(bins.zone, query.zone) : undefined,
  );
  const after = await shelvesAfter(db, query.cursor);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(bins)
      .where(and(matching, after))
      .orderBy(sql`${bins.createdAt} desc`, asc(bins.id))
      .limit(limit + 1),
    countMatching(db, bins, matching, { throughIndex: false }),
  ]);
  const page = pageFromRows(rows, limit, (row) => row.id);
  return { items: await withContents(db, page.items), nextCursor: page.nextCursor, ...counted };
}

/** The page's bins as shelves, with what each holds (read for these bins only). */
async function withContents(db: Db, rows: (typeof bins.$inferSelect)[]): Promise<ShelfLocation[]> {
  if (rows.length === 0) return [];
  const held = await db
    .select({ itemId: stockBalances.itemId, binId: stockBalances.binId, onHand: stockBalances.onHand })
    .from(stockBalances)
    .where(
      and(
        inArray(
          stockBalances.binId,
          rows.map((row) => row.id),
        ),
        gt(stockBalances.onHand, 0),
      ),
    )
    .orderBy(asc(stockBalances.binId), asc(stockBalances.itemId));
  const itemIds = [...new Set(held.map((balance) => balance.itemId))];
  const catalogue = await readCatalogueOf(db, { itemIds, withCategories: false });
  return shelves(rows.map(binOf), catalogue, createLedger(held));
}

/** §2.5 The four figures over every shelf (its units summed by the database), and the zones. */
export async function readShelfFigures(db: Db): Promise<ShelfFigures> {
  const [[shelving], [held], zones] = await Promise.all([
    db
      .select({
        totalShelves: sql<number>`count(*)::int`,
        totalCapacity: total(bins.capacity),
      })
      .from(bins)
      .where(isShelf),
    // One pass over the balances, joined to the shelves (not a lookup per shelf).
    db
      .select({ occupied: total(stockBalances.onHand) })
      .from(stockBalances)
      .innerJoin(bins, eq(bins.id, stockBalances.binId))
      .where(and(isShelf, gt(stockBalances.onHand, 0))),
    db.selectDistinct({ zone: bins.zone }).from(bins).where(isShelf),
  ]);
  return {
    ...shelfStatsOf({
      totalShelves: shelving?.totalShelves ?? 0,
      totalCapacity: shelving?.totalCapacity ?? 0,
      occupied: held?.occupied ?? 0,
    }),
    zones: zoneOptions(zones.map((row) => row.zone ?? '')),
  };
}
