import { createdAt, index, integer, pgTable, text } from './columns';

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
  },
  (table) => [
    // The list's order, newest first, and its pages going on after a customer.
    index().on(table.createdAt, table.id),
    // §9 search by name or email: substrings through trigram indexes, not a scan.
    index('customers_name_trigram_index').using('gin', table.name.op('gin_trgm_ops')),
    index('customers_email_trigram_index').using('gin', table.email.op('gin_trgm_ops')),
    index().on(table.firstOrderDate),
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
