import { PASSWORD_MESSAGES } from '@warehouse/domain/session';
import { describe, expect, it } from 'vitest';
import { seedWhenEmpty } from '../../db/seed';
import { buildServer } from '../../server';
import { SAME_SITE, sessionFrom, signInByInject } from '../../testing/signIn';
import { testDatabase } from '../../testing/testDatabase';
import { createSqlApi } from '../sqlApi';
import { createAccount } from './accounts';

// Issue 16: Settings → Security changes the signed-in user's own password for real.
const { db } = await testDatabase();
await seedWhenEmpty(db);
const app = buildServer({ db, api: await createSqlApi(db), appDir: null, signInMode: 'production' });
const OLD = 'the old password here';
const NEW = 'a brand new password';
await createAccount(db, {
  userId: 'kim',
  name: 'Kim Berg',
  email: 'kim@example.com',
  role: 'cashier',
  password: OLD,
});

const changePassword = (headers: Record<string, string>, change: object) =>
  app.inject({ method: 'POST', url: '/api/account/password', headers, payload: change });
const signIn = (password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/session',
    headers: SAME_SITE,
    payload: { userId: 'kim', password },
  });

describe('Issue 16: changing one’s own password', () => {
  it('a wrong current password is a field error and changes nothing', async () => {
    const here = await signInByInject(app, { userId: 'kim', password: OLD });
    const response = await changePassword(here, {
      currentPassword: 'not the password',
      newPassword: NEW,
      confirmPassword: NEW,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ currentPassword: PASSWORD_MESSAGES.currentWrong });
    expect((await signIn(OLD)).statusCode).toBe(200);
  });

  it('a short new password or a confirmation that differs is refused, naming the field', async () => {
    const here = await signInByInject(app, { userId: 'kim', password: OLD });
    const short = await changePassword(here, {
      currentPassword: OLD,
      newPassword: 'short',
      confirmPassword: 'short',
    });
    expect(short.json().fieldErrors).toMatchObject({ newPassword: PASSWORD_MESSAGES.newTooShort });
    const differs = await changePassword(here, {
      currentPassword: OLD,
      newPassword: NEW,
      confirmPassword: `${NEW}!`,
    });
    expect(differs.json().fieldErrors).toMatchObject({ confirmPassword: PASSWORD_MESSAGES.confirmMismatch });
  });

  it('the new password signs in, the old one no longer; the user’s other sessions end, this one is renewed (issue 35)', async () => {
    const here = await signInByInject(app, { userId: 'kim', password: OLD });
    const elsewhere = await signInByInject(app, { userId: 'kim', password: OLD });
    const response = await changePassword(here, {
      currentPassword: OLD,
      newPassword: NEW,
      confirmPassword: NEW,
    });
    expect(response.statusCode).toBe(204);
    // The page goes on in a new session; the token it held before opens nothing any more.
    const renewed = sessionFrom(response);
    expect(renewed.cookie).not.toBe(here.cookie);
    expect((await app.inject({ url: '/api/products', headers: renewed })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/products', headers: here })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/products', headers: elsewhere })).statusCode).toBe(401);
    expect((await signIn(OLD)).statusCode).toBe(401);
    expect((await signIn(NEW)).statusCode).toBe(200);
  });
});
