import type { Cents } from '../format/money';
import type { Option } from '../notices/tone';

/** §3 POS product. */
export interface PosProduct {
  id: string;
  name: string;
  price: Cents;
  category: string;
  stock: number;
  /** The code a scanner reads for it, if it has one. */
  barcode?: string;
}

/** §3 POS cart line. */
export interface CartLine {
  id: string;
  name: string;
  price: Cents;
  quantity: number;
}

export type Cart = readonly CartLine[];

/** §9 Payment methods. */
export type PaymentMethod = 'cash' | 'card' | 'mobile';

export const PAYMENT_METHODS: readonly PaymentMethod[] = ['cash', 'card', 'mobile'];

/** Short labels for tables (Sales "Payment" column). */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  cash: 'Cash',
  card: 'Card',
  mobile: 'Mobile Wallet',
};

/** §2.5 Point of Sale "Payment" card buttons. */
export const PAYMENT_OPTIONS: readonly Option<PaymentMethod>[] = [
  { value: 'cash', label: 'Cash Payment' },
  { value: 'card', label: 'Card Payment' },
  { value: 'mobile', label: 'Mobile Wallet' },
];

/** §2.5 Point of Sale "Delivery Options". */
export type DeliveryOption = 'pickup' | 'fast';

export const FAST_DELIVERY_ESTIMATE = '30 mins';

export const DELIVERY_OPTIONS: readonly (Option<DeliveryOption> & { badge?: string })[] = [
  { value: 'pickup', label: 'Store Pickup' },
  { value: 'fast', label: 'Fast Delivery', badge: FAST_DELIVERY_ESTIMATE },
];

/** What the cashier chose: a payment method, or a delivery option. */
export type CheckoutChoice =
  | { kind: 'payment'; method: PaymentMethod }
  | { kind: 'delivery'; option: DeliveryOption };
