import { mayCall, type Role } from '@warehouse/domain/accounts';
import {
  accessProblem,
  CONTRACT_ROUTES,
  IDEMPOTENCY_KEY_HEADER,
  KEYED_CALLS,
  ValidationError,
  type WarehouseApi,
} from '@warehouse/domain/contract';
import { CONTRACT_SCHEMAS } from '@warehouse/domain/contract-schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { auditRefusal } from '../audit/auditTrail';
import { onceForKey } from '../audit/requestKeys';
import { actAs } from '../auth/actor';
import { registerAttemptLimits, startSession } from '../auth/sessionRoutes';
import type { Db } from '../db/database';
import { sendProblem } from './problems';
import { sendContractJson } from './sendContractJson';

const NOT_VALID = 'The request is not valid';

/** Calls that check or set a password, limited like signing in (each costs a slow hash), by key. */
const LIMITED: Partial<Record<keyof WarehouseApi, string>> = {
  changePassword: 'password-change',
  resetStaffPassword: 'password-reset',
};

/** A call that takes no body takes none: whatever fields are sent are unknown. */
const NO_BODY = z.strictObject({});

/** A request part checked against its schema; a shape that does not fit is a 400 naming each field. */
function checked(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  // An unknown field is named as the field it would be: `x` (or `lines.0.x`), "Unknown field".
  const fieldErrors = Object.fromEntries(
    result.error.issues.flatMap((issue) =>
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => [[...issue.path, key].join('.'), 'Unknown field'])
        : [[issue.path.join('.') || 'request', issue.message]],
    ),
  );
  throw new ValidationError(NOT_VALID, fieldErrors);
}

type FromRequest = (request: {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}) => unknown[];

/** The Idempotency-Key a keyed call came with, if any; a malformed one is a 400 naming it. */
function requestKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (key === undefined) return undefined;
  if (typeof key === 'string' && /^[\w-]{16,200}$/.test(key)) return key;
  throw new ValidationError(NOT_VALID, {
    [IDEMPOTENCY_KEY_HEADER]: 'An idempotency key is 16 to 200 letters, digits, - or _',
  });
}

/** A refused request's arguments as far as they can be read (it was not checked: it may be anything). */
function argumentsOf(request: FastifyRequest, fromRequest: FromRequest): unknown[] {
  try {
    return fromRequest({ params: request.params as Record<string, string>, query: {}, body: request.body });
  } catch {
    return [];
  }
}

/**
 * Every call of the data contract at its route under /api: allowed only to the roles the
 * permission table names (403 otherwise), its request checked before it runs, run as the signed-in
 * account (the store records what it changes, and what it refuses, in the audit trail; a role's
 * refusal is recorded here).
 */
export async function registerContractRoutes(app: FastifyInstance, db: Db, api: WarehouseApi) {
  const attempt = await registerAttemptLimits(app, db);
  for (const name of Object.keys(CONTRACT_ROUTES) as (keyof WarehouseApi)[]) {
    const route = CONTRACT_ROUTES[name];
    const schemas = CONTRACT_SCHEMAS[name];
    const run = api[name] as (...args: unknown[]) => Promise<unknown>;
    const fromRequest = route.fromRequest as (request: {
      params: Record<string, string>;
      query: Record<string, string>;
      body: unknown;
    }) => unknown[];
    app.route({
      method: route.method,
      url: `/api${route.path}`,
      preHandler: async (request, reply) => {
        const account = request.account;
        // A temporary password is changed before anything else is done.
        if (account?.mustChangePassword && name !== 'changePassword')
          return sendProblem(reply, accessProblem('forbidden', 'Choose your own password first.'));
        if (account && mayCall(account.role as Role, name)) return;
        // Someone signed in tried what their role may not: the audit trail says so.
        if (account) {
          const args = argumentsOf(request, fromRequest);
          await auditRefusal(
            db,
            { account, sessionToken: request.sessionToken, call: name, args },
            'forbidden',
          );
        }
        return sendProblem(reply, accessProblem('forbidden', 'Your role does not allow this.'));
      },
      handler: async (request, reply) => {
        const params = (checked(schemas?.params, request.params) ?? {}) as Record<string, string>;
        const query = (checked(schemas?.query, request.query) ?? {}) as Record<string, string>;
        const body = checked(schemas?.body ?? (route.method === 'GET' ? undefined : NO_BODY), request.body);
        const args = fromRequest({ params, query, body });
        // Counted once the request is well formed: a malformed one costs no hash, and writes nothing.
        const limited = LIMITED[name];
        if (limited && !(await attempt(request, reply, `${limited}:${request.account?.id}`))) return reply;
        const actor = {
          account: request.account,
          sessionToken: request.sessionToken,
          call: name,
          args,
          requestKey: KEYED_CALLS.has(name) ? requestKeyOf(request) : undefined,
        };
        const result = await onceForKey(db, actor, () => actAs(actor, () => run(...args)));
        // A changed password ended every session of the account: this page goes on in a new one.
        if (name === 'changePassword' && request.account?.passwordHash)
          await startSession(db, request, reply, request.account);
        reply.status(route.status);
        return route.status === 204 ? reply.send() : sendContractJson(request, reply, result);
      },
    });
  }
}
