import rateLimit from '@fastify/rate-limit';
import {
  type SessionState,
  SIGN_IN_ATTEMPTS_PER_ADDRESS_PER_MINUTE,
  SIGN_IN_ATTEMPTS_PER_MINUTE,
  SIGN_IN_REFUSED,
  SIGN_IN_THROTTLED,
  type SignInMode,
} from '@warehouse/domain/accounts';
import { accessProblem, ValidationError } from '@warehouse/domain/contract';
import { signInSchema } from '@warehouse/domain/contract-schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { sendProblem } from '../../http/problems';
import { auditSessionEvent } from '../audit/auditTrail';
import { demoOwner, findAccount, recordSignIn, type StaffAccount, staffUserOf } from './accounts';
import { attemptStore } from './attemptStore';
import { passwordMatches } from './passwords';
import { sessionCookieName } from './requestGuard';
import { closeSession, openSession } from './sessions';

/** Who a refused sign-in is recorded under when the user id typed names no account. */
const UNKNOWN_USER = '(unknown user id)';

/** A browser-session cookie: gone when the browser closes; the server ends it sooner or later too. */
const cookieOptions = (request: FastifyRequest) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
});

/** A new session for the account, in a new cookie; the request's own session, if any, ends. */
export async function startSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  account: StaffAccount,
) {
  const name = sessionCookieName(request);
  const previous = request.cookies[name];
  if (previous) await closeSession(db, previous);
  reply.setCookie(name, await openSession(db, account), cookieOptions(request));
}

/** What a limit counts by: the request's address, or the key set for it (the account tried). */
const limitKeys = new WeakMap<FastifyRequest, string>();

/** Limits per address and per account key; the first one exceeded answers 429. */
export async function registerAttemptLimits(app: FastifyInstance, db: Db) {
  await app.register(rateLimit, { global: false, store: attemptStore(db) });
  const perAddress = app.createRateLimit({
    max: SIGN_IN_ATTEMPTS_PER_ADDRESS_PER_MINUTE,
    timeWindow: 60_000,
  });
  const perKey = app.createRateLimit({
    max: SIGN_IN_ATTEMPTS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => limitKeys.get(request) ?? `address:${request.ip}`,
  });
  /** Counts an attempt under `key`; true when it went through, false when a 429 was sent. */
  return async (request: FastifyRequest, reply: FastifyReply, key: string): Promise<boolean> => {
    limitKeys.set(request, key);
    for (const limit of [perAddress, perKey]) {
      const verdict = await limit(request);
      if (!verdict.isAllowed && verdict.isExceeded) {
        reply.header('retry-after', String(verdict.ttlInSeconds));
        await sendProblem(reply, accessProblem('throttled', SIGN_IN_THROTTLED.message));
        return false;
      }
    }
    return true;
  };
}

/**
 * `/api/session`: GET says the sign-in mode and who is signed in; POST signs in (limited per
 * address and per account); DELETE signs out, ending the session in the database.
 */
export async function registerSessionRoutes(app: FastifyInstance, db: Db, mode: SignInMode) {
  const attempt = await registerAttemptLimits(app, db);

  app.get('/api/session', async (request): Promise<SessionState> => {
    return { mode, user: request.account ? staffUserOf(request.account) : null };
  });

  app.post('/api/session', async (request, reply) => {
    const parsed = signInSchema.safeParse(request.body);
    if (!parsed.success) throw new ValidationError(SIGN_IN_REFUSED.message, {});
    const credentials = parsed.data;
    let account: StaffAccount | undefined;
    if (mode === 'demo') account = await demoOwner(db);
    else if ('userId' in credentials) {
      const found = await findAccount(db, credentials.userId);
      // Counted against the account found, however its id was typed; unknown ids by their text.
      const key = `account:${found?.id ?? credentials.userId.trim().toLowerCase()}`;
      if (!(await attempt(request, reply, key))) return reply;
      const matches = await passwordMatches(found?.passwordHash ?? null, credentials.password);
      account = found?.active && matches ? found : undefined;
      if (!account)
        // Under the account found; text that names no account (a password typed in the wrong
        // field, say) is not kept in a trail that cannot be edited.
        await auditSessionEvent(
          db,
          'signInRefused',
          { account: found ?? null, userId: found ? found.userId : UNKNOWN_USER },
          'unauthenticated',
        );
    }
    if (!account) return refuse(reply);
    await recordSignIn(db, account.id);
    await startSession(db, request, reply, account);
    await auditSessionEvent(db, 'signIn', { account, userId: account.userId });
    const state: SessionState = { mode, user: staffUserOf(account) };
    return state;
  });

  app.delete('/api/session', async (request, reply) => {
    const name = sessionCookieName(request);
    const token = request.cookies[name];
    if (token) await closeSession(db, token);
    if (request.account)
      await auditSessionEvent(db, 'signOut', { account: request.account, userId: request.account.userId });
    // With the options it was set with: a browser ignores clearing a __Host- cookie without Secure.
    reply.clearCookie(name, cookieOptions(request));
    return reply.status(204).send();
  });
}

function refuse(reply: FastifyReply) {
  return sendProblem(reply, {
    ...accessProblem('unauthenticated', SIGN_IN_REFUSED.message),
    notice: { ...SIGN_IN_REFUSED, destructive: true },
  });
}
