import { sql } from 'drizzle-orm';
import { check, createdAt, index, integer, pgTable, real, text } from './columns';

export const riders = pgTable(
  'riders',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    phone: text().notNull(),
    email: text().notNull(),
    vehicleType: text().notNull(),
    vehicleNumber: text().notNull(),
    status: text().notNull(),
    rating: real().notNull(),
    totalDeliveries: integer().notNull(),
    completedToday: integer().notNull(),
    earningsTodayCents: integer().notNull(),
    earningsTotalCents: integer().notNull(),
    currentLocation: text().notNull(),
    zone: text().notNull(),
    /** YYYY-MM-DD. */
    joinedDate: text().notNull(),
    /** As the rider's app last reported it. */
    lastActive: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // The list's order, newest first, and its pages going on after a rider.
    index().on(table.createdAt, table.id),
    // The rider chooser lists the available ones.
    index().on(table.status, table.name),
  ],
);

export const deliveries = pgTable(
  'deliveries',
  {
    id: text().primaryKey(),
    orderId: text().notNull(),
    customerName: text().notNull(),
    customerPhone: text().notNull(),
    customerAddress: text().notNull(),
    riderId: text().references(() => riders.id),
    items: integer().notNull(),
    totalCents: integer().notNull(),
    status: text().notNull(),
    priority: text().notNull(),
    estimatedTime: text().notNull(),
    /** When it was ordered, as the domain writes it. */
    orderedAt: text().notNull(),
    pickupTime: text(),
    createdAt: createdAt(),
  },
  (table) => [
    // The list's order, newest first, and its pages going on after a delivery.
    index().on(table.createdAt, table.id),
    index().on(table.riderId),
    // §9 search by order id, customer or delivery id: substrings through trigram indexes.
    index('deliveries_id_trigram_index').using('gin', table.id.op('gin_trgm_ops')),
    index('deliveries_order_id_trigram_index').using('gin', table.orderId.op('gin_trgm_ops')),
    index('deliveries_customer_trigram_index').using('gin', table.customerName.op('gin_trgm_ops')),
    // The stat cards count by status, and the status filter lists one.
    index().on(table.status, table.createdAt, table.id),
    check('deliveries_amounts_not_negative', sql`${table.totalCents} >= 0 and ${table.items} >= 0`),
  ],
);
