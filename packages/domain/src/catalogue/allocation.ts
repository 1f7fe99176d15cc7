import type { StockLine } from '../stock/ledger';
import type { StockReader } from './figures';

/** What a location cannot give: the item and how much of it the location holds. */
export interface Shortfall {
  itemId: string;
  onHand: number;
}

/**
 * Where the units of a sale come from: for each item, its bins at the location in their order,
 * each emptied before the next is touched. Asking more than the location holds of any item
 * gives that item's shortfall instead (the first, in the order asked).
 */
export function takeFromLocation(
  wanted: ReadonlyMap<string, number>,
  binIds: readonly string[],
  stock: StockReader,
): { ok: true; lines: StockLine[] } | { ok: false; shortfall: Shortfall } {
  const lines: StockLine[] = [];
  for (const [itemId, quantity] of wanted) {
    const held = stock.binsOf(itemId);
    let left = quantity;
    for (const binId of binIds) {
      const take = Math.min(left, held.get(binId) ?? 0);
      if (take > 0) lines.push({ itemId, binId, quantity: take });
      left -= take;
      if (left === 0) break;
    }
    if (left > 0) return { ok: false, shortfall: { itemId, onHand: quantity - left } };
  }
  return { ok: true, lines };
}
