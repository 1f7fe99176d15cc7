// Purchase Orders a page at a time: the search (PO number or supplier), a status or
// "late", a supplier, and an order; the same rules whichever implementation answers.
import { isLate, type PurchaseOrderStatus } from '../purchasing/lifecycle';
import type { PurchaseOrder } from '../purchasing/purchase';
import { purchaseOrderNumber } from '../purchasing/purchaseOrder';
import { filterByQuery } from '../search/search';
import {
  compareKeys,
  type ListQuery,
  type Page,
  pageFromRows,
  pageLimit,
  readSortedCursor,
  sortedCursor,
} from './page';

/** The orders Purchase Orders can be read in: by number (its own, newest first), or by a column. */
export const PURCHASE_ORDER_SORTS = ['number', 'supplier', 'orderDate', 'expectedDelivery', 'total'] as const;
export type PurchaseOrderSort = (typeof PURCHASE_ORDER_SORTS)[number];

/** The sorts whose key is a number (the others sort text, by code point). */
const NUMERIC_PURCHASE_ORDER_SORTS: readonly PurchaseOrderSort[] = ['number', 'total'];

export interface PurchaseOrdersQuery extends ListQuery {
  /** A state, or 'late': still awaited after the expected day. */
  status?: PurchaseOrderStatus | 'late';
  supplierId?: string;
  /** By number when not given; descending is the default only then (newest first). */
  sort?: PurchaseOrderSort;
  descending?: boolean;
}

/** What an order sorts by: its number, supplier's name lower-cased, a day, or its total. */
function sortKey(order: PurchaseOrder, sort: PurchaseOrderSort, supplierName: string): string | number {
  switch (sort) {
    case 'number':
      return purchaseOrderNumber(order.id);
    case 'supplier':
      return supplierName.toLowerCase();
    case 'total':
      return order.total;
    default:
      return order[sort];
  }
}

/** Whether the query's sort runs from the largest key down. */
export function isDescending(query: Pick<PurchaseOrdersQuery, 'sort' | 'descending'>): boolean {
  return query.descending ?? query.sort === undefined;
}

/**
 * The in-memory answer to `listPurchaseOrders`: the orders matching the query, sorted by its key
 * then by id (code points), a page at a time. `today` (YYYY-MM-DD) decides which are late.
 */
export function pageOfPurchaseOrders(
  orders: readonly PurchaseOrder[],
  supplierNameOf: (supplierId: string) => string,
  query: PurchaseOrdersQuery,
  today: string,
): Page<PurchaseOrder> {
  const { status, supplierId } = query;
  const filtered = orders.filter(
    (order) =>
      (status === undefined || (status === 'late' ? isLate(order, today) : order.status === status)) &&
      (supplierId === undefined || order.supplierId === supplierId),
  );
  const matches = filterByQuery(filtered, query.search ?? '', (order) => [
    order.id,
    supplierNameOf(order.supplierId),
  ]);
  const sort = query.sort ?? 'number';
  const direction = isDescending(query) ? -1 : 1;
  const sorted = matches
    .map((order) => ({ order, key: sortKey(order, sort, supplierNameOf(order.supplierId)) }))
    .sort((a, b) => direction * compareKeys(a.key, a.order.id, b.key, b.order.id));
  // After the cursor's key wherever its order is now (received, edited, no longer matching), as
  // PostgreSQL goes on after it.
  let start = 0;
  if (query.cursor) {
    const after = readPurchaseOrderCursor(query.cursor, sort);
    start = sorted.findIndex(
      (entry) => direction * compareKeys(entry.key, entry.order.id, after.key, after.id) > 0,
    );
    if (start < 0) start = sorted.length;
  }
  const limit = pageLimit(query);
  const page = pageFromRows(sorted.slice(start, start + limit + 1), limit, (entry) =>
    sortedCursor(entry.key, entry.order.id),
  );
  return { items: page.items.map((entry) => entry.order), nextCursor: page.nextCursor, total: sorted.length };
}

/** A sorted page's cursor read back; a cursor the list did not make is a bad request. */
export function readPurchaseOrderCursor(cursor: string, sort: PurchaseOrderSort) {
  return readSortedCursor(cursor, NUMERIC_PURCHASE_ORDER_SORTS.includes(sort) ? 'integer' : 'text');
}
