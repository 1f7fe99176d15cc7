import rateLimit from '@fastify/rate-limit';
import {
  SESSION_LIFETIME_HOURS,
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
import type { Db } from '../db/database';
import { sendProblem } from '../http/problems';
import { demoOwner, findAccount, recordSignIn, type StaffAccount, staffUserOf } from './accounts';
import { attemptStore } from './attemptStore';
import { passwordMatches } from './passwords';
import { SESSION_COOKIE } from './requestGuard';
import { closeSession, openSession } from './sessions';

const cookieOptions = (request: FastifyRequest) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
  maxAge: SESSION_LIFETIME_HOURS * 60 * 60,
});

/**
 * `/api/session`: GET says the sign-in mode and who is signed in; POST signs in (limited per
 * address and per account); DELETE signs out, ending the session in the database.
 */
export async function registerSessionRoutes(app: FastifyInstance, db: Db, mode: SignInMode) {
  await app.register(rateLimit, { global: false, store: attemptStore(db) });
  // Demo mode takes any password: there is nothing to guess, and no limit.
  const limits =
    mode === 'demo'
      ? []
      : [
          // Per address: generous, as a shop's tills often share one address.
          app.createRateLimit({ max: SIGN_IN_ATTEMPTS_PER_ADDRESS_PER_MINUTE, timeWindow: 60_000 }),
          app.createRateLimit({
            max: SIGN_IN_ATTEMPTS_PER_MINUTE,
            timeWindow: 60_000,
            keyGenerator: (request) => {
              const body = request.body as { userId?: unknown } | undefined;
              return `account:${typeof body?.userId === 'string' ? body.userId.toLowerCase() : ''}`;
            },
          }),
        ];

  app.get('/api/session', async (request): Promise<SessionState> => {
    return { mode, user: request.account ? staffUserOf(request.account) : null };
  });

  app.post('/api/session', async (request, reply) => {
    for (const limit of limits) {
      const verdict = await limit(request);
      if (!verdict.isAllowed && verdict.isExceeded) {
        reply.header('retry-after', String(verdict.ttlInSeconds));
        return sendProblem(reply, accessProblem('throttled', SIGN_IN_THROTTLED.message));
      }
    }
    const parsed = signInSchema.safeParse(request.body);
    if (!parsed.success) throw new ValidationError(SIGN_IN_REFUSED.message, {});
    const account = await accountSigningIn(db, mode, parsed.data);
    if (!account) return refuse(reply);
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await closeSession(db, previous);
    await recordSignIn(db, account.id);
    reply.setCookie(SESSION_COOKIE, await openSession(db, account.id), cookieOptions(request));
    const state: SessionState = { mode, user: staffUserOf(account) };
    return state;
  });

  app.delete('/api/session', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await closeSession(db, token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.status(204).send();
  });
}

/**
 * Who the credentials sign in: in demo mode anyone as the sample owner (the spec's Login); in
 * production an active account whose password matches, else no one — with the same work done
 * and the same answer whether the user id exists or not.
 */
async function accountSigningIn(
  db: Db,
  mode: SignInMode,
  request: { userId: string; password: string } | { provider: string },
): Promise<StaffAccount | undefined> {
  if (mode === 'demo') return demoOwner(db);
  if (!('userId' in request)) return undefined;
  const account = await findAccount(db, request.userId);
  const matches = await passwordMatches(account?.passwordHash ?? null, request.password);
  return account?.active && matches ? account : undefined;
}

function refuse(reply: FastifyReply) {
  return sendProblem(reply, {
    ...accessProblem('unauthenticated', SIGN_IN_REFUSED.message),
    notice: { ...SIGN_IN_REFUSED, destructive: true },
  });
}
