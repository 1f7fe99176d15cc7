import { createHmac } from 'node:crypto';
import { ConflictError } from '@warehouse/domain/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { requestKeys } from '../../db/schema';
import type { Executor } from '../../sql/executor';
import type { Actor } from '../accounts/actor';

const KEY_REUSED = {
  title: 'Not Done',
  message: 'This request was already made with other details: start it again',
  destructive: true,
} as const;

/**
 * What a call asked, to tell a repeat from another request under the same key: keyed with the
 * session's token (a secret the database holds only the hash of), so arguments that are secrets
 * themselves (a temporary password) cannot be guessed from it at leisure. A till retries within
 * its session.
 */
const fingerprintOf = (actor: Actor) =>
  createHmac('sha256', actor.sessionToken ?? 'in-process')
    .update(JSON.stringify([actor.call, actor.args]))
    .digest('base64url');

type KeyRow = typeof requestKeys.$inferSelect;

/** The first answer to a key, if the request is the same one; another request under it is refused. */
function replayed(actor: Actor, first: KeyRow): unknown {
  const same =
    first.call === actor.call &&
    first.fingerprint === fingerprintOf(actor) &&
    first.accountId === (actor.account?.id ?? null);
  if (!same) throw new ConflictError('key_reused', KEY_REUSED);
  // Answered from the key: the call does not run again, so nothing changes and nothing is recorded.
  return first.response ?? undefined;
}

const readKey = async (db: Executor, key: string) =>
  (await db.select().from(requestKeys).where(eq(requestKeys.key, key)))[0];

/**
 * Runs a keyed call once: a key already answered is answered the same way, before the call runs;
 * otherwise the call runs, and its write stores the key with the answer (`recordRequestKey`, in
 * the write's own transaction). When the call fails, a twin sent at the same moment may have
 * stored the key meanwhile: it is then answered from there, and this one changes nothing.
 */
export async function onceForKey(db: Db, actor: Actor, run: () => Promise<unknown>): Promise<unknown> {
  const key = actor.requestKey;
  if (!key) return run();
  const earlier = await readKey(db, key);
  if (earlier) return replayed(actor, earlier);
  try {
    return await run();
  } catch (error) {
    const first = await readKey(db, key);
    if (first) return replayed(actor, first);
    throw error;
  }
}

/** The key of the call under way, stored with its answer, once, in the write's transaction. */
export async function recordRequestKey(tx: Executor, actor: Actor, result: unknown): Promise<void> {
  const key = actor.requestKey;
  if (!key || actor.keyRecorded) return;
  await tx.insert(requestKeys).values({
    key,
    accountId: actor.account?.id ?? null,
    call: actor.call,
    fingerprint: fingerprintOf(actor),
    response: (result ?? null) as unknown,
  });
  actor.keyRecorded = true;
}

/** Keys older than a day are forgotten: long past any retry a till makes. */
export async function forgetOldRequestKeys(db: Executor): Promise<void> {
  await db.delete(requestKeys).where(sql`${requestKeys.createdAt} < now() - interval '1 day'`);
}
