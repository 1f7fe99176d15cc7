import { ValidationError } from '../contract/errors';
import { type Validation, validated } from '../contract/validation';
import { isCents } from '../format/money';
import type { FieldErrors } from '../notices/tone';
import { FAST_DELIVERY_ESTIMATE } from '../pos/pos';
import type { Delivery, DeliveryRider, DeliveryStatus, NewDeliveryOrder } from './delivery';
import { DELIVERY_PRIORITIES } from './delivery';
import type { Rider, RiderListEntry } from './rider';

export interface DeliveryStats {
  total: number;
  pending: number;
  /** §9 counts both in_transit and picked_up. */
  inTransit: number;
  delivered: number;
  /** §9 riders whose status is available. */
  availableRiders: number;
}

/** §9 Delivery stat cards: the five figures. */
export function deliveryStats(
  deliveries: readonly Pick<Delivery, 'status'>[],
  riders: readonly Pick<Rider, 'status'>[],
): DeliveryStats {
  const byStatus: Partial<Record<DeliveryStatus, number>> = {};
  for (const { status } of deliveries) byStatus[status] = (byStatus[status] ?? 0) + 1;
  return deliveryStatsOf(byStatus, riders.filter((r) => r.status === 'available').length);
}

/** §9 Delivery stat cards from how many deliveries have each status (a database's count). */
export function deliveryStatsOf(
  byStatus: Partial<Record<DeliveryStatus, number>>,
  availableRiders: number,
): DeliveryStats {
  const count = (status: DeliveryStatus) => byStatus[status] ?? 0;
  return {
    total: Object.values(byStatus).reduce((sum, n) => sum + (n ?? 0), 0),
    pending: count('pending'),
    inTransit: count('in_transit') + count('picked_up'),
    delivered: count('delivered'),
    availableRiders,
  };
}

/** The rider picker's entries (§3 rider list entry). */
export function riderListEntries(riders: readonly Rider[]): RiderListEntry[] {
  return riders.map(({ id, name, status }) => ({ id, name, status }));
}

/** A rider can be chosen for a delivery that is pending (unassigned) or re-chosen while assigned. */
export function canAssignRider(delivery: Pick<Delivery, 'status'>): boolean {
  return delivery.status === 'pending' || delivery.status === 'assigned';
}

export const NOT_ASSIGNABLE_MESSAGE = 'Only pending or assigned deliveries can be given a rider';

/** Assigns a rider: the delivery records the rider (id, name, phone) and becomes "assigned". */
export function assignRider(delivery: Delivery, rider: Pick<Rider, 'id' | 'name' | 'phone'>): Delivery {
  if (!canAssignRider(delivery)) {
    throw new ValidationError(NOT_ASSIGNABLE_MESSAGE, { rider: NOT_ASSIGNABLE_MESSAGE });
  }
  const assigned: DeliveryRider = { id: rider.id, name: rider.name, phone: rider.phone };
  return { ...delivery, rider: assigned, status: 'assigned' };
}

/** The "Create Delivery" input: a new delivery order (§4: status pending, priority normal by default). */
export type DeliveryInput = Omit<NewDeliveryOrder, 'status' | 'priority' | 'estimatedTime'> &
  Partial<Pick<NewDeliveryOrder, 'priority' | 'estimatedTime'>>;

export type DeliveryField = 'orderId' | 'customerName' | 'items' | 'total' | 'priority';

/** A new delivery order from input, with the §4 defaults (pending, normal, "30 mins"). */
export function newDeliveryOrder(input: DeliveryInput): NewDeliveryOrder {
  return {
    orderId: input.orderId,
    items: input.items,
    total: input.total,
    paymentMethod: input.paymentMethod,
    customer: { ...input.customer },
    status: 'pending',
    priority: input.priority ?? 'normal',
    estimatedTime: input.estimatedTime ?? FAST_DELIVERY_ESTIMATE,
  };
}

/**
 * Checks a delivery order: an order id, a customer name, at least 1 whole item, a total of 0 or
 * more (in cents). A valid input comes back with its texts trimmed.
 */
export function validateDeliveryOrder(input: DeliveryInput): Validation<DeliveryInput, DeliveryField> {
  const order = newDeliveryOrder(input);
  const errors: FieldErrors<DeliveryField> = {};
  if (order.orderId.trim() === '') errors.orderId = 'Order ID is required';
  if (order.customer.name.trim() === '') errors.customerName = 'Customer name is required';
  if (!Number.isInteger(order.items) || order.items < 1)
    errors.items = 'Items must be a whole number of at least 1';
  if (!isCents(order.total)) errors.total = 'Total must be 0 or more';
  if (!DELIVERY_PRIORITIES.includes(order.priority)) errors.priority = 'Priority must be normal or urgent';
  return validated(errors, () => ({
    ...input,
    orderId: input.orderId.trim(),
    customer: {
      name: input.customer.name.trim(),
      phone: input.customer.phone.trim(),
      address: input.customer.address.trim(),
    },
  }));
}

/** Turns a delivery order into a delivery record (no rider yet). `createdAt` is an ISO date-time. */
export function deliveryFromOrder(id: string, order: NewDeliveryOrder, createdAt: string): Delivery {
  return {
    id,
    orderId: order.orderId.trim(),
    customer: { ...order.customer },
    items: order.items,
    totalAmount: order.total,
    status: order.status,
    priority: order.priority,
    estimatedTime: order.estimatedTime,
    createdAt,
  };
}
