import { posEntriesOf } from '@warehouse/domain/pos';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedWhenEmpty } from '../../db/seed';
import { testDatabase } from '../../testing/testDatabase';
import { createSqlApi } from '../sqlApi';
import { mismatchLine, verifyBooks } from './verifyBooks';

const database = await testDatabase();
const { db } = database;

beforeAll(async () => {
  await seedWhenEmpty(db);
  const api = await createSqlApi(db);
  const settings = await api.getSettings();
  await api.saveSettings({ ...settings, store: { ...settings.store, cashSaleNeedsOpenDrawer: false } });
  // The item the store has most of.
  const itemId = posEntriesOf(await api.listPosProducts()).reduce((most, entry) =>
    entry.stock > most.stock ? entry : most,
  ).id;
  const sell = async (key: string) =>
    (
      await api.recordSale({
        lines: [{ id: itemId, name: itemId, price: 0, quantity: 2 }],
        choice: { kind: 'payment', tenders: [{ method: 'card' }] },
        customerId: 'CUST-001',
        idempotencyKey: key,
      })
    ).sale.id;
  const one = (await api.issueInvoice(await sell('books-1'))).invoice;
  const two = (await api.issueInvoice(await sell('books-2'))).invoice;
  await api.recordPayment({
    customerId: 'CUST-001',
    method: 'cash',
    amount: one.total + 1000,
    date: '2026-01-01',
    invoices: [one.number, two.number],
  });
  await api.issueCreditNote(two.number, { lines: [{ lineNo: 1, quantity: 1 }], reason: 'Damaged' });
  await api.issueCreditNote(one.number, { reason: 'Returned' });
});

describe('verify-books (issue 38: the books balance)', () => {
  it('finds no mismatch after invoices, a payment over two of them, an overpayment and credit notes', async () => {
    expect(await verifyBooks(db)).toEqual([]);
  });

  it('names each equation a broken record breaks, with what was expected and found', async () => {
    const [row] = (
      await db.execute<{ number: string }>(sql`select number from invoices order by number limit 1`)
    ).rows;
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`update invoices set paid_cents = paid_cents + 1 where number = ${row!.number}`);
        await tx.execute(
          sql`update customers set store_credit_cents = store_credit_cents + 5 where id = 'CUST-001'`,
        );
        const lines = (await verifyBooks(tx)).map(mismatchLine);
        expect(lines).toEqual(
          expect.arrayContaining([
            expect.stringMatching(
              new RegExp(
                `^invoice balance = total − payments − credit notes: ${row!.number} expected -?\\d+, found -?\\d+$`,
              ),
            ),
            expect.stringMatching(/^customer owes = their open invoices: CUST-001 expected \d+, found \d+$/),
            expect.stringMatching(
              /^customer store credit = overpayments \+ credit notes paid back: CUST-001/,
            ),
          ]),
        );
        tx.rollback();
      })
      .catch(() => {});
    expect(await verifyBooks(db)).toEqual([]);
  });
});
