// Invoices, their credit notes and payments as rows, and read back as the contract gives them.
import { NotFoundError } from '@warehouse/domain/contract';
import {
  type CreditNote,
  type Invoice,
  type InvoiceDetail,
  type InvoicePaymentMethod,
  type IssuedInvoice,
  invoiceWithMoney,
} from '@warehouse/domain/invoices';
import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { creditNotes, customers, invoices, paymentAllocations, payments } from '../../db/schema';
import type { Executor } from '../../sql/executor';

type InvoiceRow = typeof invoices.$inferSelect;

const moment = (at: string) => new Date(at).toISOString();

export function invoiceRow(
  issued: IssuedInvoice,
  locationId: string | null,
  issuedBy: string,
): typeof invoices.$inferInsert {
  return {
    number: issued.number,
    saleId: issued.saleId,
    customerId: issued.customerId,
    customerName: issued.customer.name,
    customer: issued.customer,
    business: issued.business,
    locationId,
    issueDate: issued.issueDate,
    dueDate: issued.dueDate,
    termsDays: issued.termsDays,
    lines: issued.lines,
    subtotalCents: issued.subtotal,
    discountCents: issued.discount,
    taxCents: issued.tax,
    taxRateHundredths: Math.round(issued.taxRatePercent * 100),
    deliveryFeeCents: issued.deliveryFee,
    totalCents: issued.total,
    paidAtSaleCents: issued.paidAtSale,
    paidCents: issued.paidAtSale,
    currency: issued.currency,
    issuedBy,
  };
}

export function invoiceOf(row: InvoiceRow, today: string): Invoice {
  const issued: IssuedInvoice = {
    number: row.number,
    saleId: row.saleId,
    customerId: row.customerId,
    customer: row.customer,
    business: row.business,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    termsDays: row.termsDays,
    lines: row.lines,
    subtotal: row.subtotalCents,
    discount: row.discountCents,
    tax: row.taxCents,
    taxRatePercent: row.taxRateHundredths / 100,
    deliveryFee: row.deliveryFeeCents,
    total: row.totalCents,
    paidAtSale: row.paidAtSaleCents,
    currency: row.currency,
    issuedAt: moment(row.issuedAt),
  };
  return invoiceWithMoney(issued, row.paidCents, row.creditedCents, today);
}

/** An invoice's status today, in SQL: the domain's `invoiceStatus`, for filtering and counting. */
export function invoiceStatusSql(today: string): SQL {
  const { totalCents: total, paidCents: paid, creditedCents: credited, dueDate } = invoices;
  return sql`case
    when ${credited} >= ${total} and ${total} > 0 then 'credited'
    when ${total} - ${paid} - ${credited} <= 0 then 'paid'
    when ${dueDate} < ${today} then 'overdue'
    when ${paid} > 0 then 'partiallyPaid'
    else 'issued' end`;
}

/** Whether an invoice still owes something: the menu's badge, through the partial index. */
export const owing = sql`${invoices.paidCents} + ${invoices.creditedCents} < ${invoices.totalCents}`;

/** One invoice, locked until the transaction ends when `lock` says so. */
export async function readInvoiceRow(on: Executor, number: string, lock = false): Promise<InvoiceRow> {
  const query = on.select().from(invoices).where(eq(invoices.number, number));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFoundError('Invoice', number);
  return row;
}

export async function readCreditNotes(on: Executor, number: string): Promise<CreditNote[]> {
  const rows = await on
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.invoiceNumber, number))
    .orderBy(desc(creditNotes.issuedAt), desc(creditNotes.number));
  return rows.map((row) => ({
    number: row.number,
    invoiceNumber: row.invoiceNumber,
    issuedAt: moment(row.issuedAt),
    reason: row.reason,
    lines: row.lines,
    deliveryFee: row.deliveryFeeCents,
    amount: row.amountCents,
    storeCredit: row.storeCreditCents,
    refunded: row.refundedCents,
  }));
}

export async function readInvoiceDetail(on: Executor, number: string, today: string): Promise<InvoiceDetail> {
  const [row, notes, paid] = await Promise.all([
    readInvoiceRow(on, number),
    readCreditNotes(on, number),
    on
      .select({ payment: payments, allocated: paymentAllocations.amountCents, customerName: customers.name })
      .from(paymentAllocations)
      .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
      .innerJoin(customers, eq(customers.id, payments.customerId))
      .where(eq(paymentAllocations.invoiceNumber, number))
      .orderBy(asc(payments.recordedAt), asc(payments.id)),
  ]);
  return {
    invoice: invoiceOf(row, today),
    creditNotes: notes,
    payments: paid.map(({ payment, allocated, customerName }) => ({
      id: payment.id,
      kind: 'invoice_payment' as const,
      customerId: payment.customerId ?? '',
      customerName,
      method: payment.method as InvoicePaymentMethod,
      amount: payment.amountCents,
      ...(payment.reference ? { reference: payment.reference } : {}),
      date: payment.date,
      storeCredit: payment.storeCreditCents,
      recordedAt: moment(payment.recordedAt),
      recordedBy: payment.recordedBy,
      allocated,
    })),
  };
}
