import { verify } from '@node-rs/argon2';
import { SIGN_IN_ATTEMPTS_PER_MINUTE, SIGN_IN_REFUSED, type SignInMode } from '@warehouse/domain/accounts';
import { everyItem } from '@warehouse/domain/contract';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAttempts, staffAccounts, staffSessions } from '../../db/schema';
import { seedWhenEmpty } from '../../db/seed';
import { buildServer } from '../../server';
import { sellingWithoutADrawer } from '../../testing/sellingWithoutADrawer';
import { SAME_SITE, signInByInject } from '../../testing/signIn';
import { testDatabase } from '../../testing/testDatabase';
import { createSqlApi } from '../sqlApi';
import { createAccount } from './accounts';
import { SESSION_COOKIE } from './requestGuard';
import { tokenHash } from './sessions';

// The real argon2, watched: a refusal must do the hash work whether the account exists or not.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...real, verify: vi.fn(real.verify) };
});

// Issue 16: real sign-in. Sessions live in the database; every /api route but sign-in and health
// needs one; another site cannot act with a user's cookie; guessing is slowed down.
const { db } = await testDatabase();
await seedWhenEmpty(db);
await sellingWithoutADrawer(db);
const api = await createSqlApi(db);
const server = (signInMode: SignInMode, trustedProxies: string[] = []) =>
  buildServer({ db, api, appDir: null, signInMode, trustedProxies });

const PASSWORD = 'correct horse battery';
await createAccount(db, {
  userId: 'mara',
  name: 'Mara Lind',
  email: 'mara@example.com',
  role: 'cashier',
  password: PASSWORD,
});
await createAccount(db, {
  userId: 'olde',
  name: 'Ole Dahl',
  email: 'ole@example.com',
  role: 'manager',
  password: PASSWORD,
});
await db.update(staffAccounts).set({ active: false }).where(sql`${staffAccounts.userId} = 'olde'`);

// Each test counts its own sign-in attempts (the count is the database's, shared by every server).
beforeEach(async () => {
  await db.delete(signInAttempts);
});

const signIn = (
  app: ReturnType<typeof server>,
  payload: object,
  headers: Record<string, string> = SAME_SITE,
) => app.inject({ method: 'POST', url: '/api/session', headers, payload });
const products = (app: ReturnType<typeof server>, headers: Record<string, string>) =>
  app.inject({ url: '/api/products', headers });

describe('Issue 16: signing in with a staff account (production mode)', () => {
  const app = server('production');

  it('the right password opens a session: an httpOnly, SameSite=Lax cookie, and the user', async () => {
    const response = await signIn(app, { userId: 'MARA', password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      mode: 'production',
      user: {
        userId: 'mara',
        name: 'Mara Lind',
        email: 'mara@example.com',
        role: 'cashier',
        mustChangePassword: false,
      },
    });
    const cookie = response.cookies.find((each) => each.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const session = await app.inject({
      url: '/api/session',
      headers: { cookie: `${SESSION_COOKIE}=${cookie?.value}` },
    });
    expect(session.json().user.userId).toBe('mara');
  });

  it('a wrong password, an unknown user and an inactive one get the same 401, naming neither', async () => {
    const answers = await Promise.all([
      signIn(app, { userId: 'mara', password: 'wrong password' }),
      signIn(app, { userId: 'nobody', password: PASSWORD }),
      signIn(app, { userId: 'olde', password: PASSWORD }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ code: 'unauthenticated', detail: SIGN_IN_REFUSED.message });
      expect(answer.cookies).toEqual([]);
    }
  });

  it('an unknown user id is refused after the same password hash check as a wrong password (no timing tell)', async () => {
    vi.mocked(verify).mockClear();
    await signIn(server('production'), { userId: 'mara', password: 'nope' });
    const forKnown = vi.mocked(verify).mock.calls.length;
    vi.mocked(verify).mockClear();
    await signIn(server('production'), { userId: 'nobody-at-all', password: 'nope' });
    expect(forKnown).toBe(1);
    expect(vi.mocked(verify).mock.calls.length).toBe(forKnown);
  });

  it(`the ${SIGN_IN_ATTEMPTS_PER_MINUTE + 1}th attempt for one account in a minute is a 429 with Retry-After`, async () => {
    const fresh = server('production');
    for (let attempt = 0; attempt < SIGN_IN_ATTEMPTS_PER_MINUTE; attempt++)
      expect((await signIn(fresh, { userId: 'mara', password: `guess ${attempt}` })).statusCode).toBe(401);
    const throttled = await signIn(fresh, { userId: 'mara', password: PASSWORD });
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(throttled.json()).toMatchObject({ code: 'throttled' });
  });

  it('the count is shared by every server on the database: guesses spread over two are limited the same', async () => {
    const [first, second] = [server('production'), server('production')];
    for (let attempt = 0; attempt < SIGN_IN_ATTEMPTS_PER_MINUTE; attempt++) {
      const through = attempt % 2 === 0 ? first : second;
      expect((await signIn(through, { userId: 'mara', password: `guess ${attempt}` })).statusCode).toBe(401);
    }
    expect((await signIn(first, { userId: 'mara', password: PASSWORD })).statusCode).toBe(429);
    expect((await signIn(second, { userId: 'mara', password: PASSWORD })).statusCode).toBe(429);
  });

  it('signing out deletes the session: its cookie is refused afterwards', async () => {
    const headers = await signInByInject(app, { userId: 'mara', password: PASSWORD });
    expect((await products(app, headers)).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: '/api/session', headers })).statusCode).toBe(204);
    const after = await products(app, headers);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'unauthenticated' });
  });

  it('requests of several sessions at once each open their own account (their lookups go together)', async () => {
    await createAccount(db, {
      userId: 'nils',
      name: 'Nils Berg',
      email: 'nils@example.com',
      role: 'manager',
      password: PASSWORD,
    });
    const sessions = [
      await signInByInject(app, { userId: 'mara', password: PASSWORD }),
      await signInByInject(app, { userId: 'nils', password: PASSWORD }),
      { cookie: `${SESSION_COOKIE}=not-a-session` },
    ];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        app.inject({ url: '/api/session', headers: sessions[index % 3] }),
      ),
    );
    expect(answers.map((answer) => answer.json().user?.userId ?? 'no one')).toEqual(
      Array.from({ length: 4 }, () => ['mara', 'nils', 'no one']).flat(),
    );
  });

  it('a session past its lifetime, or idle too long, is refused', async () => {
    const lifetime = await signInByInject(app, { userId: 'mara', password: PASSWORD });
    const idle = await signInByInject(app, { userId: 'mara', password: PASSWORD });
    const token = (headers: Record<string, string>) => headers.cookie?.split('=')[1] ?? '';
    await db.execute(
      sql`update ${staffSessions} set expires_at = now() - interval '1 second' where token_hash = ${tokenHash(token(lifetime))}`,
    );
    await db.execute(
      sql`update ${staffSessions} set last_seen_at = now() - interval '9 hours' where token_hash = ${tokenHash(token(idle))}`,
    );
    expect((await products(app, lifetime)).statusCode).toBe(401);
    expect((await products(app, idle)).statusCode).toBe(401);
  });

  it('over HTTPS (behind a trusted proxy) the cookie is Secure, named __Host-, and lasts the browser session', async () => {
    const response = await signIn(
      server('production', ['127.0.0.1']),
      { userId: 'mara', password: PASSWORD },
      {
        ...SAME_SITE,
        'x-forwarded-proto': 'https',
      },
    );
    const cookie = response.cookies.find((each) => each.name === `__Host-${SESSION_COOKIE}`);
    expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true });
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.expires).toBeUndefined();
    expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });
});

describe('Issue 16: every /api route needs a session, and another site cannot act', () => {
  const app = server('production');

  it('without a session a route is a 401 problem; health and the session itself answer', async () => {
    expect((await app.inject('/api/products')).statusCode).toBe(401);
    expect((await app.inject('/api/health')).statusCode).toBe(200);
    expect((await app.inject('/api/session')).json()).toEqual({ mode: 'production', user: null });
  });

  it('a cross-site POST is refused with 403 and records nothing, even with a valid cookie', async () => {
    const headers = await signInByInject(app, { userId: 'mara', password: PASSWORD });
    const sale = {
      lines: [{ id: 'P010', name: 'Dark Chocolate Bar 70%', price: 325, quantity: 1 }],
      choice: { kind: 'payment', tenders: [{ method: 'cash' }] },
      idempotencyKey: 'cross-site-1',
    };
    const before = (await everyItem((q) => api.listSales(q))).length;
    for (const site of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      {},
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/sales',
        headers: { cookie: headers.cookie ?? '', 'content-type': 'application/json', ...site },
        payload: sale,
      });
      expect(response.statusCode, JSON.stringify(site)).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden' });
    }
    expect(await everyItem((q) => api.listSales(q))).toHaveLength(before);
    // The same request from the site's own page (an Origin naming this server) goes through.
    const own = await app.inject({
      method: 'POST',
      url: '/api/sales',
      headers: {
        cookie: headers.cookie ?? '',
        'content-type': 'application/json',
        host: 'localhost:4173',
        origin: 'http://localhost:4173',
      },
      payload: sale,
    });
    expect(own.statusCode).toBe(201);
  });
});

describe('Issue 16: switching from demo mode to staff accounts', () => {
  it('a session opened in demo mode (the passwordless owner) opens nothing with staff accounts', async () => {
    const demo = await signInByInject(server('demo'), { userId: 'anyone', password: 'anything' });
    expect((await products(server('demo'), demo)).statusCode).toBe(200);
    expect((await products(server('production'), demo)).statusCode).toBe(401);
  });
});

describe('Issue 16: demo mode keeps the spec’s Login (any User ID and Password)', () => {
  const app = server('demo');

  it('any non-empty pair signs in as the sample owner', async () => {
    const response = await signIn(app, { userId: 'anyone', password: 'anything' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ mode: 'demo', user: { userId: 'owner', role: 'owner' } });
  });

  it('a social button signs in too; an empty pair is refused', async () => {
    expect((await signIn(app, { provider: 'Google' })).statusCode).toBe(200);
    expect((await signIn(app, { userId: '', password: 'x' })).statusCode).toBe(400);
  });
});
