import { createHash, randomBytes } from 'node:crypto';
import {
  type Role,
  SESSION_IDLE_MINUTES,
  SESSION_LIFETIME_HOURS,
  type SignInMode,
  TILL_IDLE_MINUTES_DEFAULT,
  TILL_ROLES,
} from '@warehouse/domain/accounts';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { signInAttempts, staffAccounts, staffSessions } from '../../db/schema';
import type { Executor } from '../../sql/executor';
import { firstOf, gatheredWhileBusy } from '../../sql/gatheredWhileBusy';
import { readDocumentIfAny, writeDocument } from '../overview/businessDocuments';
import type { StaffAccount } from './accounts';

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Opens a session for the account: the token goes in the cookie, its hash in the database. A till
 * role's session ends sooner without use (Settings → Store: Till Sign-out).
 */
export async function openSession(db: Executor, account: Pick<StaffAccount, 'id' | 'role'>): Promise<string> {
  // Sessions that can no longer open anything, and sign-in counts of windows long past, are cleared
  // as new sessions are made.
  await db.delete(signInAttempts).where(sql`${signInAttempts.windowStart} < now() - interval '1 hour'`);
  await db
    .delete(staffSessions)
    .where(
      sql`${staffSessions.expiresAt} <= now() or ${staffSessions.lastSeenAt} <= now() - make_interval(mins => ${staffSessions.idleMinutes})`,
    );
  const idleMinutes = TILL_ROLES.includes(account.role as Role)
    ? ((await readDocumentIfAny(db, 'settings'))?.store.tillIdleMinutes ?? TILL_IDLE_MINUTES_DEFAULT)
    : SESSION_IDLE_MINUTES;
  const token = randomBytes(32).toString('base64url');
  await db.insert(staffSessions).values({
    tokenHash: tokenHash(token),
    accountId: account.id,
    idleMinutes,
    expiresAt: sql`now() + make_interval(hours => ${SESSION_LIFETIME_HOURS})`,
  });
  return token;
}

/**
 * The query every request runs, prepared once per database handle: PostgreSQL parses
 * and plans it once per connection instead of on each request. The lookups that arrive while one
 * is under way go in the next together (gatheredWhileBusy): under load, one statement a batch.
 */
const sessionLookups = new WeakMap<Executor, ReturnType<typeof gatheredLookup>>();
const prepareSessionLookup = (db: Executor) =>
  db
    .select({
      hash: staffSessions.tokenHash,
      account: staffAccounts,
      seenLately: sql<boolean>`${staffSessions.lastSeenAt} >= now() - interval '1 minute'`,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.accountId))
    .where(
      and(
        sql`${staffSessions.tokenHash} = any(${sql.placeholder('hashes')}::text[])`,
        gt(staffSessions.expiresAt, sql`now()`),
        gt(staffSessions.lastSeenAt, sql`now() - make_interval(mins => ${staffSessions.idleMinutes})`),
        eq(staffAccounts.active, true),
      ),
    )
    .prepare('account_of_session');
type SessionRow = Awaited<ReturnType<ReturnType<typeof prepareSessionLookup>['execute']>>[number];

/** Lookups gathered: each token's hash answered with its session's row, if any. */
const gatheredLookup = (db: Executor) => {
  const lookup = prepareSessionLookup(db);
  return gatheredWhileBusy<string, SessionRow | undefined>(
    async (batch) => {
      // A failed lookup answers every request of the batch with its error (gatheredWhileBusy).
      const rows = await lookup.execute({ hashes: batch.map((waiting) => waiting.value) });
      const byHash = new Map(rows.map((row) => [row.hash, row]));
      for (const waiting of batch) waiting.resolve(byHash.get(waiting.value));
    },
    { atOnce: 1, take: firstOf(LOOKUPS_PER_STATEMENT) },
  );
};
/** Lookups per statement at most. */
const LOOKUPS_PER_STATEMENT = 64;

function sessionLookup(db: Executor) {
  const known = sessionLookups.get(db);
  if (known) return known;
  const gathered = gatheredLookup(db);
  sessionLookups.set(db, gathered);
  return gathered;
}

/**
 * The active account a token opens, or undefined when the session is unknown, idle for too long,
 * past its lifetime, or its account deactivated. Each use keeps it alive (written at most once a
 * minute, so reads stay reads).
 */
export async function accountOfSession(db: Executor, token: string): Promise<StaffAccount | undefined> {
  const hash = tokenHash(token);
  const row = await sessionLookup(db)(hash);
  if (!row) return undefined;
  // Most requests come within a minute of the last: they are reads only, one statement each.
  if (!row.seenLately)
    await db
      .update(staffSessions)
      .set({ lastSeenAt: sql`now()` })
      .where(
        and(
          eq(staffSessions.tokenHash, hash),
          sql`${staffSessions.lastSeenAt} < now() - interval '1 minute'`,
        ),
      );
  return row.account;
}

/** Signing out: the session is gone from the database, so its cookie opens nothing any more. */
export async function closeSession(db: Executor, token: string) {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash(token)));
}

/**
 * At start-up: when the sign-in mode is not the one the server last ran in, every session ends,
 * so nobody signed in under demo rules keeps a session once staff accounts are required.
 */
export async function endSessionsOnModeChange(db: Db, mode: SignInMode): Promise<boolean> {
  return db.transaction(async (tx) => {
    const last = await readDocumentIfAny(tx, 'signInMode');
    if (last?.mode === mode) return false;
    if (last) await tx.delete(staffSessions);
    await writeDocument(tx, 'signInMode', { mode });
    return last !== undefined;
  });
}
