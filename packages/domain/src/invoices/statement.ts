// A customer's statement: what they were invoiced, what credit notes cancelled and what they paid,
// in date order with a running balance, over a period. The balance is what they owe less their
// store credit (the books' "customer balance"): an invoice adds its total; a credit note and a
// payment each take their whole amount off it (what a payment or a credit note leaves beyond the
// open invoices is store credit, which the balance already counts against them); a credit note's
// return that paid money back to them adds that back. Store credit spent adds to it: at the till,
// what the sale took of it; against an invoice, nothing (it takes as much off what they owe as off
// what they hold).
import { type Validation, validated, valueOrThrow } from '../contract/validation';
import { formatDay } from '../format/format';
import type { Cents } from '../format/money';
import { INVOICE_PAYMENT_METHOD_LABELS, type InvoiceParty, type InvoicePaymentMethod } from './invoice';
import { dayInZone } from './numbering';

/** The payment kinds a statement shows: money received from the customer against their account. */
export const STATEMENT_PAYMENT_KINDS = ['invoice_payment'] as const;

export type StatementLineKind = 'invoice' | 'creditNote' | 'payment' | 'storeCredit' | 'refund';
export const STATEMENT_LINE_LABELS: Readonly<Record<StatementLineKind, string>> = {
  invoice: 'Invoice',
  creditNote: 'Credit Note',
  payment: 'Payment',
  storeCredit: 'Store Credit',
  refund: 'Refund',
};

/** A line of the statement: what it adds to the balance (negative: takes off), and the balance after it. */
interface StatementLine {
  /** YYYY-MM-DD in the business's time zone. */
  date: string;
  kind: StatementLineKind;
  /** The invoice's or credit note's number, or the payment's reference ('' without one). */
  reference: string;
  description: string;
  amount: Cents;
  balance: Cents;
}

/** "Statement" on a customer: the period's days, inclusive (none: from their first entry; to their last). */
export interface StatementQuery {
  from?: string;
  to?: string;
}

export interface CustomerStatement {
  customerId: string;
  customer: InvoiceParty;
  /** The business as Settings name it today. */
  business: InvoiceParty;
  currency: string;
  /** The day it was made. */
  date: string;
  /** The period, inclusive; `from` absent: since their first entry. */
  from?: string;
  to: string;
  /** The balance before the period. */
  openingBalance: Cents;
  lines: StatementLine[];
  /** The balance at the period's end; without an end, what they owe less their store credit. */
  closingBalance: Cents;
}

/** What a statement is made of, as each store reads it: the customer's documents and payments. */
export interface StatementEntries {
  invoices: readonly {
    number: string;
    saleId: string;
    issueDate: string;
    issuedAt: string;
    dueDate: string;
    total: Cents;
    /** Paid at the till before it was invoiced: a payment on the invoice's day. */
    paidAtSale: Cents;
  }[];
  creditNotes: readonly {
    number: string;
    invoiceNumber: string;
    issuedAt: string;
    reason: string;
    amount: Cents;
    /** What of it its return paid back to the customer in money. */
    refunded: Cents;
  }[];
  payments: readonly {
    id: string;
    date: string;
    recordedAt: string;
    method: InvoicePaymentMethod;
    reference?: string;
    amount: Cents;
  }[];
  /** Returns refunded to the customer's store credit: each adds to what they hold (ISO moment). */
  storeCredits: readonly { returnId: string; saleId: string; at: string; amount: Cents }[];
  /** Sales at the till paid with their store credit: each takes what it spent off what they hold (ISO moment). */
  storeCreditSpent?: readonly { saleId: string; at: string; amount: Cents }[];
}

type StatementField = 'from' | 'to';

/** The period checked: days as written, the end not before the start. */
function checkStatementQuery(query: StatementQuery): Validation<StatementQuery, StatementField> {
  const { from, to } = query;
  return validated(
    {
      to:
        from !== undefined && to !== undefined && to < from
          ? 'Choose a day on or after the start'
          : undefined,
    },
    () => ({ ...(from ? { from } : {}), ...(to ? { to } : {}) }),
  );
}

/** Within one day, documents before what settles them: an invoice, then payments, then credit notes. */
const KIND_ORDER: Readonly<Record<StatementLineKind, number>> = {
  invoice: 0,
  payment: 1,
  creditNote: 2,
  refund: 3,
  storeCredit: 4,
};

interface Dated extends Omit<StatementLine, 'balance'> {
  /** The moment it was recorded: the order within a day. */
  at: string;
}

export interface StatementContext {
  customerId: string;
  customer: InvoiceParty;
  business: InvoiceParty;
  currency: string;
  timezone: string;
  today: string;
}

/** The statement of a customer's entries over a period: opening balance, the period's lines in date order, closing balance. */
export function customerStatement(
  entries: StatementEntries,
  query: StatementQuery,
  context: StatementContext,
): CustomerStatement {
  const { from, to } = valueOrThrow(checkStatementQuery(query));
  const dated: Dated[] = [
    ...entries.invoices.map((invoice) => ({
      date: invoice.issueDate,
      at: invoice.issuedAt,
      kind: 'invoice' as const,
      reference: invoice.number,
      description: `Due ${formatDay(invoice.dueDate)}`,
      amount: invoice.total,
    })),
    ...entries.invoices
      .filter((invoice) => invoice.paidAtSale > 0)
      .map((invoice) => ({
        date: invoice.issueDate,
        at: invoice.issuedAt,
        kind: 'payment' as const,
        reference: invoice.saleId,
        description: `Paid at the till for ${invoice.number}`,
        amount: -invoice.paidAtSale,
      })),
    ...entries.creditNotes.map((note) => ({
      date: dayInZone(new Date(note.issuedAt), context.timezone),
      at: note.issuedAt,
      kind: 'creditNote' as const,
      reference: note.number,
      description: `${note.invoiceNumber}: ${note.reason}`,
      amount: -note.amount,
    })),
    ...entries.creditNotes
      .filter((note) => note.refunded > 0)
      .map((note) => ({
        date: dayInZone(new Date(note.issuedAt), context.timezone),
        at: note.issuedAt,
        kind: 'refund' as const,
        reference: note.number,
        description: `Paid back for ${note.number}`,
        amount: note.refunded,
      })),
    ...entries.payments.map((payment) => ({
      date: payment.date,
      at: payment.recordedAt,
      kind: 'payment' as const,
      reference: payment.reference ?? '',
      description: INVOICE_PAYMENT_METHOD_LABELS[payment.method],
      // Paid from store credit: what they owe and what they hold go down alike.
      amount: payment.method === 'storeCredit' ? 0 : -payment.amount,
    })),
    ...(entries.storeCreditSpent ?? []).map((spent) => ({
      date: dayInZone(new Date(spent.at), context.timezone),
      at: spent.at,
      kind: 'storeCredit' as const,
      reference: spent.saleId,
      description: `Spent on ${spent.saleId}`,
      amount: spent.amount,
    })),
    ...entries.storeCredits.map((credit) => ({
      date: dayInZone(new Date(credit.at), context.timezone),
      at: credit.at,
      kind: 'storeCredit' as const,
      reference: credit.returnId,
      description: `Refund of ${credit.saleId}`,
      amount: -credit.amount,
    })),
  ];
  dated.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      Date.parse(a.at) - Date.parse(b.at) ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      a.reference.localeCompare(b.reference),
  );
  const openingBalance = dated
    .filter((line) => from !== undefined && line.date < from)
    .reduce((sum, line) => sum + line.amount, 0);
  let balance = openingBalance;
  const lines = dated
    .filter((line) => (from === undefined || line.date >= from) && (to === undefined || line.date <= to))
    .map(({ at: _at, ...line }) => {
      balance += line.amount;
      return { ...line, balance };
    });
  return {
    customerId: context.customerId,
    customer: context.customer,
    business: context.business,
    currency: context.currency,
    date: context.today,
    ...(from !== undefined ? { from } : {}),
    // Without an end, up to today (and any payment dated after it).
    to: to ?? [context.today, ...lines.map((line) => line.date)].sort().at(-1) ?? context.today,
    openingBalance,
    lines,
    closingBalance: balance,
  };
}
