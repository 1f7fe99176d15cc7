import { STAFF_MESSAGES } from '@warehouse/domain/accounts';
import { describe, expect, it } from 'vitest';
import { seedWhenEmpty } from '../../db/seed';
import { buildServer } from '../../server';
import { SAME_SITE, sessionFrom, signInByInject } from '../../testing/signIn';
import { testDatabase } from '../../testing/testDatabase';
import { createSqlApi } from '../sqlApi';
import { createAccount } from './accounts';

// Issue 16: the Staff screen's calls with real sessions: a new account signs in with its temporary
// password and must change it; only an owner touches an owner's account; deactivation and a
// password reset end the account's sessions.
const { db } = await testDatabase();
await seedWhenEmpty(db);
const app = buildServer({ db, api: await createSqlApi(db), appDir: null, signInMode: 'production' });
const PASSWORD = 'the owners password';
await createAccount(db, {
  userId: 'olga',
  name: 'Olga Owner',
  email: 'olga@example.com',
  role: 'owner',
  password: PASSWORD,
});
await createAccount(db, {
  userId: 'max',
  name: 'Max Manager',
  email: 'max@example.com',
  role: 'manager',
  password: PASSWORD,
});
const owner = await signInByInject(app, { userId: 'olga', password: PASSWORD });
const manager = await signInByInject(app, { userId: 'max', password: PASSWORD });

const call = (
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
const newMember = (userId: string, role: string) => ({
  userId,
  name: userId,
  email: `${userId}@example.com`,
  role,
  temporaryPassword: 'a temporary password',
});

describe('Issue 16: managing staff accounts through the server', () => {
  it('a new account signs in with its temporary password, and is told to choose its own', async () => {
    expect((await call(owner, 'POST', '/staff', newMember('tess', 'cashier'))).statusCode).toBe(201);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/session',
      headers: SAME_SITE,
      payload: { userId: 'tess', password: 'a temporary password' },
    });
    expect(signIn.json().user).toMatchObject({ userId: 'tess', role: 'cashier', mustChangePassword: true });
    // Until then the server answers nothing else: the temporary password opens no till.
    const tess = await signInByInject(app, { userId: 'tess', password: 'a temporary password' });
    const before = await call(tess, 'GET', '/pos/products');
    expect(before.statusCode).toBe(403);
    expect(before.json()).toMatchObject({ detail: 'Choose your own password first.' });
    const change = {
      currentPassword: 'a temporary password',
      newPassword: 'tess own password',
      confirmPassword: 'tess own password',
    };
    const changed = await call(tess, 'POST', '/account/password', change);
    expect(changed.statusCode).toBe(204);
    expect((await call(sessionFrom(changed), 'GET', '/pos/products')).statusCode).toBe(200);
  });

  it('a change that changes nothing is a 400, not a server error', async () => {
    const response = await call(owner, 'PUT', '/staff/max', {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid' });
  });

  it('a manager adds a cashier, but neither makes an owner nor changes an owner’s account (403)', async () => {
    expect((await call(manager, 'POST', '/staff', newMember('carl', 'cashier'))).statusCode).toBe(201);
    for (const [method, url, payload] of [
      ['POST', '/staff', newMember('otto', 'owner')],
      ['PUT', '/staff/carl', { role: 'owner' }],
      ['PUT', '/staff/olga', { active: false }],
      ['POST', '/staff/olga/password', { temporaryPassword: 'a temporary password' }],
    ] as const) {
      const response = await call(manager, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'not_allowed', detail: STAFF_MESSAGES.ownersOnly });
    }
    const olga = (await call(owner, 'GET', '/staff'))
      .json()
      .find((member: { userId: string }) => member.userId === 'olga');
    expect(olga).toMatchObject({ role: 'owner', active: true });
  });

  it('deactivating an account, or resetting its password, ends its sessions at once', async () => {
    await call(owner, 'POST', '/staff', newMember('dora', 'dispatcher'));
    await call(owner, 'POST', '/staff', newMember('rick', 'stockClerk'));
    const dora = await signInByInject(app, { userId: 'dora', password: 'a temporary password' });
    const rick = await signInByInject(app, { userId: 'rick', password: 'a temporary password' });
    // Signed in (still to choose a password: 403 "choose first", not 401 "who are you").
    expect((await call(dora, 'GET', '/deliveries')).statusCode).toBe(403);
    expect((await call(rick, 'GET', '/products')).statusCode).toBe(403);

    expect((await call(manager, 'PUT', '/staff/dora', { active: false })).json()).toMatchObject({
      active: false,
    });
    expect((await call(dora, 'GET', '/deliveries')).statusCode).toBe(401);

    expect(
      (await call(manager, 'POST', '/staff/rick/password', { temporaryPassword: 'a fresh temporary one' }))
        .statusCode,
    ).toBe(204);
    expect((await call(rick, 'GET', '/products')).statusCode).toBe(401);
  });

  it('a manager manages cashiers, stock clerks and dispatchers only, their own account neither; an owner does not reset their own (issue 35)', async () => {
    await createAccount(db, {
      userId: 'mia',
      name: 'Mia Manager',
      email: 'mia@example.com',
      role: 'manager',
      password: PASSWORD,
    });
    for (const [method, url, payload, detail] of [
      ['POST', '/staff', newMember('mo', 'manager'), STAFF_MESSAGES.notManaged('manager')],
      ['PUT', '/staff/mia', { active: false }, STAFF_MESSAGES.notManaged('manager')],
      [
        'POST',
        '/staff/mia/password',
        { temporaryPassword: 'a temporary password' },
        STAFF_MESSAGES.notManaged('manager'),
      ],
      [
        'POST',
        '/staff/max/password',
        { temporaryPassword: 'a temporary password' },
        STAFF_MESSAGES.notManaged('manager'),
      ],
      ['PUT', '/staff/max', { role: 'cashier' }, STAFF_MESSAGES.notManaged('manager')],
    ] as const) {
      const response = await call(manager, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json(), `${method} ${url}`).toMatchObject({ code: 'not_allowed', detail });
    }
    // An owner does not reset their own password here either: Change password asks for the current one.
    const own = await call(owner, 'POST', '/staff/olga/password', {
      temporaryPassword: 'a temporary password',
    });
    expect(own.json()).toMatchObject({ code: 'not_allowed', detail: STAFF_MESSAGES.notYourself });
    // What an owner may: a manager's reset.
    expect(
      (await call(owner, 'POST', '/staff/mia/password', { temporaryPassword: 'a temporary password' }))
        .statusCode,
    ).toBe(204);
  });

  it('a password of 1,000 characters can be set and used; one of 1,001 is refused when set, naming the field (issue 35)', async () => {
    const long = 'p'.repeat(1_000);
    expect(
      (await call(owner, 'POST', '/staff', { ...newMember('lena', 'cashier'), temporaryPassword: long }))
        .statusCode,
    ).toBe(201);
    const lena = await signInByInject(app, { userId: 'lena', password: long });
    expect(lena.cookie).toBeDefined();
    const tooLong = await call(owner, 'POST', '/staff/lena/password', { temporaryPassword: `${long}p` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fieldErrors).toEqual({ temporaryPassword: STAFF_MESSAGES.passwordTooLong });
  });
  it('the last owner with a password can be neither demoted nor deactivated: the passwordless demo owner does not count (issue 35)', async () => {
    await createAccount(db, {
      userId: 'oona',
      name: 'Oona Owner',
      email: 'oona@example.com',
      role: 'owner',
      password: PASSWORD,
    });
    // Demo mode on the same business: its owner has no password, and made the real owners here.
    const demo = buildServer({ db, api: await createSqlApi(db), appDir: null, signInMode: 'demo' });
    const demoOwner = await signInByInject(demo, { userId: 'anyone', password: 'anything' });
    const put = (userId: string, change: object) =>
      demo.inject({ method: 'PUT', url: `/api/staff/${userId}`, headers: demoOwner, payload: change });
    expect((await put('olga', { role: 'manager' })).statusCode).toBe(200);
    for (const change of [{ role: 'manager' }, { active: false }]) {
      const refused = await put('oona', change);
      expect(refused.statusCode, JSON.stringify(change)).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'last_owner', detail: STAFF_MESSAGES.lastOwner });
    }
    const staff = await demo.inject({ url: '/api/staff', headers: demoOwner });
    expect(staff.json()).toContainEqual(
      expect.objectContaining({ userId: 'oona', role: 'owner', active: true }),
    );
  });
});
