import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { forgetOldRequestKeys } from '../areas/audit/requestKeys';
import { createSqlApi } from '../areas/sqlApi';
import { seedWhenEmpty } from '../db/seed';
import { buildServer } from '../server';
import { signInByInject } from '../testing/signIn';
import { testDatabase } from '../testing/testDatabase';

// Issue 35: every write a till or a tablet may send again carries an idempotency key, and a key is
// applied once, however often and however close together it arrives.
const { db } = await testDatabase();
await seedWhenEmpty(db);
const api = await createSqlApi(db);
const app = buildServer({ db, api, appDir: null, signInMode: 'demo' });
const owner = await signInByInject(app);

const send = (method: 'POST' | 'PUT', url: string, payload: object, key?: string) =>
  app.inject({
    method,
    url: `/api${url}`,
    headers: { ...owner, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
const onHand = async (itemId: string) =>
  (
    await db.execute<{ n: number }>(
      sql`select coalesce(sum(on_hand), 0)::int as n from stock_balances where item_id = ${itemId}`,
    )
  ).rows[0]?.n ?? 0;
const entries = async (call: string) =>
  (await db.execute<{ n: number }>(sql`select count(*)::int as n from audit_entries where call = ${call}`))
    .rows[0]?.n;
const adjustment = (quantity: string) => ({
  itemId: 'P013',
  binId: 'D-3-2',
  kind: 'adjustment',
  quantity,
  reason: 'Found',
});

describe('Issue 35: a keyed write applies once', () => {
  it('a retried stock adjustment with the same key applies once, and is answered the same', async () => {
    const before = await onHand('P013');
    const audited = await entries('adjustStock');
    const key = 'adjust-P013-key-0001';
    const first = await send('POST', '/stock/adjustments', adjustment('3'), key);
    expect(first.statusCode, first.body).toBe(204);
    expect((await send('POST', '/stock/adjustments', adjustment('3'), key)).statusCode).toBe(204);
    expect(await onHand('P013')).toBe(before + 3);
    expect(await entries('adjustStock')).toBe((audited ?? 0) + 1);
  });

  it('two sends of one key at the same moment: applied once', async () => {
    const before = await onHand('P013');
    const key = 'adjust-P013-key-0002';
    const answers = await Promise.all(
      [1, 2, 3].map(() => send('POST', '/stock/adjustments', adjustment('2'), key)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204, 204]);
    expect(await onHand('P013')).toBe(before + 2);
  });

  it('the same key with another request is refused (409 key_reused), changing nothing', async () => {
    const key = 'adjust-P013-key-0003';
    await send('POST', '/stock/adjustments', adjustment('1'), key);
    const before = await onHand('P013');
    const other = await send('POST', '/stock/adjustments', adjustment('5'), key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'key_reused' });
    expect(await onHand('P013')).toBe(before);
  });

  it('a staff member added twice with one key: one account, and the same answer both times', async () => {
    const member = {
      userId: 'kai',
      name: 'Kai',
      email: 'kai@example.com',
      role: 'cashier',
      temporaryPassword: 'a temporary password',
    };
    const first = await send('POST', '/staff', member, 'staff-kai-key-00001');
    const again = await send('POST', '/staff', member, 'staff-kai-key-00001');
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    expect((await api.listStaff()).filter((each) => each.userId === 'kai')).toHaveLength(1);
    // Without the key, the same request is a new one: refused as a duplicate.
    expect((await send('POST', '/staff', member)).statusCode).toBe(409);
  });

  it('a key that is not one is a 400 naming the header', async () => {
    const response = await send('POST', '/stock/adjustments', adjustment('1'), 'short');
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      'idempotency-key': 'An idempotency key is 16 to 200 letters, digits, - or _',
    });
  });

  it('keys are forgotten after a day, not before', async () => {
    await send('POST', '/stock/adjustments', adjustment('1'), 'adjust-P013-key-0009');
    await db.execute(
      sql`update request_keys set created_at = now() - interval '25 hours' where key = 'adjust-P013-key-0001'`,
    );
    await forgetOldRequestKeys(db);
    const kept = await db.execute<{ key: string }>(
      sql`select key from request_keys where key like 'adjust-P013-key-000%'`,
    );
    expect(kept.rows.map((row) => row.key)).not.toContain('adjust-P013-key-0001');
    expect(kept.rows.map((row) => row.key)).toContain('adjust-P013-key-0009');
  });
});

describe('Issue 35: what a key keeps', () => {
  it('a temporary password sent under a key cannot be found in what the key keeps', async () => {
    const member = {
      userId: 'noa',
      name: 'Noa',
      email: 'noa@example.com',
      role: 'cashier',
      temporaryPassword: 'a guessable temporary',
    };
    expect((await send('POST', '/staff', member, 'staff-noa-key-00001')).statusCode).toBe(201);
    const { rows } = await db.execute<{ fingerprint: string; response: unknown }>(
      sql`select fingerprint, response from request_keys where key = 'staff-noa-key-00001'`,
    );
    const kept = JSON.stringify(rows);
    expect(kept).not.toContain('a guessable temporary');
    // Not the plain hash of the request either: it is keyed with the session's secret.
    const { createHash } = await import('node:crypto');
    const plain = createHash('sha256')
      .update(JSON.stringify(['createStaff', [member]]))
      .digest('base64url');
    expect(rows[0]?.fingerprint).not.toBe(plain);
  });
});
