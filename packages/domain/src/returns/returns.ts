// Returns against the original sale: which lines come back, why, where their stock goes and where
// the money goes back to. A return is a document of its own: the sale it reverses is kept as sold.
import { type Cents, formatMoney } from '../format/money';
import type { CartLine, Discount, TenderInput } from '../pos/pos';
import { EXCHANGE_CREDIT_LABEL, PAYMENT_METHOD_LABELS, type PaymentMethod } from '../pos/pos';
import type { Sale } from '../pos/sale';

export const RETURN_REASONS = ['damaged', 'wrong_item', 'not_wanted', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS: Readonly<Record<ReturnReason, string>> = {
  damaged: 'Damaged',
  wrong_item: 'Wrong item',
  not_wanted: 'Not wanted',
  other: 'Other',
};

/**
 * Where a return's money goes: back to the sale's own tenders, cash from the open drawer, or store
 * credit on the sale's customer (a customer on record only). An invoiced sale (or one on account)
 * has no choice: its return is credited on its invoice.
 */
export const REFUND_DESTINATIONS = ['original', 'cash', 'store_credit'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];
export const REFUND_DESTINATION_LABELS: Readonly<Record<RefundDestination, string>> = {
  original: 'Original payment',
  cash: 'Cash from the drawer',
  store_credit: 'Store Credit',
};

/**
 * How a return's money went back: to a tender's method, as store credit on the sale's customer,
 * or as a credit note on the sale's invoice (what it cancels of the balance is no longer owed; what
 * it cancels of what was paid is the customer's store credit).
 */
export type RefundMethod = PaymentMethod | 'store_credit' | 'credit_note' | 'exchange';
export const REFUND_METHODS: readonly RefundMethod[] = [
  'cash',
  'card',
  'mobile',
  'store_credit',
  'credit_note',
  'exchange',
];
const REFUND_METHOD_LABELS: Readonly<Record<RefundMethod, string>> = {
  ...PAYMENT_METHOD_LABELS,
  store_credit: 'Store Credit',
  credit_note: 'Credit Note',
  exchange: EXCHANGE_CREDIT_LABEL,
};

/** Days after a sale that a cashier may take it back; past them, an owner or manager. */
export const RETURN_WINDOW_DAYS_DEFAULT = 30;
/** The largest refund a cashier may give alone; over it, an owner or manager. */
export const CASHIER_REFUND_LIMIT_DEFAULT: Cents = 20000;

/** One line of the sale coming back: how many, and whether it goes back on a shelf or is written off. */
interface ReturnLineInput {
  /** The sale's line, by its place in the sale (0 is the first). */
  lineNo: number;
  quantity: number;
  /** Back into stock at `binId` (default: the bin it was sold from), or written off (damaged). */
  restock: boolean;
  binId?: string;
}

export interface ReturnInput {
  saleId: string;
  lines: ReturnLineInput[];
  reason: ReturnReason;
  /** Required when the reason is "other". */
  note?: string;
  refundTo: RefundDestination;
}

/** A sale as its returns see it: what is left to return of each line, and the returns so far. */
export interface SaleReturns {
  saleId: string;
  lines: Returnable[];
  returns: SaleReturn[];
  /** Completed, nothing returned, and in a drawer session still open: an owner or manager may void it. */
  voidable: boolean;
}

export interface ReturnedLine {
  lineNo: number;
  itemId: string;
  name: string;
  quantity: number;
  /** The bin it went back to; null when written off. */
  binId: string | null;
  /** What this line gives back: its share of what was paid for it, tax included. */
  refund: Cents;
}

/** A return as recorded: its lines, what it refunded and how. */
export interface SaleReturn {
  id: string;
  saleId: string;
  customer: string;
  /** ISO 8601. */
  at: string;
  by: string;
  reason: ReturnReason;
  note?: string;
  lines: ReturnedLine[];
  refund: Cents;
  refunds: { method: RefundMethod; amount: Cents }[];
  /** The credit note it issued on its sale's invoice: an invoiced sale's refund. */
  creditNote?: string;
  /** An exchange's return: the new sale its credit paid towards. */
  exchangeSaleId?: string;
}

/** Where an exchange's difference owed back goes: the sale's own tenders, or cash from the drawer. */
export const EXCHANGE_REFUND_DESTINATIONS = ['original', 'cash'] as const;
export type ExchangeRefundDestination = (typeof EXCHANGE_REFUND_DESTINATIONS)[number];

/**
 * An exchange: items of a sale brought back and a new sale in one step. What they gave back pays
 * towards the new sale (an exchange credit); any more due is paid by the tenders, any less is
 * refunded to `refundTo`. The new sale's key is the exchange's.
 */
export interface ExchangeInput {
  saleReturn: Omit<ReturnInput, 'refundTo'>;
  sale: {
    lines: CartLine[];
    cartDiscount?: Discount;
    customerId?: string;
    /** What pays what the credit leaves due (none when it covers the new sale). */
    tenders: TenderInput[];
  };
  refundTo: ExchangeRefundDestination;
  idempotencyKey: string;
}

/**
 * An exchange the till is making: the items coming back (chosen in Return Items) and the credit
 * they give, which pays first towards the till's new cart.
 */
export interface TillExchange {
  saleReturn: ExchangeInput['saleReturn'];
  credit: Cents;
}

/** An exchange as recorded: the return, the new sale, and the difference (positive: paid; negative: refunded). */
export interface Exchange {
  saleReturn: SaleReturn;
  sale: Sale;
  difference: Cents;
}

/**
 * Where a refund went, as a reader sees it: "Card Payment", "Credit Note CN-DS-2026-000001" (with
 * `short`, in a narrow table: the note's number alone, which says what it is).
 */
export const refundLabel = (
  saleReturn: Pick<SaleReturn, 'creditNote'>,
  method: RefundMethod,
  { short = false } = {},
): string => {
  if (method !== 'credit_note' || !saleReturn.creditNote) return REFUND_METHOD_LABELS[method];
  return short ? saleReturn.creditNote : `${REFUND_METHOD_LABELS.credit_note} ${saleReturn.creditNote}`;
};

/**
 * Where a return's money went, with how much, in `currency`: "Card Payment $3.52 · Cash Payment
 * $1.00"; a return that gave nothing back, "$0.00".
 */
export const refundsText = (
  saleReturn: SaleReturn,
  { currency, ...options }: { short?: boolean; currency?: string } = {},
): string =>
  saleReturn.refunds
    .map(
      (refund) =>
        `${refundLabel(saleReturn, refund.method, options)} ${formatMoney(refund.amount, currency)}`,
    )
    .join(' · ') || formatMoney(0, currency);

/** What is still returnable of a sale: per line, sold less returned already. */
export interface Returnable {
  lineNo: number;
  itemId: string;
  name: string;
  sold: number;
  returned: number;
  /** The bin it was sold from, where it goes back by default. */
  soldFromBin: string | null;
}
