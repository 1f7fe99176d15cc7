import { sql } from 'drizzle-orm';
import { bins } from './catalogue';
import { check, createdAt, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from './columns';
import { drawerSessions } from './drawer';
import { creditNotes } from './invoices';
import { sales } from './sales';

/**
 * Returns against a sale, kept as documents of their own: never changed or removed (a correction
 * is another return). The sale they reverse keeps its lines and money as sold.
 */
export const saleReturns = pgTable(
  'sale_returns',
  {
    /** The return's number, e.g. RET-0001. */
    id: text().primaryKey(),
    saleId: text()
      .notNull()
      .references(() => sales.id),
    createdAt: createdAt(),
    /** Who took it back (a user id). */
    recordedBy: text().notNull(),
    reason: text().notNull(),
    note: text(),
    refundCents: integer().notNull(),
    /** The drawer a cash refund came out of. */
    drawerSessionId: uuid().references(() => drawerSessions.id),
    /** An invoiced sale's return: the credit note it issued on the invoice, its refund. */
    creditNoteNumber: text().references(() => creditNotes.number),
    /** An exchange's return: the new sale its credit paid towards (that sale's `exchange` tender names this return). */
    exchangeSaleId: text().references(() => sales.id),
  },
  (table) => [
    index().on(table.saleId),
    index().on(table.createdAt, table.id),
    uniqueIndex().on(table.exchangeSaleId),
    check('sale_returns_reason', sql`${table.reason} in ('damaged', 'wrong_item', 'not_wanted', 'other')`),
    check('sale_returns_refund_not_negative', sql`${table.refundCents} >= 0`),
  ],
);

/** Each line coming back: how many of the sale's line, where it went (null: written off), its refund. */
export const saleReturnLines = pgTable(
  'sale_return_lines',
  {
    returnId: text()
      .notNull()
      .references(() => saleReturns.id),
    /** The sale's line, by its place in the sale. */
    lineNo: integer().notNull(),
    itemId: text().notNull(),
    name: text().notNull(),
    quantity: integer().notNull(),
    binId: text().references(() => bins.id),
    refundCents: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.returnId, table.lineNo] }),
    check('sale_return_lines_positive', sql`${table.quantity} > 0 and ${table.refundCents} >= 0`),
  ],
);

/**
 * Where a return's money went: back to a method of the sale's tenders, cash from a drawer, store
 * credit on the sale's customer (`store_credit`), a credit note on the sale's invoice
 * (`credit_note`, the one the return names), or an exchange's new sale (`exchange`, the one the
 * return names).
 */
export const saleRefunds = pgTable(
  'sale_refunds',
  {
    returnId: text()
      .notNull()
      .references(() => saleReturns.id),
    method: text().notNull(),
    amountCents: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.returnId, table.method] }),
    check('sale_refunds_positive', sql`${table.amountCents} > 0`),
    check(
      'sale_refunds_method',
      sql`${table.method} in ('cash', 'card', 'mobile', 'store_credit', 'credit_note', 'exchange')`,
    ),
  ],
);

/**
 * An exchange's credit by where it came from: what of each of the returned sale's tenders (its
 * own, or an exchange credit it was paid with in turn) the return's `exchange` refund took to the
 * new sale. The new sale's return pays it back there; the returned sale has that much less to give.
 */
export const exchangeCredits = pgTable(
  'exchange_credits',
  {
    returnId: text()
      .notNull()
      .references(() => saleReturns.id),
    method: text().notNull(),
    amountCents: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.returnId, table.method] }),
    check('exchange_credits_positive', sql`${table.amountCents} > 0`),
    check('exchange_credits_method', sql`${table.method} in ('cash', 'card', 'mobile', 'store_credit')`),
  ],
);
