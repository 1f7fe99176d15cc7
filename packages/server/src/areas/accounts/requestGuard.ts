import type { SignInMode } from '@warehouse/domain/accounts';
import { accessProblem } from '@warehouse/domain/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { sendProblem } from '../../http/problems';
import type { StaffAccount } from './accounts';
import { accountOfSession } from './sessions';

export const SESSION_COOKIE = 'warehouse_session';

/**
 * The session cookie's name for this request: over HTTPS with the `__Host-` prefix, which the
 * browser accepts only Secure, for this host alone and the whole site, so no sibling subdomain
 * or plain-HTTP page can plant or overwrite it.
 */
export const sessionCookieName = (request: FastifyRequest) =>
  request.protocol === 'https' ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, when the request carried a valid session cookie… */
    account: StaffAccount | null;
    /** …and that cookie's token. */
    sessionToken: string | null;
  }
}

/** What answers without a session: the health check, signing in, and the API's own description. */
const PUBLIC = [
  /^\/api\/health$/,
  /^\/api\/testing\//,
  /^\/api\/session$/,
  /^\/api\/openapi\.json$/,
  /^\/api\/docs(\/|$)/,
];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a state-changing request comes from this site's own pages: the browser says so in
 * Sec-Fetch-Site, or (older browsers, scripts) in an Origin naming this server. A request that
 * says neither is refused, so another site's form cannot act with a signed-in user's cookie.
 */
function isSameOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  return origin !== undefined && origin === `${request.protocol}://${request.host}`;
}

/**
 * Before any /api route runs: a state-changing request from another site is refused (403), and
 * every route but the public ones needs a valid session (401). What each role may call is the
 * routes' own check (contractRoutes).
 */
export function registerRequestGuard(app: FastifyInstance, db: Db, mode: SignInMode) {
  app.decorateRequest('account', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request, reply) => {
    // The route's own pattern when one matched (an encoded path is decoded by then), else the address.
    const path = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/')) return;
    if (!SAFE_METHODS.has(request.method) && !isSameOrigin(request))
      return sendProblem(reply, accessProblem('forbidden', 'The request did not come from this site.'));
    const token = request.cookies[sessionCookieName(request)];
    if (token) {
      const account = (await accountOfSession(db, token)) ?? null;
      // With staff accounts, a session of the passwordless demo owner (opened before a switch from
      // demo mode) opens nothing.
      request.account = mode === 'production' && account?.passwordHash === null ? null : account;
      if (request.account) request.sessionToken = token;
    }
    if (!request.account && !PUBLIC.some((pattern) => pattern.test(path)))
      return sendProblem(reply, accessProblem('unauthenticated', 'Sign in to continue.'));
  });
}
