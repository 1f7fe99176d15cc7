import type { CartLine, Discount } from '@warehouse/domain/pos';
import { sql } from 'drizzle-orm';
import { locations, stockItems } from './catalogue';
import { check, createdAt, index, integer, jsonb, pgTable, primaryKey, text, uuid } from './columns';
import { drawerSessions } from './drawer';
import { customers } from './people';

/** Sales recorded at the POS (and the sample's history), money in cents. */
export const sales = pgTable(
  'sales',
  {
    /** The order id, e.g. ORD-1013. */
    id: text().primaryKey(),
    customer: text().notNull(),
    /** The customer record it was sold to; null for a walk-in or a name typed at the till. */
    customerId: text().references(() => customers.id),
    amountCents: integer().notNull(),
    status: text().notNull(),
    paymentMethod: text().notNull(),
    /** The sale's calendar day, YYYY-MM-DD. */
    date: text().notNull(),
    /** Units sold. */
    items: integer().notNull(),
    /** Where it was sold; null for the sample's history. */
    locationId: text().references(() => locations.id),
    createdAt: createdAt(),
    /** Who recorded it (a user id). */
    recordedBy: text(),
    /** The till's key for this sale: sent again, it answers with this sale. */
    idempotencyKey: text().unique(),
    /** The lines, choice and customer the key was first sent with. */
    fingerprint: text(),
    /** The Fast Delivery created with it. */
    deliveryId: text(),
    // A till sale's money as computed when it was sold; null for the sample's history.
    subtotalCents: integer(),
    /** Every discount: the lines' own and the cart's. */
    discountCents: integer(),
    cartDiscountCents: integer(),
    cartDiscountReason: text(),
    taxCents: integer(),
    /** The settings' tax rate then, in hundredths of a percent (8.25% is 825). */
    taxRateHundredths: integer(),
    deliveryFeeCents: integer(),
    /** Given back from cash. */
    changeCents: integer(),
    /** The cash drawer session it counts in: its seller's open one when it was sold at the till. */
    drawerSessionId: uuid().references(() => drawerSessions.id),
  },
  (table) => [
    // The list's order, newest first, and its pages going on after a sale.
    index().on(table.createdAt, table.id),
    // §9 search by order id or customer: substrings through trigram indexes, not a scan.
    index('sales_id_trigram_index').using('gin', table.id.op('gin_trgm_ops')),
    index('sales_customer_trigram_index').using('gin', table.customer.op('gin_trgm_ops')),
    // The figures sum sales by day, and each customer's by customer.
    index().on(table.date),
    // The Orders badge counts the open ones, few among many.
    index('sales_open_index').on(table.status).where(sql`${table.status} in ('pending', 'processing')`),
    index().on(table.customerId, table.date),
    // A drawer session's sales, for its figures.
    index().on(table.drawerSessionId),
    check('sales_amount_not_negative', sql`${table.amountCents} >= 0 and ${table.items} >= 0`),
    // A till sale's total is its subtotal less its discounts plus tax and fee, to the cent.
    check(
      'sales_money_adds_up',
      sql`${table.subtotalCents} is null or ${table.amountCents} = ${table.subtotalCents} - ${table.discountCents} + ${table.taxCents} + ${table.deliveryFeeCents}`,
    ),
  ],
);

/** What a sale sold: each line at the catalogue's name and price when it was sold. */
export const saleLines = pgTable(
  'sale_lines',
  {
    saleId: text()
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    lineNo: integer().notNull(),
    itemId: text()
      .notNull()
      .references(() => stockItems.id),
    name: text().notNull(),
    unitPriceCents: integer().notNull(),
    quantity: integer().notNull(),
    /** A till sale's: the line's own discount (the cart's is the sale's), and its tax (after both). */
    discountCents: integer(),
    taxCents: integer(),
    discountReason: text(),
  },
  (table) => [
    primaryKey({ columns: [table.saleId, table.lineNo] }),
    index().on(table.itemId),
    check('sale_lines_positive', sql`${table.quantity} > 0 and ${table.unitPriceCents} >= 0`),
  ],
);

/** How a till sale was paid: each tender in the order taken (cash tendered, card or wallet charged). */
export const saleTenders = pgTable(
  'sale_tenders',
  {
    saleId: text()
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    tenderNo: integer().notNull(),
    method: text().notNull(),
    amountCents: integer().notNull(),
    /** A card's last four digits, an approval code. */
    reference: text(),
  },
  (table) => [
    primaryKey({ columns: [table.saleId, table.tenderNo] }),
    check('sale_tenders_positive', sql`${table.amountCents} > 0`),
  ],
);

/** Carts a till parked to start another sale, until a till resumes them (then they are gone). */
export const parkedCarts = pgTable(
  'parked_carts',
  {
    id: uuid().primaryKey(),
    /** The lines as the till held them (its discounts on them), and the cart's own discount. */
    lines: jsonb().$type<CartLine[]>().notNull(),
    cartDiscount: jsonb().$type<Discount>(),
    customerId: text().references(() => customers.id),
    /** Who parked it (their name, as the list shows it). */
    parkedBy: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index().on(table.createdAt, table.id)],
);
