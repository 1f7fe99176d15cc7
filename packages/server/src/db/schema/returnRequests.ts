import type { ReturnRequestLine } from '@warehouse/domain/returns';
import { sql } from 'drizzle-orm';
import { check, createdAt, index, jsonb, pgTable, text, timestamptz } from './columns';
import { deliveries } from './deliveries';
import { saleReturns } from './returns';
import { sales } from './sales';

/**
 * Customer return requests for orders the customer has (delivered, or handed over at the till): requested → received → refunded (the return it
 * recorded named) or rejected (with its reason). Each step sets its own columns, and the checks
 * keep the status and them in agreement; a step changes a row only from the statuses it starts from.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    /** RR-0001. */
    id: text().primaryKey(),
    saleId: text()
      .notNull()
      .references(() => sales.id),
    /** The delivery that took it to the customer; null: handed over at the till. */
    deliveryId: text().references(() => deliveries.id),
    /** The order's customer then, as the list shows and searches it. */
    customer: text().notNull(),
    status: text().notNull(),
    reason: text().notNull(),
    note: text(),
    /** The order's lines asked back and how many of each (kept as asked: a request is not edited). */
    lines: jsonb().$type<ReturnRequestLine[]>().notNull(),
    requestedAt: createdAt(),
    requestedBy: text().notNull(),
    receivedAt: timestamptz(),
    receivedBy: text(),
    /** When it was refunded or rejected, and by whom. */
    closedAt: timestamptz(),
    closedBy: text(),
    rejection: text(),
    returnId: text().references(() => saleReturns.id),
  },
  (table) => [
    index().on(table.requestedAt, table.id),
    index().on(table.saleId),
    // The menu's badge counts the open ones, few among many.
    index('return_requests_open_index')
      .on(table.status)
      .where(sql`${table.status} in ('requested', 'received')`),
    index('return_requests_id_trigram_index').using('gin', table.id.op('gin_trgm_ops')),
    index('return_requests_sale_id_trigram_index').using('gin', table.saleId.op('gin_trgm_ops')),
    index('return_requests_customer_trigram_index').using('gin', table.customer.op('gin_trgm_ops')),
    check(
      'return_requests_status',
      sql`${table.status} in ('requested', 'received', 'refunded', 'rejected')`,
    ),
    check('return_requests_reason', sql`${table.reason} in ('damaged', 'wrong_item', 'not_wanted', 'other')`),
    // Each status has exactly the steps behind it: received once the goods are back, closed once
    // refunded (with its return) or rejected (with its reason).
    check(
      'return_requests_steps',
      sql`(${table.receivedAt} is not null) = (${table.status} in ('received', 'refunded') or (${table.status} = 'rejected' and ${table.receivedBy} is not null))
        and (${table.closedAt} is not null) = (${table.status} in ('refunded', 'rejected'))
        and (${table.returnId} is not null) = (${table.status} = 'refunded')
        and (${table.rejection} is not null) = (${table.status} = 'rejected')`,
    ),
  ],
);
