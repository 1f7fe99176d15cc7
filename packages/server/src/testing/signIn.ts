import type { Role } from '@warehouse/domain/accounts';
import type { FastifyInstance } from 'fastify';
import { createAccount, demoOwner } from '../areas/accounts/accounts';
import { SESSION_COOKIE } from '../areas/accounts/requestGuard';
import { openSession } from '../areas/accounts/sessions';
import type { Db } from '../db/database';
import type { Executor } from '../sql/executor';

/** What a browser says of a request from this site's own page. */
export const SAME_SITE = { 'sec-fetch-site': 'same-origin' } as const;

/** Demo mode takes any non-empty pair; production mode a staff account's. */
const DEMO_CREDENTIALS = { userId: 'owner', password: 'demo' };

export type SessionHeaders = Record<string, string>;

const sessionHeaders = (token: string | undefined): SessionHeaders => {
  if (!token) throw new Error('signing in gave no session cookie');
  return { ...SAME_SITE, cookie: `${SESSION_COOKIE}=${token}` };
};

/** The headers of the session a response started (a sign-in, a changed password). */
export const sessionFrom = (response: { cookies: { name: string; value: string }[] }) =>
  sessionHeaders(response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value);

/** Signs in to a server in this process: the headers of a signed-in page of the site. */
export async function signInByInject(
  app: FastifyInstance,
  credentials: object = DEMO_CREDENTIALS,
): Promise<SessionHeaders> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/session',
    headers: SAME_SITE,
    payload: credentials,
  });
  if (response.statusCode !== 200)
    throw new Error(`signing in answered ${response.statusCode}: ${response.body}`);
  return sessionFrom(response);
}

/** Signs in to a running server (`base` is its …/api). */
export async function signInOverHttp(
  base: string,
  credentials: object = DEMO_CREDENTIALS,
): Promise<SessionHeaders> {
  const response = await fetch(`${base}/session`, {
    method: 'POST',
    headers: { ...SAME_SITE, 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (response.status !== 200)
    throw new Error(`signing in answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  return sessionHeaders(cookie?.split(';')[0]?.slice(SESSION_COOKIE.length + 1));
}

/**
 * A session opened directly for the demo owner, not through the sign-in route: for the contract
 * suite, whose audit trail is compared with the in-memory one, which has no sign-ins.
 */
export async function demoOwnerSession(db: Db): Promise<SessionHeaders> {
  return sessionHeaders(await openSession(db, await demoOwner(db)));
}

/** A staff account of the role (user id `the-<role>`), made and signed in to a server in this process. */
export async function signInAsNew(app: FastifyInstance, db: Executor, role: Role): Promise<SessionHeaders> {
  const password = 'a long enough password';
  await createAccount(db, {
    userId: `the-${role}`,
    name: role,
    email: `${role}@example.com`,
    role,
    password,
  });
  return signInByInject(app, { userId: `the-${role}`, password });
}
