// A customer's statement on PostgreSQL: their invoices, the credit notes against them, the
// payments they made (of the statement's kinds only: the payments table holds every money
// movement) and their returns refunded to store credit, read one after another and put in order
// by the domain's rule.
import { NotFoundError } from '@warehouse/domain/contract';
import {
  type CustomerStatement,
  customerStatement,
  dayInZone,
  type InvoicePaymentMethod,
  STATEMENT_PAYMENT_KINDS,
  type StatementQuery,
} from '@warehouse/domain/invoices';
import { tillSettingsOf } from '@warehouse/domain/pos';
import { and, eq, inArray } from 'drizzle-orm';
import { creditNotes, customers, invoices, payments, saleRefunds, saleReturns, sales } from '../../db/schema';
import type { Executor } from '../../sql/executor';
import type { StoreContext } from '../../sql/storeContext';
import { readDocument } from '../overview/businessDocuments';

const moment = (at: string) => new Date(at).toISOString();

export async function readCustomerStatement(
  on: Executor,
  customerId: string,
  query: StatementQuery,
  context: StoreContext,
): Promise<CustomerStatement> {
  const [customer] = await on
    .select({
      name: customers.name,
      address: customers.address,
      phone: customers.phone,
      email: customers.email,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) throw new NotFoundError('Customer', customerId);
  const settings = await readDocument(on, 'settings');
  const invoiceRows = await on
    .select({
      number: invoices.number,
      saleId: invoices.saleId,
      issueDate: invoices.issueDate,
      issuedAt: invoices.issuedAt,
      dueDate: invoices.dueDate,
      total: invoices.totalCents,
      paidAtSale: invoices.paidAtSaleCents,
    })
    .from(invoices)
    .where(eq(invoices.customerId, customerId));
  const noteRows = await on
    .select({
      number: creditNotes.number,
      invoiceNumber: creditNotes.invoiceNumber,
      issuedAt: creditNotes.issuedAt,
      reason: creditNotes.reason,
      amount: creditNotes.amountCents,
      refunded: creditNotes.refundedCents,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.number, creditNotes.invoiceNumber))
    .where(eq(invoices.customerId, customerId));
  const paymentRows = await on
    .select({
      id: payments.id,
      date: payments.date,
      recordedAt: payments.recordedAt,
      method: payments.method,
      reference: payments.reference,
      amount: payments.amountCents,
    })
    .from(payments)
    .where(and(eq(payments.customerId, customerId), inArray(payments.kind, [...STATEMENT_PAYMENT_KINDS])));
  // Returns of their sales refunded to their store credit (as verify-books counts their store credit).
  const storeCreditRows = await on
    .select({
      returnId: saleReturns.id,
      saleId: saleReturns.saleId,
      at: saleReturns.createdAt,
      amount: saleRefunds.amountCents,
    })
    .from(saleRefunds)
    .innerJoin(saleReturns, eq(saleReturns.id, saleRefunds.returnId))
    .innerJoin(sales, eq(sales.id, saleReturns.saleId))
    .where(and(eq(saleRefunds.method, 'store_credit'), eq(sales.customerId, customerId)));
  // Their sales at the till paid with store credit (as verify-books counts what they spent).
  const spentRows = await on
    .select({ saleId: payments.saleId, at: payments.recordedAt, amount: payments.amountCents })
    .from(payments)
    .where(
      and(eq(payments.customerId, customerId), eq(payments.kind, 'sale'), eq(payments.method, 'storeCredit')),
    );
  const till = tillSettingsOf(settings);
  return customerStatement(
    {
      invoices: invoiceRows.map((row) => ({ ...row, issuedAt: moment(row.issuedAt) })),
      creditNotes: noteRows.map((row) => ({ ...row, issuedAt: moment(row.issuedAt) })),
      payments: paymentRows.map(({ reference, method, ...row }) => ({
        ...row,
        method: method as InvoicePaymentMethod,
        recordedAt: moment(row.recordedAt),
        ...(reference ? { reference } : {}),
      })),
      storeCredits: storeCreditRows.map((row) => ({ ...row, at: moment(row.at) })),
      storeCreditSpent: spentRows.map((row) => ({ ...row, saleId: row.saleId ?? '', at: moment(row.at) })),
    },
    query,
    {
      customerId,
      customer,
      business: { ...till.business },
      currency: till.currency,
      timezone: settings.store.timezone,
      today: dayInZone(context.now(), settings.store.timezone),
    },
  );
}
