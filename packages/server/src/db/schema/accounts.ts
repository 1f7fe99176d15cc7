import { ROLES, SESSION_IDLE_MINUTES } from '@warehouse/domain/accounts';
import { sql } from 'drizzle-orm';
import { uniqueIndex } from 'drizzle-orm/pg-core';
import { boolean, check, createdAt, index, integer, pgTable, text, timestamptz, uuid } from './columns';

/** The people who sign in. The user id is unique whatever its case. */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: uuid().primaryKey(),
    userId: text().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    role: text().notNull(),
    active: boolean().notNull().default(true),
    /** argon2id (PHC string); none for the demo owner, who signs in only in demo mode. */
    passwordHash: text(),
    mustChangePassword: boolean().notNull().default(false),
    createdAt: createdAt(),
    lastSignInAt: timestamptz(),
  },
  (table) => [
    uniqueIndex('staff_accounts_user_id').on(sql`lower(${table.userId})`),
    check('staff_accounts_role', sql.raw(`role in (${ROLES.map((role) => `'${role}'`).join(', ')})`)),
  ],
);

/**
 * Signed-in sessions, shared by every server process. The cookie carries a random token; only its
 * SHA-256 is stored, so a copy of the database opens no session.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text().primaryKey(),
    accountId: uuid()
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamptz().notNull().defaultNow(),
    /** The absolute end, whatever the activity. */
    expiresAt: timestamptz().notNull(),
    /** Minutes without a request that end it: a till role's fewer (Settings → Store). */
    idleMinutes: integer().notNull().default(SESSION_IDLE_MINUTES),
  },
  (table) => [index('staff_sessions_account').on(table.accountId)],
);

/**
 * Sign-in attempts in the current window, by key (an account or an address): shared by every
 * server process, so a limit holds behind a load balancer too.
 */
export const signInAttempts = pgTable('sign_in_attempts', {
  key: text().primaryKey(),
  windowStart: timestamptz().notNull().defaultNow(),
  count: integer().notNull(),
});
