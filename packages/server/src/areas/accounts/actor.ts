import { AsyncLocalStorage } from 'node:async_hooks';
import { mayCall, type Role } from '@warehouse/domain/accounts';
import type { WarehouseApi } from '@warehouse/domain/contract';
import type { Executor } from '../../sql/executor';
import { demoOwner, type StaffAccount } from './accounts';

/**
 * Who makes the contract call under way, through which session, and the call itself. No account:
 * a call made in the process itself (tests, tools), recorded as the demo owner's, as in memory.
 */
export interface Actor {
  account: StaffAccount | null;
  sessionToken: string | null;
  call: keyof WarehouseApi;
  args: unknown[];
  /** The request's idempotency key (a keyed call): its write is applied once… */
  requestKey?: string;
  /** …and stored with the write's transaction (`recordRequestKey`). */
  keyRecorded?: boolean;
}

const actors = new AsyncLocalStorage<Actor>();

/**
 * Runs a contract call as the signed-in account: the store stamps its records with them and
 * changes their own password, without every call of the contract taking a user argument.
 */
export const actAs = <T>(actor: Actor, call: () => Promise<T>): Promise<T> => actors.run(actor, call);

/** The account of the call under way; none outside a request (tests, the seed). */
export const currentActor = (): Actor | undefined => actors.getStore();

/** Who acts: the call's account; outside a request (tests, tools), the demo owner, as the audit trail says. */
export const actingAccount = async (db: Executor): Promise<StaffAccount> =>
  currentActor()?.account ?? (await demoOwner(db));

/** Whether the account of the call under way may make that call (a call made in the process: yes). */
export const actorMay = (call: keyof WarehouseApi): boolean =>
  mayCall((currentActor()?.account?.role ?? 'owner') as Role, call);
