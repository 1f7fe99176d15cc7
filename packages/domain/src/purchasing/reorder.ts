// From shortage to order. What is already on its way, and what to order of a product
// that is at or below its low-stock threshold: enough to bring it back above it (at least its
// reorder quantity), less what open purchase orders will bring.
import { type CatalogueProduct, itemName, stockItemsOf } from '../catalogue/catalogue';
import type { LastPrice } from './lastPrices';
import { OPEN_STATUSES } from './lifecycle';
import type { PurchaseOrder, PurchaseOrderLine } from './purchase';

/** What open purchase orders will still bring, by stock item. */
export function onOrderByItem(orders: Iterable<PurchaseOrder>): Map<string, number> {
  const onOrder = new Map<string, number>();
  for (const order of orders) {
    if (!OPEN_STATUSES.includes(order.status)) continue;
    for (const line of order.lines)
      onOrder.set(line.id, (onOrder.get(line.id) ?? 0) + Math.max(0, line.quantity - line.received));
  }
  return onOrder;
}

/** What is on order of a product: of its own stock item, or of its variants. */
export const productOnOrder = (product: CatalogueProduct, onOrder: ReadonlyMap<string, number>) =>
  stockItemsOf(product).reduce((sum, item) => sum + (onOrder.get(item.id) ?? 0), 0);

/** One purchase order to draft: a supplier ('' when the product has none) and its lines. */
export interface ReorderSuggestion {
  supplierId: string;
  lines: PurchaseOrderLine[];
}

/**
 * The lines that bring these products back above their threshold, one suggestion per preferred
 * supplier. A product is ordered at least its reorder quantity, or what lifts on hand plus on order
 * above the threshold when that is more; one already covered by open orders is left out. A
 * product with variants spreads its quantity evenly over them (rounded up). Each line is priced at
 * what the supplier was last paid for it, or the product's cost.
 */
export function reorderSuggestions(
  low: readonly { product: CatalogueProduct; onHand: number }[],
  onOrder: ReadonlyMap<string, number>,
  lastPrices: readonly LastPrice[] = [],
): ReorderSuggestion[] {
  const lastPaid = new Map(
    lastPrices.map((price) => [`${price.supplierId}\u0000${price.itemId}`, price.unitPrice]),
  );
  const bySupplier = new Map<string, PurchaseOrderLine[]>();
  for (const { product, onHand } of low) {
    const needed = product.lowStockThreshold + 1 - onHand - productOnOrder(product, onOrder);
    if (needed <= 0) continue;
    const items = stockItemsOf(product);
    const each = Math.ceil(Math.max(product.reorderQuantity, needed) / items.length);
    const supplierId = product.preferredSupplierId ?? '';
    const lines = bySupplier.get(supplierId) ?? [];
    for (const item of items) {
      const unitPrice = lastPaid.get(`${supplierId}\u0000${item.id}`) ?? product.cost;
      lines.push({
        id: item.id,
        productName: itemName(item),
        sku: item.sku,
        quantity: each,
        unitPrice,
        total: each * unitPrice,
      });
    }
    bySupplier.set(product.preferredSupplierId ?? '', lines);
  }
  return [...bySupplier].map(([supplierId, lines]) => ({ supplierId, lines }));
}
