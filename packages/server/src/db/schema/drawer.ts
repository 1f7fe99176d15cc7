import { sql } from 'drizzle-orm';
import { staffAccounts } from './accounts';
import {
  check,
  createdAt,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamptz,
  uniqueIndex,
  uuid,
} from './columns';

/** Notes and coins as counted: each denomination's value in cents and how many. */
type Counts = { value: number; count: number }[];

/**
 * Cash drawer sessions: a seller's, from the float counted in to the cash counted out. Once closed
 * it is final: closing sets the closing columns of an open session only, and nothing else writes one.
 */
export const drawerSessions = pgTable(
  'drawer_sessions',
  {
    id: uuid().primaryKey(),
    openedBy: uuid()
      .notNull()
      .references(() => staffAccounts.id),
    openedAt: createdAt(),
    floatCents: integer().notNull(),
    floatCounts: jsonb().$type<Counts>(),
    closedBy: uuid().references(() => staffAccounts.id),
    closedAt: timestamptz(),
    countedCents: integer(),
    countedCounts: jsonb().$type<Counts>(),
  },
  (table) => [
    // One open session per seller at a time.
    uniqueIndex('drawer_sessions_one_open').on(table.openedBy).where(sql`${table.closedAt} is null`),
    // The list, newest first, and a seller's own.
    index().on(table.openedAt, table.id),
    index().on(table.openedBy, table.openedAt),
    check('drawer_sessions_float', sql`${table.floatCents} >= 0`),
    check(
      'drawer_sessions_closed_whole',
      sql`(${table.closedAt} is null) = (${table.countedCents} is null) and (${table.closedAt} is null) = (${table.closedBy} is null) and (${table.countedCents} is null or ${table.countedCents} >= 0)`,
    ),
  ],
);

/** Cash paid into a drawer or out of it, with the reason. */
export const drawerCash = pgTable(
  'drawer_cash',
  {
    id: uuid().primaryKey(),
    sessionId: uuid()
      .notNull()
      .references(() => drawerSessions.id),
    /** 'in' or 'out'. */
    kind: text().notNull(),
    amountCents: integer().notNull(),
    reason: text().notNull(),
    at: createdAt(),
    by: uuid()
      .notNull()
      .references(() => staffAccounts.id),
  },
  (table) => [
    index().on(table.sessionId, table.at),
    check('drawer_cash_kind', sql`${table.kind} in ('in', 'out')`),
    check('drawer_cash_positive', sql`${table.amountCents} > 0`),
  ],
);
