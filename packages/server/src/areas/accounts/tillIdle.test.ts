import { sampleSettings } from '@warehouse/domain/sample';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedWhenEmpty } from '../../db/seed';
import { buildServer } from '../../server';
import { signInAsNew, signInByInject } from '../../testing/signIn';
import { testDatabase } from '../../testing/testDatabase';
import { createSqlApi } from '../sqlApi';
import { tokenHash } from './sessions';

// Issue 35: a till role's session ends sooner without use than the other roles' (Settings →
// Store: Till Sign-out), since a till is left where customers stand.
const { db } = await testDatabase();
await seedWhenEmpty(db);
const api = await createSqlApi(db);
const app = buildServer({ db, api, appDir: null, signInMode: 'production' });

const idleFor = async (headers: Record<string, string>, minutes: number) => {
  const token = headers.cookie?.split('=')[1] ?? '';
  await db.execute(
    sql`update staff_sessions set last_seen_at = now() - make_interval(mins => ${minutes}) where token_hash = ${tokenHash(token)}`,
  );
};
const opens = async (headers: Record<string, string>) =>
  (await app.inject({ url: '/api/dashboard', headers })).statusCode;

describe('Issue 35: till sessions end sooner without use', () => {
  it(`a cashier idle past the setting (${sampleSettings.store.tillIdleMinutes} minutes) is signed out; a manager idle as long is not`, async () => {
    const cashier = await signInAsNew(app, db, 'cashier');
    const manager = await signInAsNew(app, db, 'manager');
    const past = sampleSettings.store.tillIdleMinutes + 1;
    await idleFor(cashier, past);
    await idleFor(manager, past);
    expect(await opens(cashier)).toBe(401);
    expect(await opens(manager)).toBe(200);
  });

  it('a changed setting applies to the sessions opened after it', async () => {
    await api.saveSettings({ ...sampleSettings, store: { ...sampleSettings.store, tillIdleMinutes: 90 } });
    const cashier = await signInByInject(app, { userId: 'the-cashier', password: 'a long enough password' });
    await idleFor(cashier, 60);
    expect(await opens(cashier)).toBe(200);
    await idleFor(cashier, 91);
    expect(await opens(cashier)).toBe(401);
  });
});
