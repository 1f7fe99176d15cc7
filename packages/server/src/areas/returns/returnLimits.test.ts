import { describe, expect, it } from 'vitest';
import { seedWhenEmpty } from '../../db/seed';
import { buildServer } from '../../server';
import { signInAsNew } from '../../testing/signIn';
import { testDatabase } from '../../testing/testDatabase';
import { createSqlApi } from '../sqlApi';

// Issue 38: a cashier takes back within the return window and the refund limit Settings sets;
// past either, an owner or manager does. The server holds them, whatever the till sends.
const { db } = await testDatabase();
await seedWhenEmpty(db);
const api = await createSqlApi(db);
const app = buildServer({ db, api, appDir: null, signInMode: 'production' });
const cashier = await signInAsNew(app, db, 'cashier');
const manager = await signInAsNew(app, db, 'manager');

let key = 0;
const post = (headers: Record<string, string>, url: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url,
    headers: {
      ...headers,
      'content-type': 'application/json',
      'idempotency-key': `return-limits-key-${++key}`,
    },
    payload: payload as Record<string, unknown>,
  });
/** Two chocolate bars by card: 7.04, each bar 3.52 back. */
const sale = async () =>
  (
    await post(cashier, '/api/sales', {
      lines: [{ id: 'P010', name: 'Dark Chocolate Bar 70%', price: 325, quantity: 2 }],
      choice: { kind: 'payment', tenders: [{ method: 'card' }] },
      idempotencyKey: `limits-sale-${++key}`,
    })
  ).json().sale.id as string;
const oneBarBack = (saleId: string) => ({
  saleId,
  lines: [{ lineNo: 0, quantity: 1, restock: true }],
  reason: 'not_wanted',
  refundTo: 'original',
});

describe("Issue 38: past a cashier's refund limit a return needs a manager", () => {
  it('with the limit at $3.00 a cashier is refused a $3.52 refund (nothing recorded) and a manager gives it', async () => {
    const settings = await api.getSettings();
    await api.saveSettings({ ...settings, store: { ...settings.store, cashierRefundLimit: 300 } });
    const saleId = await sale();
    const refused = await post(cashier, '/api/returns', oneBarBack(saleId));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'not_allowed',
      notice: {
        title: 'Return Needs a Manager',
        message: 'Cashiers may refund up to $3.00; ask a manager or owner',
      },
    });
    expect((await api.getSaleReturns(saleId)).returns).toEqual([]);
    const given = await post(manager, '/api/returns', oneBarBack(saleId));
    expect(given.statusCode).toBe(201);
    expect(given.json()).toMatchObject({ refund: 352, refunds: [{ method: 'card', amount: 352 }] });
  });

  it('within the limit a cashier takes it back alone', async () => {
    const settings = await api.getSettings();
    await api.saveSettings({ ...settings, store: { ...settings.store, cashierRefundLimit: 20000 } });
    expect((await post(cashier, '/api/returns', oneBarBack(await sale()))).statusCode).toBe(201);
  });
});
