import type { ListQuery } from '../contract/page';
import type { Cents } from '../format/money';
import type { Option, Tone } from '../notices/tone';
import type { PaymentMethod } from '../pos/pos';

/** §4 Delivery status. */
export type DeliveryStatus = 'pending' | 'assigned' | 'picked_up' | 'in_transit' | 'delivered' | 'cancelled';

export const DELIVERY_STATUSES: readonly DeliveryStatus[] = [
  'pending',
  'assigned',
  'picked_up',
  'in_transit',
  'delivered',
  'cancelled',
];

export const DELIVERY_STATUS_LABELS: Readonly<Record<DeliveryStatus, string>> = {
  pending: 'Pending',
  assigned: 'Assigned',
  picked_up: 'Picked Up',
  in_transit: 'In Transit',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const DELIVERY_STATUS_TONES: Readonly<Record<DeliveryStatus, Tone>> = {
  pending: 'caution',
  assigned: 'info',
  picked_up: 'info',
  in_transit: 'info',
  delivered: 'positive',
  cancelled: 'critical',
};

/** §9 Delivery status filter: 'all' plus every status. */
export type DeliveryStatusFilter = 'all' | DeliveryStatus;

const ALL_STATUS_LABEL = 'All Status';

export const DELIVERY_STATUS_FILTER_OPTIONS: readonly Option<DeliveryStatusFilter>[] = [
  { value: 'all', label: ALL_STATUS_LABEL },
  ...DELIVERY_STATUSES.map((value) => ({ value, label: DELIVERY_STATUS_LABELS[value] })),
];

/** §4 Delivery priority. */
export type DeliveryPriority = 'normal' | 'urgent';

export const DELIVERY_PRIORITIES: readonly DeliveryPriority[] = ['normal', 'urgent'];

export const DELIVERY_PRIORITY_LABELS: Readonly<Record<DeliveryPriority, string>> = {
  normal: 'Normal',
  urgent: 'Urgent',
};

export const DELIVERY_PRIORITY_TONES: Readonly<Record<DeliveryPriority, Tone>> = {
  normal: 'neutral',
  urgent: 'critical',
};

export interface DeliveryCustomer {
  name: string;
  phone: string;
  address: string;
}

export interface DeliveryRider {
  id: string;
  name: string;
  phone: string;
}

/** §3 Delivery. `items` counts units; `createdAt`/`pickupTime` are ISO date-times. */
export interface Delivery {
  id: string;
  orderId: string;
  customer: DeliveryCustomer;
  rider?: DeliveryRider;
  items: number;
  totalAmount: Cents;
  status: DeliveryStatus;
  priority: DeliveryPriority;
  estimatedTime: string;
  createdAt: string;
  pickupTime?: string;
}

/** §3 Delivery order created from POS (and the input of "Create Delivery"). */
export interface NewDeliveryOrder {
  orderId: string;
  items: number;
  total: Cents;
  paymentMethod: PaymentMethod;
  customer: DeliveryCustomer;
  status: 'pending';
  priority: DeliveryPriority;
  estimatedTime: string;
}

/** Delivery Management's list: the search, and a status. */
export interface DeliveriesQuery extends ListQuery {
  status?: DeliveryStatus;
}
