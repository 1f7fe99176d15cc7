import type { Cents } from '../format/money';
import { PRICED_STATUSES } from './lifecycle';
import type { PurchaseOrder, PurchaseOrderLine, PurchaseProduct } from './purchase';

/** What a supplier was last paid for a product, and on which order. */
export interface LastPrice {
  supplierId: string;
  itemId: string;
  productName: string;
  sku: string;
  unitPrice: Cents;
  orderId: string;
  /** YYYY-MM-DD. */
  orderDate: string;
}

/** The last price paid per supplier and product, from these orders listed newest first. */
export function lastPricesPaid(
  ordersNewestFirst: readonly PurchaseOrder[],
  supplierId?: string,
): LastPrice[] {
  const seen = new Set<string>();
  const prices: LastPrice[] = [];
  for (const order of ordersNewestFirst) {
    if (
      !PRICED_STATUSES.includes(order.status) ||
      (supplierId !== undefined && order.supplierId !== supplierId)
    )
      continue;
    for (const line of order.lines) {
      const key = `${order.supplierId}\u0000${line.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      prices.push({
        supplierId: order.supplierId,
        itemId: line.id,
        productName: line.productName,
        sku: line.sku,
        unitPrice: line.unitPrice,
        orderId: order.id,
        orderDate: order.orderDate,
      });
    }
  }
  return prices;
}

/**
 * When the order's supplier changes, a line still at the price proposed for the previous supplier
 * takes the one proposed for the new supplier; a price the user typed stays as typed.
 */
export function repriceForSupplier(
  lines: readonly PurchaseOrderLine[],
  proposed: (supplierId: string, itemId: string) => Cents | undefined,
  from: string,
  to: string,
): PurchaseOrderLine[] {
  return lines.map((line) => {
    const before = proposed(from, line.id);
    const after = proposed(to, line.id);
    if (before === undefined || after === undefined || line.unitPrice !== before) return line;
    return { ...line, unitPrice: after, total: after * line.quantity };
  });
}

/** The products with what each supplier was last paid for them (`lastPaid`), where they ever were. */
export function withLastPaid<T extends PurchaseProduct>(
  products: readonly T[],
  prices: readonly LastPrice[],
): T[] {
  const byItem = new Map<string, Record<string, Cents>>();
  for (const price of prices) {
    const paid = byItem.get(price.itemId) ?? {};
    paid[price.supplierId] = price.unitPrice;
    byItem.set(price.itemId, paid);
  }
  return products.map((product) => {
    const lastPaid = byItem.get(product.id);
    return lastPaid ? { ...product, lastPaid } : product;
  });
}
