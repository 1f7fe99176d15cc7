// Low Stock a page at a time: most urgent first (stock as a share of the minimum), then
// newest first. A cursor holds its last item's urgency as it was read, so the next page goes on
// from that place in the order even when that product has been sold or restocked since.
import type { LowStockItem } from '../overview/overview';
import { type Page, type PageQuery, pageFromRows, pageLimit, readSortedCursor, sortedCursor } from './page';

/** How urgent a low item is: its stock as a share of its minimum (a minimum of 0 counts as 1). */
function lowStockUrgency(item: Pick<LowStockItem, 'current' | 'minimum'>): number {
  return item.current / Math.max(item.minimum, 1);
}

/** A Low Stock page's cursor: its last item's urgency as read, and its product. */
export function lowStockCursor(item: LowStockItem): string {
  return sortedCursor(lowStockUrgency(item), item.productId);
}

/** A Low Stock cursor read back: an urgency and a product id, or a bad request. */
export function readLowStockCursor(cursor: string): { urgency: number; productId: string } {
  const { key, id } = readSortedCursor(cursor, 'number');
  return { urgency: key as number, productId: id };
}

/**
 * The in-memory page: `items` most urgent first, ties newest first (`newestFirstPosition` of a
 * product: 0 the newest); after a cursor, the items that come after its place in that order.
 * The total counts them all (it is the menu's badge).
 */
export function pageOfLowStock(
  items: readonly LowStockItem[],
  query: PageQuery,
  newestFirstPosition: (productId: string) => number,
): Page<LowStockItem> {
  const limit = pageLimit(query);
  let start = 0;
  if (query.cursor) {
    const after = readLowStockCursor(query.cursor);
    const afterPosition = newestFirstPosition(after.productId);
    const comesAfter = (item: LowStockItem) => {
      const urgency = lowStockUrgency(item);
      return urgency !== after.urgency
        ? urgency > after.urgency
        : newestFirstPosition(item.productId) > afterPosition;
    };
    start = items.findIndex(comesAfter);
    if (start < 0) start = items.length;
  }
  return {
    ...pageFromRows(items.slice(start, start + limit + 1), limit, lowStockCursor),
    total: items.length,
  };
}
