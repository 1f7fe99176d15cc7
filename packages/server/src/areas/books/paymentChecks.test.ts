import { readFileSync } from 'node:fs';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedWhenEmpty } from '../../db/seed';
import { testDatabase } from '../../testing/testDatabase';
import { createSqlApi } from '../sqlApi';
import { mismatchLine, verifyBooks } from './verifyBooks';

// The payments ledger against its documents: verify-books finds every money movement recorded as
// its documents say, and names a sale or a drawer session whose payments differ.
const { db } = await testDatabase();

const rolledBack = (error: unknown) => {
  if (!(error instanceof TransactionRollbackError)) throw error;
};

// One Illustrated World Atlas: 35.99 + 8.25% tax (2.97) = 38.96.
const atlas = (key: string, tenders: { method: 'cash' | 'card'; amount?: number }[]) => ({
  lines: [{ id: 'P012', name: 'P012', price: 0, quantity: 1 }],
  choice: { kind: 'payment' as const, tenders },
  idempotencyKey: key,
});

let cashSale = '';
let drawerSession = '';

beforeAll(async () => {
  await seedWhenEmpty(db);
  const api = await createSqlApi(db);
  const opened = await api.openDrawer({ float: { amount: 10_000 } });
  drawerSession = opened.id;
  cashSale = (await api.recordSale(atlas('ledger-1', [{ method: 'cash', amount: 5000 }]))).sale.id;
  const split = (
    await api.recordSale(
      atlas('ledger-2', [
        { method: 'card', amount: 1000 },
        { method: 'cash', amount: 3000 },
      ]),
    )
  ).sale.id;
  await api.recordDrawerCash({ kind: 'in', amount: 500, reason: 'Coins' });
  await api.recordDrawerCash({ kind: 'out', amount: 200, reason: 'Stamps' });
  await api.recordReturn({
    saleId: split,
    lines: [{ lineNo: 0, quantity: 1, restock: true }],
    reason: 'not_wanted',
    refundTo: 'original',
  });
  await api.voidSale(cashSale);
  await api.closeDrawer({ counted: { amount: 10_000 } });
});

describe('verify-books: the payments ledger agrees with its documents (issue 38)', () => {
  it('finds none amiss after a drawer’s cash sale with change, a split tender, paid in and out, a return and a void, and the history’s sales', async () => {
    expect(await verifyBooks(db)).toEqual([]);
    const { rows } = await db.execute<{ kinds: string }>(
      sql`select string_agg(distinct kind, ',' order by kind) as kinds from payments`,
    );
    expect(rows[0]?.kinds).toBe('change,paid_in,paid_out,refund,sale');
  });

  it('names the sale and the drawer session a stray payment breaks, with what was expected and found', async () => {
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into payments (id, kind, method, amount_cents, date, recorded_by, sale_id,
          drawer_session_id) values (gen_random_uuid(), 'sale', 'cash', 1, '2026-01-01', 'test', ${cashSale},
          ${drawerSession}::uuid)`);
        const lines = (await verifyBooks(tx)).map(mismatchLine);
        expect(lines).toEqual([
          expect.stringMatching(
            new RegExp(`^sale payments = tenders − change − refunds: ${cashSale} expected 0, found 1$`),
          ),
          expect.stringMatching(
            new RegExp(
              `^drawer cash payments = expected − float: ${drawerSession} expected \\d+, found \\d+$`,
            ),
          ),
        ]);
        tx.rollback();
      })
      .catch(rolledBack);
    expect(await verifyBooks(db)).toEqual([]);
  });

  it('the migration that made the ledger backfills what was recorded before it as the writers record it now', async () => {
    const migration = readFileSync(
      new URL('../../../drizzle/0044_payments_ledger.sql', import.meta.url),
      'utf8',
    );
    const backfills = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^\s*(--.*\n\s*)*/, '').trim())
      .filter((statement) => statement.startsWith('INSERT INTO "payments"'));
    expect(backfills).toHaveLength(5);
    const ledger = sql`select kind, method, amount_cents, date, document, sale_id, return_id, customer_id,
      customer_name, drawer_session_id, reference from payments where kind <> 'invoice_payment' order by 1, 2, 3, 5, 11`;
    const written = (await db.execute(ledger)).rows;
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`alter table payments disable trigger payments_append_only`);
        await tx.execute(sql`delete from payments where kind <> 'invoice_payment'`);
        for (const statement of backfills) await tx.execute(sql.raw(statement));
        expect((await tx.execute(ledger)).rows).toEqual(written);
        expect(await verifyBooks(tx)).toEqual([]);
        tx.rollback();
      })
      .catch(rolledBack);
  });
});
