import { auditedRecord, DEMO_OWNER, isAudited, type SessionEvent } from '@warehouse/domain/accounts';
import { isContractError, type WarehouseApi } from '@warehouse/domain/contract';
import type { Db } from '../../db/database';
import { auditEntries } from '../../db/schema';
import type { Executor, Transaction } from '../../sql/executor';
import type { StaffAccount } from '../accounts/accounts';
import { type Actor, actAs, currentActor } from '../accounts/actor';
import { recordRequestKey } from './requestKeys';

/**
 * What a store says of a result for the audit trail, returned with it: that the call changed
 * nothing after all (a replay answered with the first), what changed when the record alone does
 * not say, or that the entry went with the call's own writes.
 */
interface AuditNote {
  unchanged?: true;
  detail?: string;
  written?: true;
}

const notes = new WeakMap<object, AuditNote>();

function noted<T>(result: T, note: AuditNote): T {
  if (typeof result === 'object' && result !== null) notes.set(result, { ...notes.get(result), ...note });
  return result;
}

const noteOf = (result: unknown): AuditNote =>
  (typeof result === 'object' && result !== null && notes.get(result)) || {};

/** The answer of a call that changed nothing after all (a sale sent again answered with the first): no entry. */
export const unchanged = <T>(result: T): T => noted(result, { unchanged: true });

/** The answer, with what changed when its record alone does not say (a role's "Cashier → Manager"). */
export const withDetail = <T>(result: T, detail: string): T => noted(result, { detail });

/** The answer of a call whose entry went with its own writes (`auditEntryOf`): no other is written. */
export const auditWritten = <T>(result: T): T => noted(result, { written: true });

/** The call under way, if its answer owes the audit trail an entry. */
function actorOwing(result: unknown): Actor | undefined {
  const actor = currentActor();
  const note = noteOf(result);
  return actor && isAudited(actor.call) && !note.unchanged && !note.written ? actor : undefined;
}

/**
 * A transaction that changes the business: the call under way (if audited) is recorded in it, so
 * the change and its audit entry commit together or not at all.
 */
export function writeTransaction<T>(db: Db, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await work(tx);
    const actor = actorOwing(result);
    if (actor) await auditInsert(tx, actor, 'done', result, null);
    // A keyed request's key goes with its write: it exists exactly when the write does.
    const keyed = currentActor();
    if (keyed) await recordRequestKey(tx, keyed, result);
    return result;
  });
}

/**
 * The contract on PostgreSQL with its audit trail: each call runs as its actor (the request's, or
 * for a call made in the process itself, none), and a refusal of an audited call is recorded.
 */
export function auditedApi(db: Db, api: WarehouseApi): WarehouseApi {
  const wrapped = (Object.keys(api) as (keyof WarehouseApi)[]).map((call) => {
    const run = api[call] as (...args: unknown[]) => Promise<unknown>;
    return [
      call,
      (...args: unknown[]) => {
        const outer = currentActor();
        const actor: Actor = outer?.call === call ? outer : { account: null, sessionToken: null, call, args };
        return actAs(actor, async () => {
          try {
            return await run(...args);
          } catch (error) {
            if (isContractError(error)) await auditRefusal(db, actor, error.code);
            throw error;
          }
        });
      },
    ];
  });
  return Object.fromEntries(wrapped) as unknown as WarehouseApi;
}

/**
 * The audit entry of the call under way, done with `result`, as a row for the caller to write with
 * its own: a sale's entry then costs no round trip of its own. None when the call is not audited.
 * The caller answers with `auditWritten(result)` once the row is written.
 */
export function auditEntryOf(result: unknown): typeof auditEntries.$inferInsert | undefined {
  const actor = actorOwing(result);
  return actor && auditRow(actor, 'done', result, null);
}

/** Signing in or out, or a refused sign-in: an entry of its own (not a contract call). */
export async function auditSessionEvent(
  db: Executor,
  event: SessionEvent,
  who: { account: StaffAccount | null; userId: string },
  refusal: string | null = null,
): Promise<void> {
  await db.insert(auditEntries).values({
    accountId: who.account?.id ?? null,
    userId: (who.account?.userId ?? who.userId).slice(0, RECORD_LENGTH),
    call: event,
    record: null,
    outcome: refusal ? 'refused' : 'done',
    code: refusal,
  });
}

/** A refusal (nothing changed): recorded on its own. */
export async function auditRefusal(db: Executor, actor: Actor, code: string): Promise<void> {
  if (isAudited(actor.call)) await auditInsert(db, actor, 'refused', undefined, code);
}

/** The record the call is about; none when a refused request's arguments do not say. */
function recordOf(actor: Actor, result: unknown): string | null {
  try {
    const record = auditedRecord(actor.call, actor.args, result);
    // A refused request's record is whatever it sent: kept short.
    return record === null ? null : String(record).slice(0, RECORD_LENGTH);
  } catch {
    return null;
  }
}

const RECORD_LENGTH = 200;

function auditInsert(
  db: Executor,
  actor: Actor,
  outcome: 'done' | 'refused',
  result: unknown,
  code: string | null,
) {
  return db.insert(auditEntries).values(auditRow(actor, outcome, result, code));
}

function auditRow(
  actor: Actor,
  outcome: 'done' | 'refused',
  result: unknown,
  code: string | null,
): typeof auditEntries.$inferInsert {
  return {
    accountId: actor.account?.id ?? null,
    userId: actor.account?.userId ?? DEMO_OWNER.userId,
    call: actor.call,
    record: recordOf(actor, result),
    outcome,
    code,
    // Only when there is one: a sale's entry is written with the sale's own rows, which name no detail.
    ...(outcome === 'done' && noteOf(result).detail ? { detail: noteOf(result).detail } : {}),
  };
}
