import { valueOrThrow } from '../contract/validation';
import { type DeliveryInput, deliveryFromOrder, newDeliveryOrder, validateDeliveryOrder } from './deliveries';
import type { Delivery } from './delivery';

/** "Create Delivery" (or a Fast Delivery sale): a new pending delivery, or the form's ValidationError. */
export function deliveryToCreate(input: DeliveryInput, id: string, createdAt: string): Delivery {
  return deliveryFromOrder(id, newDeliveryOrder(valueOrThrow(validateDeliveryOrder(input))), createdAt);
}
