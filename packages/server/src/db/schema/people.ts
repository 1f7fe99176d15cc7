import { sql } from 'drizzle-orm';
import { boolean, check, createdAt, index, integer, pgTable, text, uniqueIndex } from './columns';

/** Who the customers are; their orders and spending are summed from their sales. */
export const customers = pgTable(
  'customers',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    address: text().notNull(),
    createdAt: createdAt(),
    /**
     * The day of the customer's first counted (not cancelled) sale, YYYY-MM-DD; null before one.
     * Kept by a trigger on sales (migration 0015): Analytics counts new customers by it.
     */
    firstOrderDate: text(),
    /** Archived: gone from the list and the till's search; their sales stay theirs. */
    archived: boolean().notNull().default(false),
    /** The phone number's digits: what tells two numbers apart, and what a phone search matches. */
    phoneDigits: text().notNull().generatedAlwaysAs(sql`regexp_replace(phone, '[^0-9]', '', 'g')`),
    /** Payment terms: days an invoice gives them (Net 30 is 30); none by default (due on issue). */
    paymentTermsDays: integer(),
    /** The most they may owe on account, in cents; none by default. */
    creditLimitCents: integer(),
    /** What their open invoices still owe, kept with every invoice, payment and credit note. */
    owedCents: integer().notNull().default(0),
    /** Overpayments and credit notes' paid parts, theirs to spend. */
    storeCreditCents: integer().notNull().default(0),
  },
  (table) => [
    // The list's order, newest first, and its pages going on after a customer.
    index().on(table.createdAt, table.id),
    // §9 search by name or email: substrings through trigram indexes, not a scan.
    index('customers_name_trigram_index').using('gin', table.name.op('gin_trgm_ops')),
    index('customers_email_trigram_index').using('gin', table.email.op('gin_trgm_ops')),
    index().on(table.firstOrderDate),
    // A phone search matches the digits, through a trigram index too.
    index('customers_phone_digits_trigram_index').using('gin', table.phoneDigits.op('gin_trgm_ops')),
    // Email (ignoring case) and phone (by its digits) are unique among the active customers: the
    // domain's rule refuses a repeat with its field, these refuse two customers made at once.
    uniqueIndex('customers_email_unique')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.email} <> '' and not ${table.archived}`),
    uniqueIndex('customers_phone_unique')
      .on(table.phoneDigits)
      .where(sql`${table.phoneDigits} <> '' and not ${table.archived}`),
    check(
      'customers_account',
      sql`${table.owedCents} >= 0 and ${table.storeCreditCents} >= 0 and (${table.paymentTermsDays} is null or ${table.paymentTermsDays} >= 0) and (${table.creditLimitCents} is null or ${table.creditLimitCents} >= 0)`,
    ),
  ],
);

export const suppliers = pgTable('suppliers', {
  id: text().primaryKey(),
  name: text().notNull(),
  email: text().notNull(),
  phone: text().notNull(),
  address: text().notNull(),
  /** How many days its deliveries take. */
  leadTimeDays: integer().notNull().default(0),
  createdAt: createdAt(),
});
