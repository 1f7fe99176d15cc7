// The rules of invoices: what an invoice of a sale holds, where it stands, what a credit note may
// cancel of it, and how a payment settles invoices. The in-memory contract and the SQL store both
// apply these; they differ only in how they read and store.
import { ConflictError, ValidationError } from '../contract/errors';
import { type Validation, validated } from '../contract/validation';
import { addDays } from '../format/format';
import type { Cents } from '../format/money';
import type { CustomerRecord } from '../people/people';
import { SALE_STATUS_LABELS, type SaleDetail, type SaleStatus } from '../pos/sale';
import type { TillSettings } from '../pos/tillSettings';
import {
  ALREADY_INVOICED_NOTICE,
  type CreditNote,
  type CreditNoteInput,
  INVOICE_PAYMENT_METHODS,
  type Invoice,
  type InvoiceLine,
  type InvoiceStatus,
  type IssuedInvoice,
  NO_CUSTOMER_NOTICE,
  NOT_INVOICEABLE_NOTICE,
  NOTHING_TO_CREDIT_NOTICE,
  type PaymentAllocation,
  type PaymentInput,
} from './invoice';

/** Shares `amount` over `weights` in proportion, in whole cents, the remainder to the largest shares first. */
export function shareOut(amount: Cents, weights: readonly number[]): Cents[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || amount === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amount * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) }));
  order.sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** A sale's lines as invoiced: each with its share of the cart's discount, so the lines add up to the sale. */
function invoiceLinesOf(detail: SaleDetail): InvoiceLine[] {
  const nets = detail.lines.map((line) => line.price * line.quantity - (line.discount ?? 0));
  const cartShares = shareOut(detail.money?.cartDiscount ?? 0, nets);
  return detail.lines.map((line, index) => {
    const discount = (line.discount ?? 0) + (cartShares[index] ?? 0);
    const tax = line.tax ?? 0;
    return {
      lineNo: index + 1,
      itemId: line.id,
      name: line.name,
      price: line.price,
      quantity: line.quantity,
      discount,
      tax,
      total: line.price * line.quantity - discount + tax,
    };
  });
}

/** Whether a sale is still as it was made (not cancelled, given back or voided): what an invoice is of. */
export const isInvoiceable = (status: SaleStatus): boolean =>
  status === 'completed' || status === 'pending' || status === 'processing';

/** What a sale's tenders paid of it at the till, less the change given (none for a sale on account or an order paid later). */
function paidAtTill({ money }: SaleDetail): Cents {
  if (!money) return 0;
  const tendered = money.tenders.reduce((sum, tender) => sum + tender.amount, 0);
  return Math.max(0, Math.min(money.total, tendered - money.change));
}

export interface InvoiceContext {
  customer: CustomerRecord | undefined;
  /** The days the customer's payment terms give (none: due on the day it is issued). */
  termsDays: number | undefined;
  settings: TillSettings;
  alreadyInvoiced: boolean;
  today: string;
  issuedAt: string;
}

/** An invoice of a recorded till sale to a customer on record, frozen as it is now; its number comes after. */
export function invoiceToIssue(detail: SaleDetail, context: InvoiceContext): Omit<IssuedInvoice, 'number'> {
  const { money } = detail;
  if (!money) throw new ConflictError('wrong_status', NOT_INVOICEABLE_NOTICE);
  // A sale given back (in part or whole), voided or cancelled is no longer the sale as it was made.
  if (!isInvoiceable(detail.sale.status))
    throw new ConflictError('wrong_status', {
      title: 'Cannot Invoice',
      message: `${detail.sale.id} is ${SALE_STATUS_LABELS[detail.sale.status].toLowerCase()}: only a sale as it was made is invoiced`,
      destructive: true,
    });
  const { customer } = context;
  if (!customer) throw new ConflictError('wrong_status', NO_CUSTOMER_NOTICE);
  if (context.alreadyInvoiced) throw new ConflictError('wrong_status', ALREADY_INVOICED_NOTICE);
  const termsDays = context.termsDays ?? 0;
  const lines = invoiceLinesOf(detail);
  return {
    saleId: detail.sale.id,
    customerId: customer.id,
    customer: {
      name: customer.name,
      address: customer.address,
      phone: customer.phone,
      email: customer.email,
    },
    business: { ...context.settings.business },
    issueDate: context.today,
    dueDate: addDays(context.today, termsDays),
    termsDays,
    lines,
    subtotal: money.subtotal,
    discount: money.discount,
    tax: money.tax,
    taxRatePercent: money.taxRatePercent,
    deliveryFee: money.deliveryFee,
    total: money.total,
    paidAtSale: paidAtTill(detail),
    currency: context.settings.currency,
    issuedAt: context.issuedAt,
  };
}

/** Where an invoice stands today: credited in full, paid, overdue past its due day, partly paid, or issued. */
export function invoiceStatus(
  money: { total: Cents; paid: Cents; credited: Cents; dueDate: string },
  today: string,
): InvoiceStatus {
  if (money.credited >= money.total && money.total > 0) return 'credited';
  const balance = money.total - money.paid - money.credited;
  if (balance <= 0) return 'paid';
  if (money.dueDate < today) return 'overdue';
  return money.paid > 0 ? 'partiallyPaid' : 'issued';
}

/** An issued invoice with what has been paid and credited of it, today. */
export function invoiceWithMoney(
  issued: IssuedInvoice,
  paid: Cents,
  credited: Cents,
  today: string,
): Invoice {
  const status = invoiceStatus({ total: issued.total, paid, credited, dueDate: issued.dueDate }, today);
  return { ...issued, paid, credited, balance: issued.total - paid - credited, status };
}

/**
 * A credit note's lines and amount: the quantities asked for (none: everything not yet credited,
 * with the delivery fee), each line's amount its share of the line's total, the last unit taking
 * what is left of it. Never more of a line than was invoiced less what earlier notes credited.
 * What it cancels beyond the invoice's open balance was paid: it becomes the customer's store
 * credit, or, with `refundPaid` (a return of a sale paid at the till, refunded to money), it is
 * paid back by the return.
 */
export function creditNoteToIssue(
  invoice: Invoice,
  earlier: readonly CreditNote[],
  input: CreditNoteInput,
  { refundPaid = false }: { refundPaid?: boolean } = {},
): Omit<CreditNote, 'number' | 'issuedAt'> {
  const checkedReason = checkCreditNoteReason(input.reason);
  const reason = checkedReason.ok ? checkedReason.value : '';
  const fieldErrors: Record<string, string> = checkedReason.ok
    ? {}
    : { reason: checkedReason.fieldErrors.reason ?? '' };
  const creditedOf = (lineNo: number) =>
    earlier
      .flatMap((note) => note.lines)
      .filter((line) => line.lineNo === lineNo)
      .reduce((sum, line) => ({ quantity: sum.quantity + line.quantity, amount: sum.amount + line.amount }), {
        quantity: 0,
        amount: 0,
      });
  const whole = input.lines === undefined;
  const asked = input.lines ?? invoice.lines.map((line) => ({ lineNo: line.lineNo, quantity: Infinity }));
  const lines = [];
  for (const { lineNo, quantity } of asked) {
    const line = invoice.lines.find((each) => each.lineNo === lineNo);
    const field = `line.${lineNo}`;
    if (!line) {
      fieldErrors[field] = 'No such line on this invoice';
      continue;
    }
    const done = creditedOf(lineNo);
    const left = line.quantity - done.quantity;
    const take = whole ? left : quantity;
    if (!whole && (!Number.isInteger(take) || take < 0)) {
      fieldErrors[field] = 'Enter a whole number of 0 or more';
      continue;
    }
    if (take > left) {
      fieldErrors[field] = `At most ${left} left to credit`;
      continue;
    }
    if (take === 0) continue;
    const amount = take === left ? line.total - done.amount : Math.round((line.total * take) / line.quantity);
    lines.push({ lineNo, name: line.name, quantity: take, amount });
  }
  if (Object.keys(fieldErrors).length > 0)
    throw new ValidationError('Please correct the highlighted fields', fieldErrors);
  const feeCredited = earlier.reduce((sum, note) => sum + note.deliveryFee, 0);
  const deliveryFee = whole ? invoice.deliveryFee - feeCredited : 0;
  const amount = lines.reduce((sum, line) => sum + line.amount, 0) + deliveryFee;
  if (amount <= 0) throw new ConflictError('wrong_status', NOTHING_TO_CREDIT_NOTICE);
  const paidPart = Math.max(0, amount - Math.max(0, invoice.balance));
  return {
    invoiceNumber: invoice.number,
    reason,
    lines,
    deliveryFee,
    amount,
    storeCredit: refundPaid ? 0 : paidPart,
    refunded: refundPaid ? paidPart : 0,
  };
}

/** The fields of "Record Payment". */
export type PaymentField = 'method' | 'amount' | 'reference' | 'date' | 'invoices';

/** A payment's input checked: a method, an amount above zero, a day, a reference no longer than a line. */
export function checkPayment(input: PaymentInput): Validation<PaymentInput, PaymentField> {
  const fieldErrors: Partial<Record<PaymentField, string>> = {};
  if (!INVOICE_PAYMENT_METHODS.includes(input.method)) fieldErrors.method = 'Choose how it was paid';
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    fieldErrors.amount = 'Enter an amount above 0';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.date)) fieldErrors.date = 'Enter the day it was received';
  const reference = input.reference?.trim() ?? '';
  if (reference.length > 100) fieldErrors.reference = 'At most 100 characters';
  if (new Set(input.invoices).size !== input.invoices.length)
    fieldErrors.invoices = 'An invoice is named twice';
  return validated(fieldErrors, () => {
    const { reference: _typed, ...rest } = input;
    return reference === '' ? rest : { ...rest, reference };
  });
}

/** "Issue Credit Note"'s reason: there must be one. */
export function checkCreditNoteReason(reason: string): Validation<string, 'reason'> {
  const trimmed = reason.trim();
  return validated({ reason: trimmed === '' ? 'Enter a reason' : undefined }, () => trimmed);
}

/**
 * How a payment settles the invoices named, in turn: each takes what it still owes, up to what is
 * left of the payment; what no invoice takes is the customer's store credit. Every invoice named
 * must be the customer's and still owe something.
 */
export function allocatePayment(
  payment: PaymentInput,
  invoices: readonly Pick<Invoice, 'number' | 'customerId' | 'balance'>[],
): { allocations: PaymentAllocation[]; storeCredit: Cents } {
  let left = payment.amount;
  const allocations: PaymentAllocation[] = [];
  for (const number of payment.invoices) {
    const invoice = invoices.find((each) => each.number === number);
    if (!invoice || invoice.customerId !== payment.customerId) {
      throw new ValidationError('Please correct the highlighted fields', {
        invoices: `${number} is not an invoice of this customer`,
      });
    }
    if (invoice.balance <= 0) {
      throw new ValidationError('Please correct the highlighted fields', {
        invoices: `${number} is paid already`,
      });
    }
    const amount = Math.min(left, invoice.balance);
    if (amount > 0) allocations.push({ invoiceNumber: number, amount });
    left -= amount;
  }
  return { allocations, storeCredit: left };
}
