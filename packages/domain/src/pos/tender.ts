// How a sale is paid: one tender or several (a split), and the change given from cash.
import { type Cents, DEFAULT_CURRENCY, formatMoney } from '../format/money';
import type { PaymentMethod, Tender, TenderInput, TillMethod } from './pos';

/** A reference is kept short: a card's last four digits or an approval code. */
export const TENDER_REFERENCE_MAX = 40;

export type TenderProblem =
  | { kind: 'none' }
  | { kind: 'short'; tendered: Cents; total: Cents }
  | { kind: 'overcharged'; charged: Cents; total: Cents };

/** What tenders leave: the change due from cash, or what is wrong with them. */
export type Settlement = { ok: true; change: Cents } | { ok: false; problem: TenderProblem };

/**
 * Tenders settle a total when they add up to at least it and any excess can be given back from
 * cash: card and mobile wallet charge no more than is due after the cash. Tenders less change
 * always equal the total.
 */
export function settle(total: Cents, tenders: readonly Tender[]): Settlement {
  if (tenders.length === 0)
    return total > 0 ? { ok: false, problem: { kind: 'none' } } : { ok: true, change: 0 };
  const tendered = tenders.reduce((sum, tender) => sum + tender.amount, 0);
  if (tendered < total) return { ok: false, problem: { kind: 'short', tendered, total } };
  const charged = tenders.reduce((sum, tender) => sum + (tender.method === 'cash' ? 0 : tender.amount), 0);
  if (charged > total) return { ok: false, problem: { kind: 'overcharged', charged, total } };
  // With card and wallet within the total, the change (tendered less total) never exceeds the cash.
  return { ok: true, change: tendered - total };
}

/**
 * The tenders with their amounts: one sent without an amount pays what the others leave due
 * (none when nothing is). Two without an amount cannot both pay the rest: the second pays nothing
 * and is dropped.
 */
export function resolveTenders(total: Cents, inputs: readonly TenderInput[]): Tender[] {
  let due = total - inputs.reduce((sum, tender) => sum + (tender.amount ?? 0), 0);
  const tenders: Tender[] = [];
  for (const input of inputs) {
    const amount = input.amount ?? Math.max(0, due);
    if (input.amount === undefined) due -= amount;
    if (amount > 0) tenders.push({ ...input, amount });
  }
  return tenders;
}

/** The cashier's message for tenders that do not settle, money in `currency`. */
export function tenderProblemMessage(problem: TenderProblem, currency: string = DEFAULT_CURRENCY): string {
  switch (problem.kind) {
    case 'none':
      return 'Add a payment to complete the sale';
    case 'short':
      return `Tendered ${formatMoney(problem.tendered, currency)} is less than the total ${formatMoney(problem.total, currency)}`;
    case 'overcharged':
      return `Card and Mobile Wallet can take at most ${formatMoney(problem.total, currency)}; only cash gives change`;
  }
}

/** What is still due after the tenders so far (0 once they cover it). */
export function amountDue(total: Cents, tenders: readonly Tender[]): Cents {
  return Math.max(0, total - tenders.reduce((sum, tender) => sum + tender.amount, 0));
}

/** Notes a cashier is handed, in cents. */
const NOTES: readonly Cents[] = [500, 1000, 2000, 5000, 10000];

/**
 * Quick cash amounts for what is due: the exact amount, then the next round notes above it
 * (the next $5, $10, $20, $50 and $100), without repeats, four at most.
 */
export function quickCashAmounts(due: Cents): Cents[] {
  if (due <= 0) return [];
  const amounts = [due];
  for (const note of NOTES) {
    const rounded = Math.ceil(due / note) * note;
    if (!amounts.includes(rounded)) amounts.push(rounded);
    if (amounts.length === 4) break;
  }
  return amounts;
}

/** The method a sale is listed under: its largest tender's (the first of equals). */
export function mainMethod(tenders: readonly Tender[], fallback: PaymentMethod): TillMethod {
  let main: TillMethod | undefined;
  let largest = 0;
  for (const tender of tenders)
    if (tender.method !== 'exchange' && (!main || tender.amount > largest)) {
      main = tender.method;
      largest = tender.amount;
    }
  return main ?? fallback;
}
