import type { CreditNoteLine, InvoiceLine, InvoiceParty } from '@warehouse/domain/invoices';
import { sql } from 'drizzle-orm';
import { locations } from './catalogue';
import { check, createdAt, index, integer, jsonb, pgTable, primaryKey, text } from './columns';
import { customers } from './people';
import { sales } from './sales';

/**
 * The last number given to each kind of document (INV, CN) per location code and year. Issuing
 * takes the next one by updating its row (`insert … on conflict do update … returning`), which
 * holds the row until the issuing transaction ends: numbers run without gaps, and a rolled-back
 * issue gives its number back. Never a sequence (a sequence leaves a hole).
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    kind: text().notNull(),
    locationCode: text().notNull(),
    year: integer().notNull(),
    lastNumber: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.locationCode, table.year] }),
    check('document_counters_positive', sql`${table.lastNumber} > 0`),
  ],
);

/**
 * Invoices of sales to customers: frozen once issued (a trigger refuses a change to anything but
 * what has been paid and credited of it, and every delete). Money in cents.
 */
export const invoices = pgTable(
  'invoices',
  {
    /** INV-DS-2026-000123. */
    number: text().primaryKey(),
    saleId: text()
      .notNull()
      .unique()
      .references(() => sales.id),
    customerId: text()
      .notNull()
      .references(() => customers.id),
    /** The customer's name then: what the list shows and searches. */
    customerName: text().notNull(),
    customer: jsonb().$type<InvoiceParty>().notNull(),
    business: jsonb().$type<InvoiceParty>().notNull(),
    locationId: text().references(() => locations.id),
    /** YYYY-MM-DD in the business's time zone. */
    issueDate: text().notNull(),
    dueDate: text().notNull(),
    termsDays: integer().notNull(),
    lines: jsonb().$type<InvoiceLine[]>().notNull(),
    subtotalCents: integer().notNull(),
    discountCents: integer().notNull(),
    taxCents: integer().notNull(),
    /** Hundredths of a percent (8.25% is 825). */
    taxRateHundredths: integer().notNull(),
    deliveryFeeCents: integer().notNull(),
    totalCents: integer().notNull(),
    /** What the sale had been paid at the till when invoiced: part of `paidCents` from the start. */
    paidAtSaleCents: integer().notNull().default(0),
    currency: text().notNull(),
    issuedAt: createdAt(),
    issuedBy: text().notNull(),
    // What changes: kept beside the payments and credit notes that make them, in the same step.
    /** What was paid at the till and payments allocated to it, less what its credit notes gave back as store credit. */
    paidCents: integer().notNull().default(0),
    /** What its credit notes cancelled. */
    creditedCents: integer().notNull().default(0),
  },
  (table) => [
    index().on(table.issuedAt, table.number),
    index('invoices_number_trigram_index').using('gin', table.number.op('gin_trgm_ops')),
    index('invoices_customer_name_trigram_index').using('gin', table.customerName.op('gin_trgm_ops')),
    index().on(table.issueDate),
    index().on(table.customerId),
    // The menu's badge counts the invoices that still owe, few among many.
    index('invoices_owing_index')
      .on(table.dueDate)
      .where(sql`${table.paidCents} + ${table.creditedCents} < ${table.totalCents}`),
    check(
      'invoices_money',
      sql`${table.totalCents} >= 0 and ${table.paidCents} >= 0 and ${table.creditedCents} >= 0 and ${table.paidCents} + ${table.creditedCents} <= ${table.totalCents}`,
    ),
  ],
);

/** Credit notes: each cancels part or all of one invoice. Never changed or deleted (a trigger). */
export const creditNotes = pgTable(
  'credit_notes',
  {
    /** CN-DS-2026-000001. */
    number: text().primaryKey(),
    invoiceNumber: text()
      .notNull()
      .references(() => invoices.number),
    issuedAt: createdAt(),
    issuedBy: text().notNull(),
    reason: text().notNull(),
    lines: jsonb().$type<CreditNoteLine[]>().notNull(),
    deliveryFeeCents: integer().notNull(),
    amountCents: integer().notNull(),
    /** The part already paid, given to the customer as store credit. */
    storeCreditCents: integer().notNull(),
    /** The part already paid, paid back by its return (to the sale's tenders or cash). */
    refundedCents: integer().notNull().default(0),
  },
  (table) => [
    index().on(table.invoiceNumber),
    check(
      'credit_notes_money',
      sql`${table.amountCents} > 0 and ${table.storeCreditCents} >= 0 and ${table.refundedCents} >= 0 and ${table.storeCreditCents} + ${table.refundedCents} <= ${table.amountCents}`,
    ),
  ],
);
