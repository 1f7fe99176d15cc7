import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedWhenEmpty } from '../../db/seed';
import { buildServer } from '../../server';
import { sellingWithoutADrawer } from '../../testing/sellingWithoutADrawer';
import { SAME_SITE, signInByInject } from '../../testing/signIn';
import { testDatabase } from '../../testing/testDatabase';
import { createAccount } from '../accounts/accounts';
import { createSqlApi } from '../sqlApi';

// Issue 16: who did what, from the requests of signed-in staff, kept for good.
const { db } = await testDatabase();
await seedWhenEmpty(db);
await sellingWithoutADrawer(db);
const app = buildServer({ db, api: await createSqlApi(db), appDir: null, signInMode: 'production' });
const PASSWORD = 'a long enough password';
await createAccount(db, {
  userId: 'cara',
  name: 'Cara Till',
  email: 'cara@example.com',
  role: 'cashier',
  password: PASSWORD,
});
await createAccount(db, {
  userId: 'mona',
  name: 'Mona Lead',
  email: 'mona@example.com',
  role: 'manager',
  password: PASSWORD,
});
const cashier = await signInByInject(app, { userId: 'cara', password: PASSWORD });
const manager = await signInByInject(app, { userId: 'mona', password: PASSWORD });

const activity = async (query = '') =>
  (await app.inject({ url: `/api/activity${query}`, headers: manager })).json().items as {
    userId: string;
    call: string;
    record: string | null;
    outcome: string;
    code: string | null;
    detail?: string | null;
  }[];
const sell = (itemId: string, quantity: number, key: string) =>
  app.inject({
    method: 'POST',
    url: '/api/sales',
    headers: { ...cashier, 'content-type': 'application/json' },
    payload: {
      lines: [{ id: itemId, name: itemId, price: 0, quantity }],
      choice: { kind: 'payment', tenders: [{ method: 'cash' }] },
      idempotencyKey: key,
    },
  });

describe('Issue 16: the audit trail through the server', () => {
  it('a cashier’s sale is recorded as theirs, with the sale’s number; the manager reads it in Activity', async () => {
    const sale = (await sell('P010', 1, 'audit-1')).json().sale;
    const [entry] = await activity('?kind=sales');
    expect(entry).toMatchObject({
      userId: 'cara',
      call: 'recordSale',
      record: sale.id,
      outcome: 'done',
      code: null,
    });
  });

  it('a refused sale leaves one refused entry and no done one: the change and its entry commit together', async () => {
    const before = (await activity()).length;
    expect((await sell('P027', 99, 'audit-2')).statusCode).toBe(409);
    const entries = await activity();
    expect(entries).toHaveLength(before + 1);
    expect(entries[0]).toMatchObject({
      userId: 'cara',
      call: 'recordSale',
      outcome: 'refused',
      code: 'out_of_stock',
    });
  });

  it('a sale sent again (same key) is answered with the first and leaves no second entry', async () => {
    const first = (await sell('P010', 1, 'audit-replay')).json().sale;
    const again = await sell('P010', 1, 'audit-replay');
    expect(again.json().sale.id).toBe(first.id);
    expect((await activity()).filter((entry) => entry.record === first.id)).toHaveLength(1);
  });

  it('a cashier’s return is recorded once, as theirs, under the sale’s number; sent again it adds none', async () => {
    // By card: its refund needs no open drawer.
    const sold = await app.inject({
      method: 'POST',
      url: '/api/sales',
      headers: { ...cashier, 'content-type': 'application/json' },
      payload: {
        lines: [{ id: 'P010', name: 'P010', price: 0, quantity: 2 }],
        choice: { kind: 'payment', tenders: [{ method: 'card' }] },
        idempotencyKey: 'audit-return-sale',
      },
    });
    const { sale } = sold.json();
    const giveBack = () =>
      app.inject({
        method: 'POST',
        url: '/api/returns',
        headers: { ...cashier, 'content-type': 'application/json', 'idempotency-key': 'audit-return-once' },
        payload: {
          saleId: sale.id,
          lines: [{ lineNo: 0, quantity: 1, restock: true }],
          reason: 'not_wanted',
          refundTo: 'original',
        },
      });
    expect((await giveBack()).statusCode).toBe(201);
    expect((await giveBack()).statusCode).toBe(201);
    const entries = (await activity('?kind=sales')).filter(
      (entry) => entry.call === 'recordReturn' && entry.record === sale.id,
    );
    expect(entries).toEqual([
      expect.objectContaining({ userId: 'cara', call: 'recordReturn', outcome: 'done', code: null }),
    ]);
  });

  it('a refused request the server cannot even read (no body) is still a 403, recorded', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/purchase-orders',
      headers: { ...cashier, 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(response.statusCode).toBe(403);
    expect((await activity('?userId=cara'))[0]).toMatchObject({
      call: 'createPurchaseOrder',
      code: 'forbidden',
    });
  });

  it('what a role may not do is refused (403) and recorded as forbidden', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { ...cashier, 'content-type': 'application/json' },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect((await activity('?userId=cara'))[0]).toMatchObject({
      call: 'saveSettings',
      outcome: 'refused',
      code: 'forbidden',
    });
    // …and the cashier may not read the trail.
    expect((await app.inject({ url: '/api/activity', headers: cashier })).statusCode).toBe(403);
  });

  it('is append-only: the database refuses to change or delete an entry', async () => {
    await expect(db.execute(sql`update audit_entries set user_id = 'someone'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_entries`)).rejects.toThrow();
    expect((await activity()).every((entry) => entry.userId !== 'someone')).toBe(true);
  });
});

describe('Issue 35: signing in and out, and role changes, are in the audit trail', () => {
  it('a sign-in, a refused one (by the account found) and a sign-out are recorded under Sign-ins', async () => {
    const refused = await app.inject({
      method: 'POST',
      url: '/api/session',
      headers: SAME_SITE,
      payload: { userId: 'CARA', password: 'not the password' },
    });
    expect(refused.statusCode).toBe(401);
    const session = await signInByInject(app, { userId: 'cara', password: PASSWORD });
    expect((await app.inject({ method: 'DELETE', url: '/api/session', headers: session })).statusCode).toBe(
      204,
    );
    const [signOut, signIn, tried] = await activity('?kind=access');
    expect(signOut).toMatchObject({ userId: 'cara', call: 'signOut', outcome: 'done' });
    expect(signIn).toMatchObject({ userId: 'cara', call: 'signIn', outcome: 'done' });
    expect(tried).toMatchObject({
      userId: 'cara',
      call: 'signInRefused',
      outcome: 'refused',
      code: 'unauthenticated',
    });
  });

  it('a role change says what it was before and after', async () => {
    await createAccount(db, {
      userId: 'rita',
      name: 'Rita',
      email: 'rita@example.com',
      role: 'cashier',
      password: PASSWORD,
    });
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/staff/rita',
      headers: manager,
      payload: { role: 'dispatcher' },
    });
    expect(changed.statusCode).toBe(200);
    const [entry] = await activity('?kind=staff');
    expect(entry).toMatchObject({
      userId: 'mona',
      call: 'updateStaff',
      record: 'rita',
      detail: 'Cashier → Dispatcher',
    });
  });
});
