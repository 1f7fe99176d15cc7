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

/** A discount: a percentage (0–100, two decimals at most) or an amount in cents, with its reason. */
export interface Discount {
  kind: 'percent' | 'amount';
  value: number;
  reason: string;
}

/** §3 POS cart line, with the discount the cashier gave on it, if any. */
export interface CartLine {
  id: string;
  name: string;
  price: Cents;
  quantity: number;
  discount?: Discount;
}

export type Cart = readonly CartLine[];

/**
 * One tender: what the customer handed over by one method. For cash, the amount tendered (change
 * comes back from it); for card and mobile wallet, the amount charged and an optional reference
 * (last four digits, approval code). No card processing is simulated.
 */
export interface Tender {
  method: TenderMethod;
  amount: Cents;
  reference?: string;
}

/**
 * What the till takes a tender by: a method Settings → Payments turns on, or the store credit the
 * sale's customer holds (offered to a customer on record who holds some, whatever the settings).
 */
export type TillMethod = PaymentMethod | 'storeCredit';

/** A tender the cashier takes at the till: by a method of the till's. */
export type TillTender = Omit<Tender, 'method'> & { method: TillMethod };

/** A tender as the till sends it: without an amount, it pays exactly what the others leave due. */
export type TenderInput = Omit<Tender, 'amount' | 'method'> & { method: TillMethod; amount?: Cents };

/**
 * How a tender paid: a method at the till, or an exchange's credit (what the items returned with
 * it gave back, the return's number as its reference). The till never sends an exchange tender:
 * the exchange's rule adds it.
 */
export type TenderMethod = TillMethod | 'exchange';

export const EXCHANGE_CREDIT_LABEL = 'Exchange Credit';
export const STORE_CREDIT_LABEL = 'Store Credit';

/** A till's method as the tender dialog and a split's list name it: "Card Payment", "Store Credit". */
export const tillMethodLabel = (method: TillMethod): string =>
  method === 'storeCredit' ? STORE_CREDIT_LABEL : paymentOptionLabel(method);

/** A tender as a receipt or a sale's detail names it: "Card Payment", "Store Credit", "Exchange Credit". */
export const tenderLabel = (method: TenderMethod): string =>
  method === 'exchange' ? EXCHANGE_CREDIT_LABEL : tillMethodLabel(method);

/** §9 Payment methods. */
export type PaymentMethod = 'cash' | 'card' | 'mobile';

export const PAYMENT_METHODS: readonly PaymentMethod[] = ['cash', 'card', 'mobile'];

/**
 * How a sale was paid: by a method at the till (its largest tender's; the customer's store credit
 * too), on the customer's account (an invoice to pay later), or wholly by the credit of what an
 * exchange took back.
 */
export type SalePaymentMethod = TillMethod | 'account' | 'exchange';

export const SALE_PAYMENT_METHODS: readonly SalePaymentMethod[] = [
  ...PAYMENT_METHODS,
  'storeCredit',
  'account',
  'exchange',
];

/** Short labels for tables (Sales "Payment" column). */
export const PAYMENT_METHOD_LABELS: Readonly<Record<SalePaymentMethod, string>> = {
  cash: 'Cash',
  card: 'Card',
  mobile: 'Mobile Wallet',
  storeCredit: STORE_CREDIT_LABEL,
  account: 'On Account',
  exchange: 'Exchange',
};

/** §2.5 Point of Sale "Payment" card buttons. */
export const PAYMENT_OPTIONS: readonly Option<PaymentMethod>[] = [
  { value: 'cash', label: 'Cash Payment' },
  { value: 'card', label: 'Card Payment' },
  { value: 'mobile', label: 'Mobile Wallet' },
];

/** A method's button label on the Payment card ("Card Payment"). */
export const paymentOptionLabel = (method: PaymentMethod): string =>
  PAYMENT_OPTIONS.find((option) => option.value === method)?.label ?? method;

/** §2.5 Point of Sale "Delivery Options". */
export type DeliveryOption = 'pickup' | 'fast';

export const FAST_DELIVERY_ESTIMATE = '30 mins';

export const DELIVERY_OPTIONS: readonly (Option<DeliveryOption> & { badge?: string })[] = [
  { value: 'pickup', label: 'Store Pickup' },
  { value: 'fast', label: 'Fast Delivery', badge: FAST_DELIVERY_ESTIMATE },
];

/** What the cashier chose: payment by one tender or several, or a delivery option (paid later). */
export type CheckoutChoice =
  | { kind: 'payment'; tenders: TenderInput[] }
  | { kind: 'delivery'; option: DeliveryOption }
  /** "On Account": no tender; an unpaid invoice to a customer with payment terms. */
  | { kind: 'account' };
