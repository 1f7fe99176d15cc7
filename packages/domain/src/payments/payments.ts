// The payments ledger: every money movement, one record each. A sale's tenders (money in), the
// change given from cash and refunds (money out, negative), payments received against invoices,
// and cash paid into or out of a drawer. Each names the document it belongs to, its method, its
// business day and, when cash went through a drawer, that drawer's session. Figures are sums of
// these records.
import type { ListQuery } from '../contract/page';
import type { Cents } from '../format/money';
import type { Tone } from '../notices/tone';

export const PAYMENT_KINDS = ['sale', 'change', 'refund', 'invoice_payment', 'paid_in', 'paid_out'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const PAYMENT_KIND_LABELS: Readonly<Record<PaymentKind, string>> = {
  sale: 'Sale',
  change: 'Change',
  refund: 'Refund',
  invoice_payment: 'Invoice Payment',
  paid_in: 'Paid In',
  paid_out: 'Paid Out',
};
/** Money in is positive, money out (change, refunds, paid out) is shown as a caution. */
export const PAYMENT_KIND_TONES: Readonly<Record<PaymentKind, Tone>> = {
  sale: 'positive',
  change: 'caution',
  refund: 'critical',
  invoice_payment: 'info',
  paid_in: 'neutral',
  paid_out: 'caution',
};

/**
 * How money moved: a till's methods, those an invoice may be paid by, a refund to the customer's
 * store credit, and an exchange's credit (its return's refund out, its new sale's tender in: the
 * pair nets to nothing, and no cash moves).
 */
export const LEDGER_METHODS = [
  'cash',
  'card',
  'mobile',
  'bankTransfer',
  'cheque',
  'storeCredit',
  'exchange',
] as const;
export type LedgerMethod = (typeof LEDGER_METHODS)[number];
/** The methods a day's totals show: an exchange's credit nets to nothing within its day. */
export const DAY_TOTAL_METHODS: readonly LedgerMethod[] = LEDGER_METHODS.filter(
  (method) => method !== 'exchange',
);
export const LEDGER_METHOD_LABELS: Readonly<Record<LedgerMethod, string>> = {
  cash: 'Cash',
  card: 'Card',
  mobile: 'Mobile Wallet',
  bankTransfer: 'Bank Transfer',
  cheque: 'Cheque',
  storeCredit: 'Store Credit',
  exchange: 'Exchange Credit',
};

/** One money movement as recorded. Never changed or removed. */
export interface PaymentRecord {
  id: string;
  kind: PaymentKind;
  method: LedgerMethod;
  /** Signed: money in is positive, money out (change, a refund, a paid-out) negative. */
  amount: Cents;
  /** The business day it counts in, YYYY-MM-DD in the business's time zone. */
  day: string;
  /** ISO 8601. */
  recordedAt: string;
  recordedBy: string;
  /** The document's number as a reader knows it: the sale, the return, the invoices paid; null for paid in and out. */
  document: string | null;
  saleId: string | null;
  returnId: string | null;
  customerId: string | null;
  customerName: string | null;
  /** The drawer session cash went into or out of; null for any other method, and cash outside a drawer. */
  drawerSessionId: string | null;
  /** A card's last four digits, an approval code, a payment's reference, a paid-in's or paid-out's reason. */
  reference: string | null;
}

/**
 * The Payments list: newest first, searched by customer, reference or document number, filtered by
 * method, kind, customer and business days (`from`, `to`, inclusive).
 */
export interface PaymentsQuery extends ListQuery {
  method?: LedgerMethod;
  kind?: PaymentKind;
  customerId?: string;
  from?: string;
  to?: string;
}

/** One business day's money by method. */
export interface PaymentTotals {
  day: string;
  /** Every method, in the ledger's order: what its payments of the day add up to (signed). */
  byMethod: { method: LedgerMethod; amount: Cents }[];
  /**
   * The day's cash that went through drawers: its cash sales less change, less cash refunds, plus
   * paid in, less paid out. For sessions whose records all fall on the day this is the sum of
   * their Z reports' expected cash less their floats.
   */
  drawerCash: Cents;
  /** How many payments the day has. */
  count: number;
}

export interface PaymentTotalsQuery {
  /** YYYY-MM-DD; today in the business's time zone when absent. */
  day?: string;
}
