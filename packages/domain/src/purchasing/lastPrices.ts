import type { Cents } from '../format/money';
import type { PurchaseOrder } from './purchase';

/** Issue 17: what a supplier was last paid for a product, and on which order. */
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

/** Orders that agreed a price with the supplier: placed, and not cancelled. */
const PRICED = new Set<PurchaseOrder['status']>(['ordered', 'partially_received', 'received']);

/** The last price paid per supplier and product, from these orders listed newest first. */
export function lastPricesPaid(
  ordersNewestFirst: readonly PurchaseOrder[],
  supplierId?: string,
): LastPrice[] {
  const seen = new Set<string>();
  const prices: LastPrice[] = [];
  for (const order of ordersNewestFirst) {
    if (!PRICED.has(order.status) || (supplierId !== undefined && order.supplierId !== supplierId)) continue;
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
