// Purchase Orders a page at a time in SQL: a keyset on the chosen sort key and the id
// (never an offset), suppliers named by the search looked up first, and only the page's lines read.
import {
  isDescending,
  type Page,
  type PurchaseOrderSort,
  type PurchaseOrdersQuery,
  pageFromRows,
  pageLimit,
  readPurchaseOrderCursor,
  sortedCursor,
} from '@warehouse/domain/contract';
import type { PurchaseOrder } from '@warehouse/domain/purchasing';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { purchaseOrderNumber, purchaseOrders, suppliers } from '../../db/schema';
import { countMatching } from '../../sql/boundedCount';
import { matchingAnyOrNamed } from '../../sql/substringSearch';
import { isLate, withLines } from './purchasingRecords';

/**
 * What each order sorts by, as the in-memory list compares it: the number in the PO number, the
 * supplier's name lower-cased and days by code point, or the total.
 */
const SORT_KEYS: Record<PurchaseOrderSort, SQL> = {
  number: purchaseOrderNumber(purchaseOrders.id),
  supplier: sql`(select lower(${suppliers.name}) from ${suppliers}
    where ${suppliers.id} = ${purchaseOrders.supplierId}) collate "C"`,
  orderDate: sql`${purchaseOrders.orderDate} collate "C"`,
  expectedDelivery: sql`${purchaseOrders.expectedDelivery} collate "C"`,
  total: sql`${purchaseOrders.totalCents}`,
};
const idByCodePoint = sql`${purchaseOrders.id} collate "C"`;

/** The search: the PO number, or the name of its supplier. */
const matchingSearch = (db: Db, search: string | undefined) =>
  matchingAnyOrNamed(db, search, [purchaseOrders.id], {
    table: suppliers,
    id: suppliers.id,
    name: suppliers.name,
    reference: purchaseOrders.supplierId,
  });

/** One page of Purchase Orders, with how many match in all; `today` (YYYY-MM-DD) decides which are late. */
export async function readPurchaseOrderPage(
  db: Db,
  query: PurchaseOrdersQuery,
  today: string,
): Promise<Page<PurchaseOrder>> {
  const limit = pageLimit(query);
  const { status, supplierId } = query;
  const matching = and(
    status === 'late' ? isLate(today) : status ? eq(purchaseOrders.status, status) : undefined,
    supplierId ? eq(purchaseOrders.supplierId, supplierId) : undefined,
    await matchingSearch(db, query.search),
  );
  const sort = query.sort ?? 'number';
  const key = SORT_KEYS[sort];
  const [direction, next] = isDescending(query) ? [sql`desc`, sql`<`] : [sql`asc`, sql`>`];
  const last = query.cursor ? readPurchaseOrderCursor(query.cursor, sort) : undefined;
  const after = last && sql`(${key}, ${idByCodePoint}) ${next} (${last.key}, ${last.id} collate "C")`;
  const [found, counted] = await Promise.all([
    db
      .select({ order: purchaseOrders, key: sql<string | number>`${key}` })
      .from(purchaseOrders)
      .where(and(matching, after))
      .orderBy(sql`${key} ${direction}, ${idByCodePoint} ${direction}`)
      .limit(limit + 1),
    countMatching(db, purchaseOrders, matching),
  ]);
  // node-postgres reads a bigint as text: the cursor keeps the number.
  const page = pageFromRows(found, limit, (row) =>
    sortedCursor(typeof row.key === 'string' && sort === 'number' ? Number(row.key) : row.key, row.order.id),
  );
  return {
    items: await withLines(
      db,
      page.items.map((row) => row.order),
    ),
    nextCursor: page.nextCursor,
    ...counted,
  };
}
