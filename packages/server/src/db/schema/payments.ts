import { sql } from 'drizzle-orm';
import { check, createdAt, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from './columns';
import { drawerCash, drawerSessions } from './drawer';
import { invoices } from './invoices';
import { customers } from './people';
import { saleReturns } from './returns';
import { sales } from './sales';

/**
 * The payments ledger: every money movement, one row each, signed (money in positive, out
 * negative): a sale's tenders and its change, a return's refunds, payments received against
 * invoices, cash paid into and out of drawers. Each is written with its document, in its
 * transaction. Never changed or deleted (a trigger).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey(),
    /** sale, change, refund, invoice_payment, paid_in, paid_out. */
    kind: text().notNull(),
    customerId: text().references(() => customers.id),
    /** The customer's name then, as the list shows and searches it. */
    customerName: text(),
    /** cash, card, mobile, bankTransfer, cheque; storeCredit (a refund to the customer's store credit). */
    method: text().notNull(),
    amountCents: integer().notNull(),
    reference: text(),
    /** The business day it counts in, YYYY-MM-DD in the business's time zone (an invoice payment: the day received). */
    date: text().notNull(),
    /** What no invoice took: the customer's store credit. */
    storeCreditCents: integer().notNull().default(0),
    recordedAt: createdAt(),
    recordedBy: text().notNull(),
    /** The document's number as a reader knows it (ORD-…, RET-…, the invoices paid), searched. */
    document: text(),
    saleId: text().references(() => sales.id),
    returnId: text().references(() => saleReturns.id),
    drawerCashId: uuid().references(() => drawerCash.id),
    /** The drawer session cash went into or out of. */
    drawerSessionId: uuid().references(() => drawerSessions.id),
  },
  (table) => [
    // The list, newest first, and its pages going on after a payment; filtered by kind, method or customer.
    index().on(table.recordedAt, table.id),
    index('payments_kind_recorded_index').on(table.kind, table.recordedAt, table.id),
    index('payments_method_recorded_index').on(table.method, table.recordedAt, table.id),
    index('payments_customer_recorded_index').on(table.customerId, table.recordedAt, table.id),
    // A day's totals by method; the days filter.
    index().on(table.date, table.method),
    index('payments_customer_name_trigram_index').using('gin', table.customerName.op('gin_trgm_ops')),
    index('payments_document_trigram_index').using('gin', table.document.op('gin_trgm_ops')),
    index('payments_reference_trigram_index').using('gin', table.reference.op('gin_trgm_ops')),
    // A refund is found by its sale's number too.
    index('payments_sale_id_trigram_index').using('gin', table.saleId.op('gin_trgm_ops')),
    // What each document paid (the books check them against it).
    index().on(table.saleId),
    index().on(table.returnId),
    index().on(table.drawerSessionId),
    uniqueIndex().on(table.drawerCashId),
    check(
      'payments_kind',
      sql`${table.kind} in ('sale', 'change', 'refund', 'invoice_payment', 'paid_in', 'paid_out')`,
    ),
    check(
      'payments_method',
      sql`${table.method} in ('cash', 'card', 'mobile', 'bankTransfer', 'cheque', 'storeCredit', 'exchange')`,
    ),
    // Money in is positive, money out negative.
    check(
      'payments_signed',
      sql`case when ${table.kind} in ('sale', 'invoice_payment', 'paid_in') then ${table.amountCents} > 0 else ${table.amountCents} < 0 end`,
    ),
    // Each kind names its document; change and drawer cash are cash; only cash names a drawer.
    check(
      'payments_document',
      sql`case ${table.kind}
        when 'sale' then ${table.saleId} is not null
        when 'change' then ${table.saleId} is not null and ${table.method} = 'cash'
        when 'refund' then ${table.saleId} is not null and ${table.returnId} is not null
        when 'paid_in' then ${table.drawerCashId} is not null and ${table.drawerSessionId} is not null and ${table.method} = 'cash'
        when 'paid_out' then ${table.drawerCashId} is not null and ${table.drawerSessionId} is not null and ${table.method} = 'cash'
        else true end and (${table.drawerSessionId} is null or ${table.method} = 'cash')`,
    ),
    check(
      'payments_invoice_payment',
      sql`${table.kind} <> 'invoice_payment' or (${table.amountCents} > 0 and ${table.customerId} is not null and ${table.storeCreditCents} between 0 and ${table.amountCents})`,
    ),
  ],
);

/** What of a payment settled which invoice. */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    paymentId: uuid()
      .notNull()
      .references(() => payments.id),
    invoiceNumber: text()
      .notNull()
      .references(() => invoices.number),
    amountCents: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.paymentId, table.invoiceNumber] }),
    index().on(table.invoiceNumber),
    check('payment_allocations_positive', sql`${table.amountCents} > 0`),
  ],
);
