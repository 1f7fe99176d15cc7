import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { bins, stockItems } from './catalogue';
import { check, createdAt, index, integer, pgTable, primaryKey, text, timestamptz } from './columns';
import { suppliers } from './people';

/** The number in a PO number ("PO-1000" is 1000; 0 without digits), as the domain's purchaseOrderNumber. */
export const purchaseOrderNumber = (id: AnyPgColumn) =>
  sql<number>`coalesce(nullif(regexp_replace(${id}, '\\D', '', 'g'), '')::bigint, 0)`;

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: text().primaryKey(),
    supplierId: text()
      .notNull()
      .references(() => suppliers.id),
    /** YYYY-MM-DD, or '' when not given. */
    orderDate: text().notNull(),
    expectedDelivery: text().notNull(),
    notes: text().notNull(),
    priority: text().notNull(),
    totalCents: integer().notNull(),
    /** Draft, ordered, partially_received, received or cancelled. */
    status: text().notNull().default('ordered'),
    /** Why it was cancelled; '' unless cancelled. */
    cancelReason: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index().on(table.createdAt),
    index().on(table.supplierId),
    // Purchase Orders' own order: by the number in the PO number, newest first, as
    // purchaseOrdersListing sorts it.
    index('purchase_orders_number_index').on(purchaseOrderNumber(table.id), sql`${table.id} collate "C"`),
    check('purchase_orders_total_not_negative', sql`${table.totalCents} >= 0`),
    check(
      'purchase_orders_status',
      sql`${table.status} in ('draft', 'ordered', 'partially_received', 'received', 'cancelled')`,
    ),
  ],
);

/** A purchase order's lines: one per product, at the price agreed, with what has arrived of it. */
export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    purchaseOrderId: text()
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    lineNo: integer().notNull(),
    productId: text().notNull(),
    productName: text().notNull(),
    sku: text().notNull(),
    quantity: integer().notNull(),
    unitPriceCents: integer().notNull(),
    totalCents: integer().notNull(),
    received: integer().notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.purchaseOrderId, table.lineNo] }),
    index().on(table.productId),
    // The last guard against receiving more than was ordered.
    check(
      'purchase_order_lines_received',
      sql`${table.received} >= 0 and ${table.received} <= ${table.quantity}`,
    ),
  ],
);

/** One delivery from the supplier, recorded once per key. */
export const purchaseReceipts = pgTable(
  'purchase_receipts',
  {
    id: text().primaryKey(),
    purchaseOrderId: text()
      .notNull()
      .references(() => purchaseOrders.id),
    /** The dialog's key for this receipt: sent again, it records nothing new. */
    idempotencyKey: text().notNull().unique(),
    at: timestamptz().notNull(),
    /** Who received it (a user id). */
    by: text().notNull(),
  },
  (table) => [index().on(table.purchaseOrderId)],
);

/** What a receipt put where. */
export const purchaseReceiptLines = pgTable(
  'purchase_receipt_lines',
  {
    receiptId: text()
      .notNull()
      .references(() => purchaseReceipts.id, { onDelete: 'cascade' }),
    lineNo: integer().notNull(),
    itemId: text()
      .notNull()
      .references(() => stockItems.id),
    productName: text().notNull(),
    sku: text().notNull(),
    quantity: integer().notNull(),
    binId: text()
      .notNull()
      .references(() => bins.id),
  },
  (table) => [
    primaryKey({ columns: [table.receiptId, table.lineNo] }),
    check('purchase_receipt_lines_positive', sql`${table.quantity} > 0`),
  ],
);
