import { sql } from 'drizzle-orm';
import { bins, locations, products, stockItems } from './catalogue';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamptz,
  uuid,
} from './columns';

/** One stock item at one bin of a location: where a movement or a balance is. */
const itemAtBin = () => ({
  itemId: text()
    .notNull()
    .references(() => stockItems.id),
  binId: text()
    .notNull()
    .references(() => bins.id),
  /** The bin's location, kept on the row so a business spread over many databases can place a store's stock with the store. */
  locationId: text()
    .notNull()
    .references(() => locations.id),
});

/**
 * The stock ledger: every change of stock, append-only, one item at one bin. `quantity` is the
 * signed change of on hand.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: uuid().primaryKey(),
    /** The ledger's order: movements made in one instant still have theirs. */
    seq: bigint({ mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    kind: text().notNull(),
    ...itemAtBin(),
    /** The item's product, kept with the movement so a product's movements since a day are summed without a lookup per item. */
    productId: text().notNull(),
    quantity: integer().notNull(),
    at: timestamptz().notNull(),
    /** Who made it (a user id). */
    by: text().notNull(),
    documentKind: text(),
    documentId: text(),
    reason: text(),
  },
  (table) => [
    index().on(table.itemId, table.seq),
    index().on(table.documentKind, table.documentId),
    // The dashboard compares stock now with a month and a week ago, product by product
    // from this index alone.
    index().on(table.at, table.productId, table.quantity),
    check(
      'stock_movements_kind',
      sql`${table.kind} in ('opening', 'receipt', 'return', 'sale', 'adjustment', 'count', 'transfer')`,
    ),
    // A count that finds the figure already there is recorded as a movement of 0.
    check('stock_movements_quantity_not_zero', sql`${table.quantity} <> 0 or ${table.kind} = 'count'`),
  ],
);

/**
 * On hand of one item at one bin: the sum of its movements, changed in the same transaction as
 * each movement. Never below zero: the CHECK is the last guard behind the contract's refusal.
 */
export const stockBalances = pgTable(
  'stock_balances',
  {
    ...itemAtBin(),
    onHand: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.binId] }),
    index().on(table.binId),
    index().on(table.locationId, table.itemId),
    check('stock_balances_on_hand_not_negative', sql`${table.onHand} >= 0`),
  ],
);

/**
 * The units on hand of the products on sale, the dashboard's first card, kept by a
 * trigger on product_stock (migration 0021) in the statement that changes it: one row per
 * database connection that changed stock, so concurrent sales never wait on one shared total.
 * The figure is the sum of the rows, where summing product_stock read 100,000; the rows of ended
 * connections are folded into one at start-up (foldEndedBackendsUnits).
 */
export const stockUnits = pgTable('stock_units', {
  /** The PostgreSQL backend (pg_backend_pid) whose changes the row holds. */
  backend: integer().primaryKey(),
  units: bigint({ mode: 'number' }).notNull(),
});

/**
 * Each product's stock over every bin, beside what its Low Stock rule reads: kept by
 * triggers (migration 0014) in the very statement that changes a balance or the product, so the
 * dashboard, the menu's badge and Low Stock count the low products without summing every balance.
 */
export const productStock = pgTable(
  'product_stock',
  {
    productId: text()
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    onHand: integer().notNull().default(0),
    lowStockThreshold: integer().notNull(),
    /** Not archived: what Inventory, the POS and the counts show. */
    onSale: boolean().notNull(),
  },
  (table) => [
    // The products Low Stock lists (at or below their threshold): a few of 100,000.
    index('product_stock_low_index')
      .on(table.productId)
      .where(sql`${table.onSale} and ${table.onHand} <= ${table.lowStockThreshold}`),
    // The archived products, whose movements the dashboard's units leave out.
    index('product_stock_archived_index').on(table.productId).where(sql`not ${table.onSale}`),
  ],
);
