import { sql } from 'drizzle-orm';
import { check, createdAt, index, jsonb, pgTable, text } from './columns';

/**
 * Documents the business keeps one of, by name: the settings, the signed-in account's profile
 * (until staff accounts), and the figures not yet computed from the records (the dashboard's
 * revenue and orders cards and recent orders, the Analytics KPIs).
 */
export const businessDocuments = pgTable('business_documents', {
  name: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: createdAt(),
});

export const notifications = pgTable(
  'notifications',
  {
    id: text().primaryKey(),
    kind: text().notNull(),
    title: text().notNull(),
    message: text().notNull(),
    /** As the notification says it ("2 min ago"), until notifications are raised by events. */
    time: text().notNull(),
    /** Newest first. */
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'notifications_kind',
      sql`${table.kind} in ('low_stock', 'new_order', 'rider_assignment', 'backup_failed')`,
    ),
    // Read a page at a time, newest first: they grow with every sale that raises one.
    index().on(table.createdAt, table.id),
  ],
);
