import { createdAt, integer, pgTable, text } from './columns';

export const customers = pgTable('customers', {
  id: text().primaryKey(),
  name: text().notNull(),
  email: text().notNull(),
  phone: text().notNull(),
  address: text().notNull(),
  totalOrders: integer().notNull(),
  totalSpentCents: integer().notNull(),
  /** YYYY-MM-DD. */
  lastOrder: text().notNull(),
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
