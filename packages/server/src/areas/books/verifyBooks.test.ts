import { posEntriesOf } from '@warehouse/domain/pos';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedWhenEmpty } from '../../db/seed';
import { testDatabase } from '../../testing/testDatabase';
import { createSqlApi } from '../sqlApi';
import { mismatchLine, verifyBooks } from './verifyBooks';

const database = await testDatabase();

/** The rollback a check ends with; anything else (a failed expectation) fails the test. */
const rolledBack = (error: unknown) => {
  if (!(error instanceof TransactionRollbackError)) throw error;
};
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
  /** Two of it to John Smith: paid by card, or (`later`) ordered for pickup and paid when invoiced. */
  const sell = async (key: string, later = false) =>
    (
      await api.recordSale({
        lines: [{ id: itemId, name: itemId, price: 0, quantity: 2 }],
        choice: later
          ? { kind: 'delivery', option: 'pickup' }
          : { kind: 'payment', tenders: [{ method: 'card' }] },
        customerId: 'CUST-001',
        idempotencyKey: key,
      })
    ).sale.id;
  const one = (await api.issueInvoice(await sell('books-1', true))).invoice;
  const two = (await api.issueInvoice(await sell('books-2', true))).invoice;
  await api.recordPayment({
    customerId: 'CUST-001',
    method: 'cash',
    amount: one.total + 1000,
    date: '2026-01-01',
    invoices: [one.number, two.number],
  });
  await api.issueCreditNote(two.number, { lines: [{ lineNo: 1, quantity: 1 }], reason: 'Damaged' });
  await api.issueCreditNote(one.number, { reason: 'Returned' });
  // A till sale part given back: the refund to its card.
  await api.recordReturn({
    saleId: await sell('books-3'),
    lines: [{ lineNo: 0, quantity: 1, restock: true }],
    reason: 'not_wanted',
    refundTo: 'original',
  });
  // An invoiced sale part given back: a credit note on its invoice is the refund.
  const invoiced = await sell('books-4');
  await api.issueInvoice(invoiced);
  await api.recordReturn({
    saleId: invoiced,
    lines: [{ lineNo: 0, quantity: 1, restock: false }],
    reason: 'damaged',
    refundTo: 'original',
  });
  // A till sale part given back to the customer's store credit.
  await api.recordReturn({
    saleId: await sell('books-5'),
    lines: [{ lineNo: 0, quantity: 1, restock: true }],
    reason: 'not_wanted',
    refundTo: 'store_credit',
  });
  // One of a card sale exchanged for another of itself, and the new sale returned: its credit back to the card.
  const exchanged = await api.recordExchange({
    saleReturn: {
      saleId: await sell('books-6'),
      lines: [{ lineNo: 0, quantity: 1, restock: true }],
      reason: 'wrong_item',
    },
    sale: { lines: [{ id: itemId, name: itemId, price: 0, quantity: 1 }], tenders: [] },
    refundTo: 'original',
    idempotencyKey: 'books-7',
  });
  await api.recordReturn({
    saleId: exchanged.sale.id,
    lines: [{ lineNo: 0, quantity: 1, restock: true }],
    reason: 'not_wanted',
    refundTo: 'original',
  });
});

describe('verify-books (issue 38: the books balance)', () => {
  it('finds no mismatch after invoices, a payment over two of them, an overpayment, credit notes, a return, an invoiced sale’s return, a refund to store credit and an exchange whose new sale came back', async () => {
    expect(await verifyBooks(db)).toEqual([]);
  });

  it('names each equation a broken record breaks, with what was expected and found', async () => {
    const [row] = (
      await db.execute<{ number: string }>(
        sql`select number from invoices where paid_cents > 0 order by number limit 1`,
      )
    ).rows;
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`update invoices set paid_cents = paid_cents - 1 where number = ${row!.number}`);
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
              /^customer store credit = overpayments \+ credit notes paid back \+ refunds to store credit − spent: CUST-001/,
            ),
          ]),
        );
        tx.rollback();
      })
      .catch(rolledBack);
    expect(await verifyBooks(db)).toEqual([]);
  });

  it('names a sale whose tenders are not its total, and a return that refunded more than its lines', async () => {
    await db
      .transaction(async (tx) => {
        const { rows } = await tx.execute<{ id: string; sale_id: string }>(
          sql`select id, sale_id from sale_returns order by id limit 1`,
        );
        const [returned] = rows;
        await tx.execute(sql`alter table sale_refunds disable trigger sale_refunds_append_only`);
        await tx.execute(
          sql`update sale_refunds set amount_cents = amount_cents + 7 where return_id = ${returned!.id}`,
        );
        await tx.execute(
          sql`update sale_tenders set amount_cents = amount_cents + 1 where sale_id = ${returned!.sale_id}`,
        );
        const lines = (await verifyBooks(tx)).map(mismatchLine);
        expect(lines).toEqual(
          expect.arrayContaining([
            expect.stringMatching(
              new RegExp(`^sale total = tenders − change: ${returned!.sale_id} expected \\d+, found \\d+$`),
            ),
            expect.stringMatching(
              new RegExp(`^return refund = what it paid back: ${returned!.id} expected \\d+, found \\d+$`),
            ),
          ]),
        );
        tx.rollback();
      })
      .catch(rolledBack);
    expect(await verifyBooks(db)).toEqual([]);
  });

  it('names a card paid back more than it was charged across an exchange, and an exchange credit its tenders do not add up to; the credits themselves are never changed', async () => {
    const [credit] = (
      await db.execute<{ return_id: string; sale_id: string; amount_cents: number }>(
        sql`select c.return_id, r.sale_id, c.amount_cents from exchange_credits c
              join sale_returns r on r.id = c.return_id where c.method = 'card' limit 1`,
      )
    ).rows;
    expect(credit).toBeDefined();
    await expect(
      db.execute(sql`update exchange_credits set amount_cents = 1 where return_id = ${credit!.return_id}`),
    ).rejects.toMatchObject({
      cause: expect.objectContaining({ message: 'exchange_credits is append-only' }),
    });
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`alter table exchange_credits disable trigger exchange_credits_append_only`);
        await tx.execute(
          sql`update exchange_credits set amount_cents = amount_cents + 100000 where return_id = ${credit!.return_id}`,
        );
        const lines = (await verifyBooks(tx)).map(mismatchLine);
        expect(lines).toEqual([
          `exchange credit = the tenders it came from: ${credit!.return_id} expected ${credit!.amount_cents}, found ${credit!.amount_cents + 100000}`,
          expect.stringMatching(
            new RegExp(
              `^refunds to a card or wallet ≤ what it paid: ${credit!.sale_id} card expected \\d+, found \\d+$`,
            ),
          ),
        ]);
        tx.rollback();
      })
      .catch(rolledBack);
    expect(await verifyBooks(db)).toEqual([]);
  });
});
