import { randomUUID } from 'node:crypto';
import { everyItem, type WarehouseApi } from '@warehouse/domain/contract';
import { isoDateTime } from '@warehouse/domain/format';
import { posEntriesOf } from '@warehouse/domain/pos';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/database';
import { seedWhenEmpty } from '../../db/seed';
import type { StoreContext } from '../../sql/storeContext';
import { testDatabases } from '../../testing/testDatabase';
import type { StaffAccount } from '../accounts/accounts';
import { actAs } from '../accounts/actor';
import { createSqlApi } from '../sqlApi';
import { issueInvoiceIn } from './issueInvoice';

// Two servers on one database, as behind a load balancer: two stores, each with its own pool.
const databases = testDatabases();
let database: Database & { url: string };
let second: Database;
let servers: WarehouseApi[] = [];
const context: StoreContext = {
  now: () => new Date(),
  stamp: () => ({ at: isoDateTime(new Date()), by: 'test@example.com' }),
  recovered: () => {},
};

let key = 0;
/** The item the store has most of: what every sale below sells one of. */
let plenty = '';
/** One unit ordered for pickup by John Smith, paid later: its invoice is owed in full. */
const saleToJohn = async () =>
  (
    await servers[0]!.recordSale({
      lines: [{ id: plenty, name: plenty, price: 0, quantity: 1 }],
      choice: { kind: 'delivery', option: 'pickup' },
      customerId: 'CUST-001',
      idempotencyKey: `invoiced-${++key}`,
    })
  ).sale.id;
const countOf = (number: string) => Number(number.slice(-6));

beforeAll(async () => {
  database = await databases.create();
  await seedWhenEmpty(database.db);
  second = openDatabase(database.url);
  servers = [await createSqlApi(database.db), await createSqlApi(second.db)];
  const entries = posEntriesOf(await servers[0]!.listPosProducts());
  plenty = entries.reduce((most, entry) => (entry.stock > most.stock ? entry : most)).id;
});
afterAll(() => second.close());

describe('Invoice numbers run without gaps per location and year (issue 38)', () => {
  it('20 invoices issued at once on two servers get 20 consecutive numbers: no gap, no repeat', async () => {
    const saleIds = [];
    for (let i = 0; i < 20; i += 1) saleIds.push(await saleToJohn());
    const issued = await Promise.all(saleIds.map((id, index) => servers[index % 2]!.issueInvoice(id)));
    const numbers = issued.map((detail) => detail.invoice.number);
    const year = new Date().getFullYear();
    for (const number of numbers) expect(number).toMatch(new RegExp(`^INV-DS-${year}-\\d{6}$`));
    expect(new Set(numbers).size).toBe(20);
    expect(numbers.map(countOf).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('a rolled-back issue leaves no hole: the next invoice takes the number it had', async () => {
    const [rolledBack, kept] = [await saleToJohn(), await saleToJohn()];
    // The highest number so far: invoices issued at once commit in any order, so the newest listed
    // need not be the last numbered.
    const last = (await servers[0]!.listInvoices({ limit: 100 })).items
      .map((invoice) => invoice.number)
      .reduce((highest, number) => (countOf(number) > countOf(highest) ? number : highest));
    let taken = '';
    await database.db
      .transaction(async (tx) => {
        taken = (await issueInvoiceIn(tx, rolledBack, context)).invoice.number;
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(countOf(taken)).toBe(countOf(last) + 1);
    const next = await servers[1]!.issueInvoice(kept);
    expect(next.invoice.number).toBe(taken);
    // The sale whose issue was rolled back has none, and gets the number after.
    expect(countOf((await servers[0]!.issueInvoice(rolledBack)).invoice.number)).toBe(countOf(taken) + 1);
  });
});

describe('An issued invoice is frozen (issue 38)', () => {
  it('refuses in SQL a change to what was issued and any delete; what is paid and credited may change', async () => {
    const { invoice } = await servers[0]!.issueInvoice(await saleToJohn());
    const refused = async (statement: ReturnType<typeof sql>) => {
      const error = await database.db.execute(statement).then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(String((error as { cause?: unknown })?.cause ?? error)).toMatch(
        /never changed or deleted|append-only/,
      );
    };
    await refused(sql`update invoices set total_cents = 1 where number = ${invoice.number}`);
    await refused(
      sql`update invoices set customer = '{"name":"Someone Else"}' where number = ${invoice.number}`,
    );
    await refused(sql`update invoices set due_date = '2099-01-01' where number = ${invoice.number}`);
    await refused(sql`delete from invoices where number = ${invoice.number}`);
    await database.db.execute(
      sql`update invoices set paid_cents = paid_cents where number = ${invoice.number}`,
    );
    expect((await servers[0]!.getInvoice(invoice.number)).invoice).toEqual(invoice);

    await servers[0]!.recordPayment({
      customerId: 'CUST-001',
      method: 'cash',
      amount: 100,
      date: '2026-01-01',
      invoices: [invoice.number],
    });
    await servers[0]!.issueCreditNote(invoice.number, { reason: 'Cancelled' });
    await refused(sql`update payments set amount_cents = 1`);
    await refused(sql`delete from payment_allocations`);
    await refused(sql`update credit_notes set amount_cents = 1`);
    await refused(sql`delete from credit_notes`);
  });
});

describe('Who sees an invoice’s payments (issue 38: owners and managers see payments)', () => {
  it('a cashier reads the invoice with what is paid and owed, without its payments; a manager with them', async () => {
    const { invoice } = await servers[0]!.issueInvoice(await saleToJohn());
    await servers[0]!.recordPayment({
      customerId: 'CUST-001',
      method: 'cash',
      amount: 100,
      date: '2026-01-01',
      invoices: [invoice.number],
    });
    const as = (role: string) =>
      actAs(
        {
          account: { id: randomUUID(), userId: role, role } as StaffAccount,
          sessionToken: null,
          call: 'getInvoice',
          args: [invoice.number],
        },
        () => servers[0]!.getInvoice(invoice.number),
      );
    const cashier = await as('cashier');
    expect(cashier.invoice).toMatchObject({ paid: 100, balance: invoice.total - 100 });
    expect(cashier.payments).toEqual([]);
    expect((await as('manager')).payments).toMatchObject([{ amount: 100, allocated: 100 }]);
  });
});

describe('Invoice status on PostgreSQL (issue 38: issued, partially paid, paid, overdue, credited)', () => {
  it('unpaid past its due day it is Overdue, on the business’s day: listed under that status', async () => {
    const { invoice } = await servers[0]!.issueInvoice(await saleToJohn());
    expect(invoice.status).toBe('issued');
    const laterDay = new Date(Date.now() + 40 * 24 * 60 * 60 * 1000);
    const later = await createSqlApi(database.db, { now: () => laterDay });
    expect((await later.getInvoice(invoice.number)).invoice.status).toBe('overdue');
    const overdue = await everyItem((query) => later.listInvoices({ ...query, status: 'overdue' }));
    expect(overdue.map((row) => row.number)).toContain(invoice.number);
    expect(overdue.every((row) => row.status === 'overdue' && row.balance > 0)).toBe(true);
    const today = await everyItem((query) => servers[0]!.listInvoices({ ...query, status: 'issued' }));
    expect(today.map((row) => row.number)).toContain(invoice.number);
  });
});
