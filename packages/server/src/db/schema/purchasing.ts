import { sql } from 'drizzle-orm';
import { check, createdAt, integer, pgTable, primaryKey, text } from './columns';
import { suppliers } from './people';

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
    createdAt: createdAt(),
  },
  (table) => [check('purchase_orders_total_not_negative', sql`${table.totalCents} >= 0`)],
);

/** A purchase order's lines: one per product, at the price agreed. */
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
  },
  (table) => [primaryKey({ columns: [table.purchaseOrderId, table.lineNo] })],
);
