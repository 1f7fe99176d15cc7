// An ordered purchase order whose expected delivery day has passed is late: marked in the
// list, counted on the dashboard, and raised as a notification until it arrives or is cancelled.
import { formatDay } from '../format/format';
import type { AppNotification } from '../overview/overview';
import type { Supplier } from '../people/people';
import { isLate } from './lifecycle';
import type { PurchaseOrder } from './purchase';

/** A late order as its notification names it. */
export interface LateOrder {
  id: string;
  supplierName: string;
  /** YYYY-MM-DD. */
  expectedDelivery: string;
}

/** The late orders among these, the longest overdue first. */
export function lateOrders(
  orders: readonly PurchaseOrder[],
  suppliers: readonly Supplier[],
  today: string,
): LateOrder[] {
  const names = new Map(suppliers.map((supplier) => [supplier.id, supplier.name]));
  return orders
    .filter((order) => isLate(order, today))
    .map((order) => ({
      id: order.id,
      supplierName: names.get(order.supplierId) ?? order.supplierId,
      expectedDelivery: order.expectedDelivery,
    }))
    .sort((a, b) => a.expectedDelivery.localeCompare(b.expectedDelivery) || a.id.localeCompare(b.id));
}

/** A late order's notification's id starts so (it is made from the order, not kept). */
const LATE_ORDER_ID_PREFIX = 'late-';

/** Whether a notification id is a late order's. */
export function isLateOrderNotification(id: string): boolean {
  return id.startsWith(LATE_ORDER_ID_PREFIX);
}

export function lateOrderNotification(order: LateOrder): AppNotification {
  return {
    id: `${LATE_ORDER_ID_PREFIX}${order.id}`,
    kind: 'late_purchase_order',
    title: 'Purchase Order Late',
    message: `${order.id} from ${order.supplierName} has not arrived`,
    time: `Expected ${formatDay(order.expectedDelivery)}`,
  };
}
