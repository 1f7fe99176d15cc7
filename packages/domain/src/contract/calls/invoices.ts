// Invoices of sales to customers, the credit notes that cancel them, and the payments received
// against them.
import { z } from 'zod';
import { MANAGEMENT, SELLING } from '../../accounts/roles';
import {
  type CreditNote,
  type CreditNoteInput,
  INVOICE_PAYMENT_METHODS,
  INVOICE_STATUSES,
  type Invoice,
  type InvoiceDetail,
  type InvoiceLine,
  type InvoiceParty,
  type InvoiceSummary,
  type InvoicesQuery,
  type Payment,
  type PaymentInput,
} from '../../invoices/invoice';
import type { CustomerStatement, StatementQuery } from '../../invoices/statement';
import { defineCall } from '../call';
import type { DataName } from '../dataNames';
import { amount, day, id, num, pageOf, pageQuery, str, text } from '../shapes';

const party: z.ZodType<InvoiceParty> = z.object({ name: str, address: str, phone: str, email: str });
const line: z.ZodType<InvoiceLine> = z.object({
  lineNo: num,
  itemId: str,
  name: str,
  price: num,
  quantity: num,
  discount: num,
  tax: num,
  total: num,
});
const status = z.enum(INVOICE_STATUSES);
const invoice: z.ZodType<Invoice> = z.object({
  number: str,
  saleId: str,
  customerId: str,
  customer: party,
  business: party,
  issueDate: str,
  dueDate: str,
  termsDays: num,
  lines: z.array(line),
  subtotal: num,
  discount: num,
  tax: num,
  taxRatePercent: num,
  deliveryFee: num,
  total: num,
  paidAtSale: num,
  currency: str,
  issuedAt: str,
  paid: num,
  credited: num,
  balance: num,
  status,
});
const summary: z.ZodType<InvoiceSummary> = z.object({
  number: str,
  saleId: str,
  customerId: str,
  customerName: str,
  issueDate: str,
  dueDate: str,
  total: num,
  balance: num,
  status,
  currency: str,
});
const creditNote: z.ZodType<CreditNote> = z.object({
  number: str,
  invoiceNumber: str,
  issuedAt: str,
  reason: str,
  lines: z.array(z.object({ lineNo: num, name: str, quantity: num, amount: num })),
  deliveryFee: num,
  amount: num,
  storeCredit: num,
  refunded: num,
});
const paymentFields = {
  id: str,
  kind: z.literal('invoice_payment'),
  customerId: str,
  customerName: str,
  method: z.enum(INVOICE_PAYMENT_METHODS),
  amount: num,
  reference: str.optional(),
  date: str,
  storeCredit: num,
  recordedAt: str,
  recordedBy: str,
};
const payment: z.ZodType<Payment> = z.object({
  ...paymentFields,
  allocations: z.array(z.object({ invoiceNumber: str, amount: num })),
});
const detail: z.ZodType<InvoiceDetail> = z.object({
  invoice,
  creditNotes: z.array(creditNote),
  payments: z.array(z.object({ ...paymentFields, allocated: num })),
});

const statement: z.ZodType<CustomerStatement> = z.object({
  customerId: str,
  customer: party,
  business: party,
  currency: str,
  date: str,
  from: str.optional(),
  to: str,
  openingBalance: num,
  lines: z.array(
    z.object({
      date: str,
      kind: z.enum(['invoice', 'creditNote', 'payment', 'storeCredit', 'refund']),
      reference: str,
      description: str,
      amount: num,
      balance: num,
    }),
  ),
  closingBalance: num,
});
const statementQuery: z.ZodType<StatementQuery> = z.strictObject({
  from: day.optional(),
  to: day.optional(),
});

const invoicesQuery: z.ZodType<InvoicesQuery> = z.strictObject({
  ...pageQuery,
  status: status.optional(),
  from: day.optional(),
  to: day.optional(),
});
const creditNoteInput: z.ZodType<CreditNoteInput> = z.strictObject({
  lines: z
    .array(z.strictObject({ lineNo: amount, quantity: amount }))
    .max(500)
    .optional(),
  reason: text,
});
const paymentInput: z.ZodType<PaymentInput> = z.strictObject({
  customerId: id,
  method: z.enum(INVOICE_PAYMENT_METHODS),
  amount,
  reference: text.optional(),
  date: day,
  invoices: z.array(id).max(200),
});

/** What an invoice's change changes: the invoices, the menu's count of unpaid ones, the customer's balance. */
const INVOICE_CHANGES = [
  'invoices',
  'menuBadges',
  'customers',
  'sales',
] as const satisfies readonly DataName[];

export const invoiceCalls = {
  /**
   * Invoices newest first, a page at a time: searched by number or customer, filtered by status
   * (as it stands today) and by their issue days (`from`, `to`, inclusive).
   */
  listInvoices: defineCall({
    method: 'GET',
    path: '/invoices',
    input: invoicesQuery,
    output: pageOf(summary),
    roles: SELLING,
  }),
  /** One invoice as issued, with what is paid and credited of it, its credit notes and payments. */
  getInvoice: defineCall({ method: 'GET', path: '/invoices/:id', output: detail, roles: SELLING }),
  /**
   * "Issue Invoice" for a recorded till sale to a customer on record: the next number of the sale's
   * location and year, the business, customer, lines and money frozen as they are now, due by the
   * customer's payment terms. ConflictError `wrong_status` for a sale already invoiced, without a
   * customer on record, or not recorded at the till; NotFoundError for an unknown sale.
   */
  issueInvoice: defineCall({
    method: 'POST',
    path: '/sales/:id/invoice',
    output: detail,
    created: true,
    roles: SELLING,
    audit: {
      kind: 'sales',
      label: 'Issued an invoice',
      record: (_, issued) => issued?.invoice.number ?? null,
    },
    keyed: true,
    changes: INVOICE_CHANGES,
  }),
  /**
   * "Issue Credit Note": cancels the lines and quantities asked for (none: all that is left, with
   * the delivery fee), numbered CN-…; what it cancels beyond the open balance becomes the
   * customer's store credit. ValidationError naming a line asked for beyond what is left of it.
   */
  issueCreditNote: defineCall({
    method: 'POST',
    path: '/invoices/:id/credit-notes',
    input: creditNoteInput,
    output: detail,
    created: true,
    roles: MANAGEMENT,
    audit: { kind: 'sales', label: 'Issued a credit note', record: ({ id }) => id ?? null },
    keyed: true,
    changes: INVOICE_CHANGES,
  }),
  /**
   * "Record Payment": money received from a customer, settling the invoices named in turn (each up
   * to what it owes); what is left becomes the customer's store credit.
   */
  recordPayment: defineCall({
    method: 'POST',
    path: '/payments',
    input: paymentInput,
    output: payment,
    created: true,
    roles: MANAGEMENT,
    audit: { kind: 'sales', label: 'Recorded a payment', record: (_, paid) => paid?.id ?? null },
    keyed: true,
    changes: [...INVOICE_CHANGES, 'payments'],
  }),
  /**
   * "Statement" on a customer: their invoices, credit notes and payments (of the kinds
   * STATEMENT_PAYMENT_KINDS names) over the period's days (`from`, `to`, inclusive; none: from the
   * first, to the last) and their returns refunded to store credit, in date order with a running
   * balance, after the balance before the period;
   * without an end, the closing balance is what they owe less their store credit. Seen by the roles that see
   * payments (owners and managers). ValidationError `to` for a period that ends before it starts;
   * NotFoundError for an unknown customer.
   */
  getCustomerStatement: defineCall({
    method: 'GET',
    path: '/customers/:id/statement',
    input: statementQuery,
    output: statement,
    roles: MANAGEMENT,
  }),
};
