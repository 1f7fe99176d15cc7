import type { CheckoutInput, WarehouseApi } from '@warehouse/domain/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { seedWhenEmpty } from '../../db/seed';
import { testDatabases } from '../../testing/testDatabase';
import { createSqlApi } from '../sqlApi';
import type { SalePath } from './salesStore';

// The plain sale path is the gathered path's oracle: the same sales, one after another, on two
// copies of the sample business give the same answers and leave the same books, down to the
// numbers drawn, the movements, the balances and the notifications raised.
const databases = testDatabases();
const now = () => new Date('2026-11-27T10:00:00Z');

const line = (id: string, quantity: number) => ({ id, name: id, price: 0, quantity });
const cash = { kind: 'payment' as const, tenders: [{ method: 'cash' as const }] };
/** Sold before the seller's cash drawer is open: a cash sale is refused, nothing written. */
const BEFORE_THE_DRAWER: CheckoutInput = {
  lines: [line('P010', 1)],
  choice: cash,
  idempotencyKey: 'oracle-0',
};
const SALES: CheckoutInput[] = [
  { lines: [line('P001-BLK', 2), line('P010', 1)], choice: cash, idempotencyKey: 'oracle-1' },
  {
    lines: [line('P002-1M', 1)],
    choice: { kind: 'payment', tenders: [{ method: 'card' }] },
    idempotencyKey: 'oracle-2',
  },
  // Sent again: the first answer, nothing new.
  {
    lines: [line('P002-1M', 1)],
    choice: { kind: 'payment', tenders: [{ method: 'card' }] },
    idempotencyKey: 'oracle-2',
  },
  // The same key with another cart: refused.
  { lines: [line('P010', 5)], choice: cash, idempotencyKey: 'oracle-2' },
  // More than the floor holds: refused, nothing written.
  { lines: [line('P001-BLK', 500)], choice: cash, idempotencyKey: 'oracle-3' },
  // Fast Delivery to a customer: a sale and its pending delivery.
  {
    lines: [line('P010', 2)],
    choice: { kind: 'delivery', option: 'fast' },
    customer: { name: 'Ada Lovelace', phone: '+1 555 0100', address: '12 Analytical St' },
    idempotencyKey: 'oracle-4',
  },
  // The rest of the black headphones on the floor (10 there): the product falls to its threshold.
  { lines: [line('P001-BLK', 7)], choice: cash, idempotencyKey: 'oracle-5' },
  { lines: [line('P001-BLK', 1)], choice: cash, idempotencyKey: 'oracle-6' },
  { lines: [line('P001-BLK', 1)], choice: cash, idempotencyKey: 'oracle-7' },
  // On account to a customer with terms: no tender, not in the drawer, an unpaid invoice.
  {
    lines: [line('P010', 1)],
    choice: { kind: 'account' },
    customerId: 'CUST-001',
    idempotencyKey: 'oracle-8',
  },
  // On account to a customer without terms: refused, nothing written.
  {
    lines: [line('P010', 1)],
    choice: { kind: 'account' },
    customerId: 'CUST-002',
    idempotencyKey: 'oracle-9',
  },
];

/** Each sale's answer (or refusal's code), then what the books hold. */
async function sellOn(salePath: SalePath) {
  const database: Database = await databases.create();
  await seedWhenEmpty(database.db);
  const api: WarehouseApi = await createSqlApi(database.db, { now, salePath });
  const answers = [];
  const sell = (sale: CheckoutInput) =>
    api.recordSale(sale).then(
      (recorded) => ({ recorded }),
      (error: { code?: string; message: string }) => ({ refused: error.code ?? error.message }),
    );
  answers.push(await sell(BEFORE_THE_DRAWER));
  const { name, phone, email, address } = await api.getCustomer('CUST-001');
  await api.updateCustomer('CUST-001', { name, phone, email, address, paymentTermsDays: '30' });
  await api.openDrawer({ float: { amount: 10_000 } });
  for (const sale of SALES) answers.push(await sell(sale));
  // The drawer's figures as its close gives them (its id and times are its own).
  const {
    id: _id,
    openedAt: _opened,
    closedAt: _closed,
    ...closed
  } = await api.closeDrawer({ counted: { amount: 20_000 } });
  answers.push({ closed });
  const rows = async (query: ReturnType<typeof sql>) => (await database.db.execute(query)).rows;
  const books = {
    sales: await rows(sql`select id, customer, amount_cents, status, payment_method, date, items, delivery_id,
      idempotency_key, drawer_session_id is not null as in_drawer from sales where idempotency_key like 'oracle-%' order by id`),
    lines:
      await rows(sql`select l.sale_id, l.line_no, l.item_id, l.quantity, l.unit_price_cents from sale_lines l
      join sales s on s.id = l.sale_id where s.idempotency_key like 'oracle-%' order by 1, 2`),
    movements: await rows(sql`select item_id, bin_id, kind, quantity, document_id from stock_movements
      where document_id in (select id from sales where idempotency_key like 'oracle-%') order by 5, 1, 2`),
    balances: await rows(sql`select item_id, bin_id, on_hand from stock_balances order by 1, 2`),
    kept: await rows(sql`select product_id, on_hand from product_stock order by 1`),
    deliveries:
      await rows(sql`select id, order_id, customer_name, customer_phone, customer_address, items, total_cents, status
      from deliveries where order_id in (select id from sales where idempotency_key like 'oracle-%') order by 1`),
    notifications: await rows(sql`select kind, title, message from notifications order by created_at, id`),
    invoices: await rows(
      sql`select number, sale_id, customer_id, due_date, total_cents, paid_cents from invoices order by 1`,
    ),
    payments: await rows(sql`select sale_id, document, kind, method, amount_cents, date, customer_name,
      drawer_session_id is not null as in_drawer from payments
      where sale_id in (select id from sales where idempotency_key like 'oracle-%') order by 1, 3, 4`),
  };
  return { answers, books };
}

describe('The gathered sale path against the plain one (its oracle)', () => {
  it('the same sales give the same answers, numbers, stock, deliveries and notifications', async () => {
    const plain = await sellOn('plain');
    const gathered = await sellOn('gathered');
    expect(plain.answers.map((answer) => ('refused' in answer ? answer.refused : 'recorded'))).toEqual([
      'drawer_closed',
      'recorded',
      'recorded',
      'recorded',
      'key_reused',
      'out_of_stock',
      'recorded',
      'recorded',
      'recorded',
      'out_of_stock',
      'recorded',
      'wrong_status',
      'recorded',
    ]);
    // The four sales paid at the till count in the drawer: their seller's, open as they were sold.
    expect(plain.answers.at(-1)).toMatchObject({ closed: { sales: { count: 4 }, counted: 20_000 } });
    expect(gathered.answers).toEqual(plain.answers);
    expect(gathered.books).toEqual(plain.books);
    // The sale on account has its unpaid invoice, issued in its transaction on either path.
    expect(plain.books.invoices).toMatchObject([
      { sale_id: expect.any(String), customer_id: 'CUST-001', paid_cents: 0 },
    ]);
    expect(plain.books.notifications.some((row) => row.kind === 'low_stock')).toBe(true);
    // Every sale paid at the till is its tenders and change in the payments ledger, on either path;
    // the sale on account moved no money.
    expect(plain.books.payments.map((row) => [row.kind, row.method, row.in_drawer])).toEqual([
      ['sale', 'cash', true],
      ['sale', 'card', false],
      ['sale', 'cash', true],
      ['sale', 'cash', true],
    ]);
    expect(
      plain.books.payments.every((row) => row.document === row.sale_id && row.date === '2026-11-27'),
    ).toBe(true);
  });
});
