import type { ListQuery } from '../contract/page';
import type { Delivery, DeliveryCustomer } from '../deliveries/delivery';
import type { Cents } from '../format/money';
import type { Tone } from '../notices/tone';
import type { CartLine, CheckoutChoice, Discount, SalePaymentMethod, Tender } from './pos';

/** §4 Sale status. */
export type SaleStatus =
  | 'completed'
  | 'pending'
  | 'processing'
  | 'cancelled'
  | 'partially_refunded'
  | 'refunded'
  | 'voided';

/** §4 Sale status: completed, pending, processing, cancelled (what a sale is when it is made). */
export const SPEC_SALE_STATUSES: readonly SaleStatus[] = ['completed', 'pending', 'processing', 'cancelled'];
/** …and what returns make of it: part or all of it given back, or the whole of it undone (voided). */
export const SALE_STATUSES: readonly SaleStatus[] = [
  ...SPEC_SALE_STATUSES,
  'partially_refunded',
  'refunded',
  'voided',
];

export const SALE_STATUS_LABELS: Readonly<Record<SaleStatus, string>> = {
  completed: 'Completed',
  pending: 'Pending',
  processing: 'Processing',
  cancelled: 'Cancelled',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
  voided: 'Voided',
};

export const SALE_STATUS_TONES: Readonly<Record<SaleStatus, Tone>> = {
  completed: 'positive',
  pending: 'caution',
  processing: 'info',
  cancelled: 'critical',
  partially_refunded: 'caution',
  refunded: 'neutral',
  voided: 'critical',
};

/** §3 Sale. `id` is the order id (e.g. "ORD-1001"); `items` counts units; `date` is YYYY-MM-DD. */
export interface Sale {
  id: string;
  customer: string;
  amount: Cents;
  status: SaleStatus;
  /** How it was paid at the till, or `account`: sold on account (no tender; an unpaid invoice). */
  paymentMethod: SalePaymentMethod;
  date: string;
  items: number;
  /** The customer record it was sold to; none for a walk-in or a name typed at the till. */
  customerId?: string;
}

/** A line as sold: at its name and price then, with the discount taken off it and its tax. */
export interface SoldLine extends Omit<CartLine, 'discount'> {
  /** A till sale's: the line's own discount (the cart's is the sale's), and its tax (on what is left after both). */
  discount?: Cents;
  tax?: Cents;
  discountReason?: string;
}

/** A till sale's money, as the server computed it: what its receipt shows. */
export interface SaleMoney {
  subtotal: Cents;
  /** Every discount, the lines' own and the cart's. */
  discount: Cents;
  cartDiscount: Cents;
  cartDiscountReason?: string;
  tax: Cents;
  /** The settings' rate when it was sold, a percentage (8.25). */
  taxRatePercent: number;
  deliveryFee: Cents;
  total: Cents;
  tenders: Tender[];
  /** Given back from cash. */
  change: Cents;
}

/**
 * A sale with what it sold: each line at the name and price it was sold at. The sample's sales
 * came without their lines or money, so theirs are empty and absent; a till sale has its money,
 * who sold it and when (ISO).
 */
export interface SaleDetail {
  sale: Sale;
  lines: SoldLine[];
  money?: SaleMoney;
  soldBy?: string;
  soldAt?: string;
  /** The number of its invoice, once one is issued. */
  invoiceNumber?: string;
}

/**
 * Sales Management's list: the search, a status, and one customer's sales (their card opens them);
 * `from` and `to` (YYYY-MM-DD, inclusive) keep the sales of those days (Analytics' report).
 */
export interface SalesQuery extends ListQuery {
  status?: SaleStatus;
  customerId?: string;
  from?: string;
  to?: string;
}

/**
 * What the POS sends when the cashier pays or chooses a delivery option. Its prices and figures
 * are the catalogue's and the settings', computed again by the server.
 */
export interface CheckoutInput {
  lines: CartLine[];
  cartDiscount?: Discount;
  choice: CheckoutChoice;
  /** A customer record chosen at the till; their name, phone and address go with the sale. */
  customerId?: string;
  /** Typed at the till instead (a Fast Delivery's address). Defaults to the walk-in customer. */
  customer?: DeliveryCustomer;
  /** Made by the till for this sale: the same key sent again records nothing new. */
  idempotencyKey: string;
}

/** The recorded sale and, for Fast Delivery, the delivery created for it. */
export interface RecordedSale {
  sale: Sale;
  delivery: Delivery | null;
}
