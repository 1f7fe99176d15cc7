// The payments each document makes, written once here: the in-memory contract and the SQL store
// record what these give, in the same step as the document.
import type { Cents } from '../format/money';
import type { Payment } from '../invoices/invoice';
import type { Sale, SaleMoney } from '../pos/sale';
import type { SaleReturn } from '../returns/returns';
import {
  DAY_TOTAL_METHODS,
  LEDGER_METHODS,
  type LedgerMethod,
  type PaymentRecord,
  type PaymentTotals,
} from './payments';

/** Who recorded a document and when (ISO), and the business day that moment falls on. */
export interface Recorded {
  at: string;
  by: string;
  day: string;
}

type Customer = Pick<PaymentRecord, 'customerId' | 'customerName'>;

const isLedgerMethod = (method: string): method is LedgerMethod =>
  (LEDGER_METHODS as readonly string[]).includes(method);

const drawerOf = (method: LedgerMethod, sessionId: string | null) => (method === 'cash' ? sessionId : null);

/** A sale's customer as the ledger names them: their record, and the name the sale shows. */
export const saleCustomer = (sale: Pick<Sale, 'customer' | 'customerId'>): Customer => ({
  customerId: sale.customerId ?? null,
  customerName: sale.customer,
});

/**
 * A till sale's payments: each tender as taken (money in), and the change given from cash (money
 * out). Cash counts in the drawer session the sale counts in.
 */
export function salePayments(
  sale: Pick<Sale, 'id' | 'customer' | 'customerId'>,
  money: Pick<SaleMoney, 'tenders' | 'change'>,
  drawerSessionId: string | null,
  recorded: Recorded,
  newId: () => string,
): PaymentRecord[] {
  const base = {
    day: recorded.day,
    recordedAt: recorded.at,
    recordedBy: recorded.by,
    document: sale.id,
    saleId: sale.id,
    returnId: null,
    ...saleCustomer(sale),
  };
  const tenders = money.tenders.map(
    (tender): PaymentRecord => ({
      ...base,
      id: newId(),
      kind: 'sale',
      method: tender.method,
      amount: tender.amount,
      drawerSessionId: drawerOf(tender.method, drawerSessionId),
      reference: tender.reference ?? null,
    }),
  );
  const change: PaymentRecord[] =
    money.change > 0
      ? [
          {
            ...base,
            id: newId(),
            kind: 'change',
            method: 'cash',
            amount: -money.change,
            drawerSessionId,
            reference: null,
          },
        ]
      : [];
  return [...tenders, ...change];
}

/**
 * A sale kept without its tenders (the sample's history, and the benchmark's): one payment of its
 * amount by its method, on its day, unless it was cancelled or sold on account.
 */
export function historySalePayment(sale: Sale, recordedAt: string, id: string): PaymentRecord | null {
  if (sale.status === 'cancelled' || !isLedgerMethod(sale.paymentMethod) || sale.amount <= 0) return null;
  return {
    id,
    kind: 'sale',
    method: sale.paymentMethod,
    amount: sale.amount,
    day: sale.date,
    recordedAt,
    recordedBy: 'history',
    document: sale.id,
    saleId: sale.id,
    returnId: null,
    ...saleCustomer(sale),
    drawerSessionId: null,
    reference: null,
  };
}

/** A refund's method in the ledger: the refund's own, store credit as `storeCredit`; none for a credit note. */
const refundMethod = (method: string): LedgerMethod | null => {
  const named = method === 'store_credit' ? 'storeCredit' : method;
  return isLedgerMethod(named) ? named : null;
};

/**
 * A return's refunds, each money out by its method (cash from the drawer it came out of; store
 * credit to the customer's). A refund credited on the sale's invoice moves no money: it is the
 * invoice's credit note, not a payment.
 */
export function refundPayments(
  saleReturn: Pick<SaleReturn, 'id' | 'saleId' | 'refunds'>,
  customer: Customer,
  drawerSessionId: string | null,
  recorded: Recorded,
  newId: () => string,
): PaymentRecord[] {
  return saleReturn.refunds.flatMap((refund): PaymentRecord[] => {
    const method = refundMethod(refund.method);
    return method !== null && refund.amount > 0
      ? [
          {
            id: newId(),
            kind: 'refund',
            method,
            amount: -refund.amount,
            day: recorded.day,
            recordedAt: recorded.at,
            recordedBy: recorded.by,
            document: saleReturn.id,
            saleId: saleReturn.saleId,
            returnId: saleReturn.id,
            ...customer,
            drawerSessionId: drawerOf(method, drawerSessionId),
            reference: null,
          },
        ]
      : [];
  });
}

/** Cash paid into a drawer (money in) or out of it (money out), its reason as the reference. */
export function drawerCashPayment(
  move: { kind: 'in' | 'out'; amount: Cents; reason: string },
  drawerSessionId: string,
  recorded: Recorded,
  id: string,
): PaymentRecord {
  return {
    id,
    kind: move.kind === 'in' ? 'paid_in' : 'paid_out',
    method: 'cash',
    amount: move.kind === 'in' ? move.amount : -move.amount,
    day: recorded.day,
    recordedAt: recorded.at,
    recordedBy: recorded.by,
    document: null,
    saleId: null,
    returnId: null,
    customerId: null,
    customerName: null,
    drawerSessionId,
    reference: move.reason,
  };
}

/** The invoices a payment settled, as its document: "INV-…, INV-…"; null when it all became store credit. */
export const invoicesPaid = (payment: Pick<Payment, 'allocations'>): string | null =>
  payment.allocations.length > 0 ? payment.allocations.map((each) => each.invoiceNumber).join(', ') : null;

/** A payment received against invoices, as the ledger keeps it (on the day it was received). */
export function invoicePaymentRecord(payment: Payment): PaymentRecord {
  return {
    id: payment.id,
    kind: 'invoice_payment',
    method: payment.method,
    amount: payment.amount,
    day: payment.date,
    recordedAt: payment.recordedAt,
    recordedBy: payment.recordedBy,
    document: invoicesPaid(payment),
    saleId: null,
    returnId: null,
    customerId: payment.customerId,
    customerName: payment.customerName,
    drawerSessionId: null,
    reference: payment.reference ?? null,
  };
}

/** What one method's payments of a day add up to: all of them, those through drawers, how many. */
export interface MethodSums {
  method: LedgerMethod;
  amount: Cents;
  drawerCash: Cents;
  count: number;
}

/** Each method's sums from payments (of one day). */
export function sumsByMethod(
  payments: readonly Pick<PaymentRecord, 'method' | 'amount' | 'drawerSessionId'>[],
): MethodSums[] {
  const sums = new Map<LedgerMethod, MethodSums>();
  for (const payment of payments) {
    const sum = sums.get(payment.method) ?? { method: payment.method, amount: 0, drawerCash: 0, count: 0 };
    sum.amount += payment.amount;
    sum.count += 1;
    if (payment.method === 'cash' && payment.drawerSessionId !== null) sum.drawerCash += payment.amount;
    sums.set(payment.method, sum);
  }
  return [...sums.values()];
}

/** A day's totals from its sums by method: every method (none: zero), and the cash that went through drawers. */
export function paymentTotals(day: string, sums: readonly MethodSums[]): PaymentTotals {
  const of = (method: LedgerMethod) => sums.find((sum) => sum.method === method);
  return {
    day,
    byMethod: DAY_TOTAL_METHODS.map((method) => ({ method, amount: of(method)?.amount ?? 0 })),
    drawerCash: sums.reduce((total, sum) => total + sum.drawerCash, 0),
    count: sums.reduce((total, sum) => total + sum.count, 0),
  };
}

/** A payment is found by its customer's name, its reference, its document's number or its sale's. */
export const paymentSearchFields = (payment: PaymentRecord): string[] => [
  payment.customerName ?? '',
  payment.reference ?? '',
  payment.document ?? '',
  payment.saleId ?? '',
];
