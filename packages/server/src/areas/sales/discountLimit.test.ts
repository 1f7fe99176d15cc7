import { describe, expect, it } from 'vitest';
import { seedWhenEmpty } from '../../db/seed';
import { buildServer } from '../../server';
import { signInAsNew } from '../../testing/signIn';
import { testDatabase } from '../../testing/testDatabase';
import { createSqlApi } from '../sqlApi';

// Issue 37: cashiers discount up to the limit Settings sets (10% in the sample); owners and
// managers without it. The server holds the limit, whatever the till sends.
const { db } = await testDatabase();
await seedWhenEmpty(db);
const app = buildServer({ db, api: await createSqlApi(db), appDir: null, signInMode: 'production' });
const cashier = await signInAsNew(app, db, 'cashier');
const manager = await signInAsNew(app, db, 'manager');

let key = 0;
const sellWithDiscount = (headers: Record<string, string>, percent: number) =>
  app.inject({
    method: 'POST',
    url: '/api/sales',
    headers: { ...headers, 'content-type': 'application/json' },
    payload: {
      lines: [
        {
          id: 'P010',
          name: 'Dark Chocolate Bar 70%',
          price: 325,
          quantity: 1,
          discount: { kind: 'percent', value: percent, reason: 'Loyal customer' },
        },
      ],
      choice: { kind: 'payment', tenders: [{ method: 'card' }] },
      idempotencyKey: `discount-limit-${++key}`,
    },
  });

describe("Issue 37: a discount over a cashier's limit is refused, and given by a manager", () => {
  it('a cashier may give 10% (the limit) but not 20%: refused with the notice, nothing recorded', async () => {
    expect((await sellWithDiscount(cashier, 10)).statusCode).toBe(201);
    const refused = await sellWithDiscount(cashier, 20);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'not_allowed',
      notice: {
        title: 'Discount Needs a Manager',
        message: 'Cashiers may give up to 10% off; ask a manager or owner for more',
      },
    });
  });

  it('a manager gives the 20% the cashier could not', async () => {
    const given = await sellWithDiscount(manager, 20);
    expect(given.statusCode).toBe(201);
    expect(given.json().sale.amount).toBe(281); // 3.25 less 0.65 = 2.60, tax 0.2145 -> 0.21
  });

  it("the audit trail names the sale's discount: what it took and why", async () => {
    const given = await sellWithDiscount(manager, 20);
    const saleId: string = given.json().sale.id;
    const trail = await app.inject({ url: `/api/activity?record=${saleId}`, headers: manager });
    expect(trail.json().items).toEqual([
      expect.objectContaining({
        call: 'recordSale',
        record: saleId,
        detail: 'Discounts: Dark Chocolate Bar 70% -$0.65 (Loyal customer)',
      }),
    ]);
  });
});
