import { sql } from 'drizzle-orm';
import { bins, locations, stockItems } from './catalogue';
import { check, index, integer, pgTable, primaryKey, text, timestamptz, uuid } from './columns';

/**
 * The stock ledger: every change of stock, append-only, one item at one bin. `quantity` is the
 * signed change of on hand. The location is kept on the row so a business spread over many
 * databases can place a store's movements with the store.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: uuid().primaryKey(),
    kind: text().notNull(),
    itemId: text()
      .notNull()
      .references(() => stockItems.id),
    binId: text()
      .notNull()
      .references(() => bins.id),
    locationId: text()
      .notNull()
      .references(() => locations.id),
    quantity: integer().notNull(),
    at: timestamptz().notNull(),
    /** Who made it (a user id). */
    by: text().notNull(),
    documentKind: text(),
    documentId: text(),
    reason: text(),
  },
  (table) => [
    index().on(table.itemId, table.at, table.id),
    index().on(table.documentKind, table.documentId),
    check(
      'stock_movements_kind',
      sql`${table.kind} in ('opening', 'receipt', 'return', 'sale', 'adjustment', 'count', 'transfer')`,
    ),
    check('stock_movements_quantity_not_zero', sql`${table.quantity} <> 0`),
  ],
);

/**
 * On hand of one item at one bin: the sum of its movements, changed in the same transaction as
 * each movement. Never below zero: the CHECK is the last guard behind the contract's refusal.
 */
export const stockBalances = pgTable(
  'stock_balances',
  {
    itemId: text()
      .notNull()
      .references(() => stockItems.id),
    binId: text()
      .notNull()
      .references(() => bins.id),
    locationId: text()
      .notNull()
      .references(() => locations.id),
    onHand: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.binId] }),
    index().on(table.binId),
    index().on(table.locationId, table.itemId),
    check('stock_balances_on_hand_not_negative', sql`${table.onHand} >= 0`),
  ],
);
