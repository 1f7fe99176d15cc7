import { ValidationError } from '../contract/errors';
import { type Validation, validated } from '../contract/validation';
import { isBlank } from '../forms/fields';
import type { FieldErrors } from '../notices/tone';
import type { Sale } from '../pos/sale';
import { type DeliveryInput, deliveryFromOrder, newDeliveryOrder } from './deliveries';
import { DELIVERY_PRIORITIES, type Delivery, type DeliveryPriority } from './delivery';

/**
 * "Create Delivery": a delivery for a sale already recorded. What was sold, its total, how it was
 * paid and to whom come from the sale; the request says only where to take it and how urgently.
 */
export interface DeliveryRequest {
  /** The sale's order id (ORD-…). */
  orderId: string;
  phone: string;
  address: string;
  priority?: DeliveryPriority;
}

export type DeliveryRequestField = 'orderId' | 'phone' | 'address' | 'priority';

export const DELIVERY_REQUEST_MESSAGES = {
  orderIdRequired: 'Order ID is required',
  addressRequired: 'Address is required',
  priorityUnknown: 'Priority must be normal or urgent',
  noSuchSale: (orderId: string) => `There is no sale ${orderId}`,
  hasDelivery: (orderId: string) => `Sale ${orderId} already has a delivery`,
  cancelled: (orderId: string) => `Sale ${orderId} was cancelled`,
} as const;

/** The request's own rules: an order id, an address, a known priority. Texts come back trimmed. */
export function validateDeliveryRequest(
  request: DeliveryRequest,
): Validation<DeliveryRequest, DeliveryRequestField> {
  const errors: FieldErrors<DeliveryRequestField> = {};
  if (isBlank(request.orderId)) errors.orderId = DELIVERY_REQUEST_MESSAGES.orderIdRequired;
  if (isBlank(request.address)) errors.address = DELIVERY_REQUEST_MESSAGES.addressRequired;
  if (request.priority !== undefined && !DELIVERY_PRIORITIES.includes(request.priority))
    errors.priority = DELIVERY_REQUEST_MESSAGES.priorityUnknown;
  return validated(errors, () => ({
    ...request,
    orderId: request.orderId.trim(),
    phone: request.phone.trim(),
    address: request.address.trim(),
  }));
}

const refusal = (message: string) => new ValidationError(message, { orderId: message });

/**
 * The new pending delivery of `sale` (undefined: no sale has the order id), or why not: an
 * unknown sale, a cancelled one, or one that has a delivery already. The request was validated first.
 */
export function deliveryForSale(
  request: DeliveryRequest,
  sale: Sale | undefined,
  saleHasDelivery: boolean,
  newId: () => string,
  createdAt: string,
): Delivery {
  if (!sale) throw refusal(DELIVERY_REQUEST_MESSAGES.noSuchSale(request.orderId));
  if (sale.status === 'cancelled') throw refusal(DELIVERY_REQUEST_MESSAGES.cancelled(request.orderId));
  if (saleHasDelivery) throw refusal(DELIVERY_REQUEST_MESSAGES.hasDelivery(request.orderId));
  const order: DeliveryInput = {
    orderId: sale.id,
    items: sale.items,
    total: sale.amount,
    // Paid by its invoice (on account) or already (by an exchange's credit or store credit): none of
    // it by card at the door.
    paymentMethod:
      sale.paymentMethod === 'account' ||
      sale.paymentMethod === 'exchange' ||
      sale.paymentMethod === 'storeCredit'
        ? 'cash'
        : sale.paymentMethod,
    customer: { name: sale.customer, phone: request.phone, address: request.address },
    ...(request.priority ? { priority: request.priority } : {}),
  };
  return deliveryFromOrder(newId(), newDeliveryOrder(order), createdAt);
}
