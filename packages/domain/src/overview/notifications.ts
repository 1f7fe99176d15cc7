// Notifications raised by events: a product reaching its low-stock threshold, an order
// to fulfil (Store Pickup, Fast Delivery), a rider assigned to a delivery. Each is kept with the
// moment it was raised, and reads "5 minutes ago" from it.
import type { CatalogueProduct, StockItem } from '../catalogue/catalogue';
import type { Sale } from '../pos/sale';
import type { AppNotification } from './overview';
import { isOpenOrder } from './salesFigures';

/** A notification as raised: what it says, without its id and moment. */
export type RaisedNotification = Omit<AppNotification, 'id' | 'time'>;

/** §2.5 Notifications: "USB-C Charging Cable is running low (8 left)". */
function lowStockRaised(productName: string, left: number): RaisedNotification {
  return {
    kind: 'low_stock',
    title: 'Low Stock Alert',
    message: `${productName} is running low (${left} left)`,
  };
}

/** §2.5 Notifications: "Order ORD-1012 was placed by Matthew Jackson". */
function newOrderRaised(sale: Pick<Sale, 'id' | 'customer'>): RaisedNotification {
  return {
    kind: 'new_order',
    title: 'New Order',
    message: `Order ${sale.id} was placed by ${sale.customer}`,
  };
}

/** §2.5 Notifications: "Mike Johnson was assigned to delivery DEL-003". */
export function riderAssignedRaised(riderName: string, deliveryId: string): RaisedNotification {
  return {
    kind: 'rider_assignment',
    title: 'Rider Assigned',
    message: `${riderName} was assigned to delivery ${deliveryId}`,
  };
}

/** A product's stock before a change and what the change takes (negative when it adds). */
export interface StockDrop {
  name: string;
  lowStockThreshold: number;
  before: number;
  taken: number;
}

/** The products a change takes from above their threshold to at or below it. */
export function reachingThreshold(drops: readonly StockDrop[]): RaisedNotification[] {
  return drops
    .filter(
      ({ before, taken, lowStockThreshold }) =>
        before > lowStockThreshold && before - taken <= lowStockThreshold,
    )
    .map(({ name, before, taken }) => lowStockRaised(name, before - taken));
}

/** What a sale raises: an order to fulfil is news; so is each product it takes to its threshold. */
export function raisedBySale(sale: Sale, drops: readonly StockDrop[]): RaisedNotification[] {
  return [...(isOpenOrder(sale) ? [newOrderRaised(sale)] : []), ...reachingThreshold(drops)];
}

/** How long ago a moment was, as a notification says it: "Just now", "5 minutes ago", "2 days ago". */
export function timeAgo(at: string, now: Date): string {
  const minutes = Math.floor((now.getTime() - Date.parse(at)) / 60_000);
  if (!Number.isFinite(minutes) || minutes < 1) return 'Just now';
  const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;
  if (minutes < 60) return count(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return count(hours, 'hour');
  return count(Math.floor(hours / 24), 'day');
}

/** A sale's drop of one product's stock. */
export interface SaleDrop extends StockDrop {
  productId: string;
}

/** The drops a sale's lines make, one per product (its items' quantities added up). */
export function saleDrops(
  lines: readonly { id: string; quantity: number }[],
  itemOf: (itemId: string) => StockItem | undefined,
  before: (product: CatalogueProduct) => number,
): SaleDrop[] {
  const taken = new Map<CatalogueProduct, number>();
  for (const line of lines) {
    const product = itemOf(line.id)?.product;
    if (product) taken.set(product, (taken.get(product) ?? 0) + line.quantity);
  }
  return [...taken].map(([product, quantity]) => ({
    productId: product.id,
    name: product.name,
    lowStockThreshold: product.lowStockThreshold,
    before: before(product),
    taken: quantity,
  }));
}
