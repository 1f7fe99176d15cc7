import { createdAt, integer, pgTable, text } from './columns';

/** Who the customers are; their orders and spending are summed from their sales (issue 14). */
export const customers = pgTable('customers', {
  id: text().primaryKey(),
  name: text().notNull(),
  email: text().notNull(),
  phone: text().notNull(),
  address: text().notNull(),
  createdAt: createdAt(),
});

export const suppliers = pgTable('suppliers', {
  id: text().primaryKey(),
  name: text().notNull(),
  email: text().notNull(),
  phone: text().notNull(),
  address: text().notNull(),
  /** Issue 17: how many days its deliveries take. */
  leadTimeDays: integer().notNull().default(0),
  createdAt: createdAt(),
});
