import { mayCall, type Role } from '@warehouse/domain/accounts';
import {
  accessProblem,
  argumentsOf,
  CALLS,
  type CallDeclaration,
  type CallName,
  IDEMPOTENCY_KEY_HEADER,
  recordIdParams,
  successStatus,
  takesId,
  ValidationError,
  type WarehouseApi,
} from '@warehouse/domain/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actAs } from '../areas/accounts/actor';
import { registerAttemptLimits, startSession } from '../areas/accounts/sessionRoutes';
import { auditRefusal } from '../areas/audit/auditTrail';
import { onceForKey } from '../areas/audit/requestKeys';
import type { Db } from '../db/database';
import { sendProblem } from './problems';
import { sendContractJson } from './sendContractJson';

const NOT_VALID = 'The request is not valid';

/** A call that takes no body takes none: whatever fields are sent are unknown. */
const NO_BODY = z.strictObject({});

/** A request part checked against its schema; a shape that does not fit is a 400 naming each field. */
export function checked(schema: z.ZodType | undefined, value: unknown): unknown {
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
function uncheckedArguments(request: FastifyRequest, declaration: CallDeclaration): unknown[] {
  const { id } = (request.params ?? {}) as { id?: string };
  return argumentsOf(declaration, { id, input: declaration.method === 'GET' ? undefined : request.body });
}

/** A call's arguments from its request, each part checked against the call's schemas first. */
function checkedArguments(request: FastifyRequest, declaration: CallDeclaration): unknown[] {
  const id = takesId(declaration)
    ? (checked(recordIdParams, request.params) as { id: string }).id
    : undefined;
  const input =
    declaration.method === 'GET'
      ? checked(declaration.input, request.query)
      : checked(declaration.input ?? NO_BODY, request.body);
  return argumentsOf(declaration, { id, input: declaration.input ? input : undefined });
}

/** A result that is not what the call declares it gives: a fault of this server, never sent. */
function checkedResult(name: CallName, declaration: CallDeclaration, result: unknown): unknown {
  const checking = declaration.output?.safeParse(result);
  if (checking && !checking.success)
    throw new Error(`${name} answered outside its schema: ${z.prettifyError(checking.error)}`);
  return result;
}

/**
 * Every call of the data contract at its route under /api: allowed only to the roles its
 * declaration names (403 otherwise), its request checked before it runs, run as the signed-in
 * account (the store records what it changes, and what it refuses, in the audit trail; a role's
 * refusal is recorded here). With `checkResponses` (every test run), each result is checked
 * against the call's declared output before it is sent.
 */
export async function registerContractRoutes(
  app: FastifyInstance,
  db: Db,
  api: WarehouseApi,
  checkResponses: boolean,
) {
  const attempt = await registerAttemptLimits(app, db);
  for (const name of Object.keys(CALLS) as CallName[]) {
    const declaration: CallDeclaration = CALLS[name];
    const run = api[name] as (...args: unknown[]) => Promise<unknown>;
    const status = successStatus(declaration);
    app.route({
      method: declaration.method,
      url: `/api${declaration.path}`,
      // The result is written from its declared output: a field the declaration does not name
      // (a password's hash, a row's internals) never leaves the server.
      ...(declaration.output
        ? {
            schema: {
              response: {
                [status]: z.toJSONSchema(declaration.output, { target: 'draft-7', unrepresentable: 'any' }),
              },
            },
          }
        : {}),
      preHandler: async (request, reply) => {
        const account = request.account;
        // A temporary password is changed before anything else is done.
        if (account?.mustChangePassword && name !== 'changePassword')
          return sendProblem(reply, accessProblem('forbidden', 'Choose your own password first.'));
        if (account && mayCall(account.role as Role, name)) return;
        // Someone signed in tried what their role may not: the audit trail says so.
        if (account) {
          const args = uncheckedArguments(request, declaration);
          await auditRefusal(
            db,
            { account, sessionToken: request.sessionToken, call: name, args },
            'forbidden',
          );
        }
        return sendProblem(reply, accessProblem('forbidden', 'Your role does not allow this.'));
      },
      handler: async (request, reply) => {
        const args = checkedArguments(request, declaration);
        // Counted once the request is well formed: a malformed one costs no hash, and writes nothing.
        const limited = declaration.limitedAs;
        if (limited && !(await attempt(request, reply, `${limited}:${request.account?.id}`))) return reply;
        const actor = {
          account: request.account,
          sessionToken: request.sessionToken,
          call: name,
          args,
          requestKey: declaration.keyed ? requestKeyOf(request) : undefined,
        };
        const result = await onceForKey(db, actor, () => actAs(actor, () => run(...args)));
        // A changed password ended every session of the account: this page goes on in a new one.
        if (declaration.renewsSession && request.account?.passwordHash)
          await startSession(db, request, reply, request.account);
        reply.status(status);
        if (status === 204) return reply.send();
        return sendContractJson(
          request,
          reply,
          checkResponses ? checkedResult(name, declaration, result) : result,
        );
      },
    });
  }
}
