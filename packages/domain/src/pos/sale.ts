import type { ListQuery } from '../contract/page';
import type { Delivery, DeliveryCustomer } from '../deliveries/delivery';
import type { Cents } from '../format/money';
import type { Tone } from '../notices/tone';
import type { CartLine, CheckoutChoice, PaymentMethod } from './pos';

/** §4 Sale status. */
export type SaleStatus = 'completed' | 'pending' | 'processing' | 'cancelled';

export const SALE_STATUSES: readonly SaleStatus[] = ['completed', 'pending', 'processing', 'cancelled'];

export const SALE_STATUS_LABELS: Readonly<Record<SaleStatus, string>> = {
  completed: 'Completed',
  pending: 'Pending',
  processing: 'Processing',
  cancelled: 'Cancelled',
};

export const SALE_STATUS_TONES: Readonly<Record<SaleStatus, Tone>> = {
  completed: 'positive',
  pending: 'caution',
  processing: 'info',
  cancelled: 'critical',
};

/** §3 Sale. `id` is the order id (e.g. "ORD-1001"); `items` counts units; `date` is YYYY-MM-DD. */
export interface Sale {
  id: string;
  customer: string;
  amount: Cents;
  status: SaleStatus;
  paymentMethod: PaymentMethod;
  date: string;
  items: number;
  /** The customer record it was sold to; none for a walk-in or a name typed at the till. */
  customerId?: string;
}

/**
 * A sale with what it sold: each line at the name and price it was sold at. The sample's sales
 * came without their lines, so theirs is empty.
 */
export interface SaleDetail {
  sale: Sale;
  lines: CartLine[];
}

/** Sales Management's list: the search, a status, and one customer's sales (their card opens them). */
export interface SalesQuery extends ListQuery {
  status?: SaleStatus;
  customerId?: string;
}

/** What the POS sends when the cashier chooses a payment or delivery option. */
export interface CheckoutInput {
  lines: CartLine[];
  choice: CheckoutChoice;
  /** Defaults to the walk-in customer. */
  customer?: DeliveryCustomer;
  /** Made by the till for this sale: the same key sent again records nothing new. */
  idempotencyKey: string;
}

/** The recorded sale and, for Fast Delivery, the delivery created for it. */
export interface RecordedSale {
  sale: Sale;
  delivery: Delivery | null;
}
