import type { WarehouseApi } from '@warehouse/domain/contract';
import { everyItem } from '@warehouse/domain/contract';
import { posEntriesOf } from '@warehouse/domain/pos';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { seedWhenEmpty } from '../db/seed';
import { testDatabase } from '../testing/testDatabase';
import { isAnyOf } from './executor';
import { createSqlApi } from './sqlApi';

// Two servers on one database, as behind a load balancer: two stores, each with its own pool.
const database = await testDatabase();
await seedWhenEmpty(database.db);
const second = openDatabase(database.url);
const servers: WarehouseApi[] = [await createSqlApi(database.db), await createSqlApi(second.db)];

let key = 0;
const sale = (lines: [itemId: string, quantity: number][]) => ({
  lines: lines.map(([id, quantity]) => ({ id, name: id, price: 0, quantity })),
  choice: { kind: 'payment' as const, method: 'cash' as const },
  idempotencyKey: `concurrent-${++key}`,
});

const onFloor = async (itemId: string) =>
  posEntriesOf(await servers[0]!.listPosProducts()).find((item) => item.id === itemId)?.stock;

describe('Issue 15: sales at the same moment on two servers sharing one database', () => {
  it('50 sales of the last 10 units: exactly 10 succeed, 40 are refused as out of stock, none left', async () => {
    // The Downtown Store holds 10 black Wireless Bluetooth Headphones (P001-BLK).
    expect(await onFloor('P001-BLK')).toBe(10);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) => servers[index % 2]!.recordSale(sale([['P001-BLK', 1]]))),
    );
    const refused = results.filter((result) => result.status === 'rejected');
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    expect(refused.map((result) => (result.reason as { code: string }).code)).toEqual(
      Array(40).fill('out_of_stock'),
    );
    expect(await onFloor('P001-BLK')).toBe(0);
    const sums = await database.db.execute<{ balance: number; movements: number }>(sql`
      select (select sum(on_hand)::int from stock_balances where item_id = 'P001-BLK') as balance,
             (select sum(quantity)::int from stock_movements where item_id = 'P001-BLK') as movements`);
    expect(sums.rows[0]!.balance).toBe(sums.rows[0]!.movements);
  });

  it('40 sales of different products at once (written together): each recorded once under a number of its own, each stock down by what it sold', async () => {
    const entries = posEntriesOf(await servers[0]!.listPosProducts())
      .filter((item) => (item.stock ?? 0) >= 2 && !['P001-WHT', 'P002-1M'].includes(item.id))
      .slice(0, 20);
    expect(entries).toHaveLength(20);
    const sales = entries.flatMap((item) => [sale([[item.id, 1]]), sale([[item.id, 1]])]);
    const recorded = await Promise.all(sales.map((input, index) => servers[index % 2]!.recordSale(input)));
    expect(new Set(recorded.map((result) => result.sale.id)).size).toBe(40);
    for (const item of entries) expect(await onFloor(item.id)).toBe((item.stock ?? 0) - 2);
    const keys = await database.db.execute<{ count: number }>(sql`select count(*)::int as count from sales
      where ${isAnyOf(
        sql`idempotency_key`,
        sales.map((input) => input.idempotencyKey),
      )}`);
    expect(keys.rows[0]!.count).toBe(40);
  });

  it('20 sales locking the same two products in opposite orders all finish, with no deadlock', async () => {
    const before = { white: await onFloor('P001-WHT'), cable: await onFloor('P002-1M') };
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        servers[index % 2]!.recordSale(
          sale(
            index % 2 === 0
              ? [
                  ['P001-WHT', 1],
                  ['P002-1M', 1],
                ]
              : [
                  ['P002-1M', 1],
                  ['P001-WHT', 1],
                ],
          ),
        ),
      ),
    );
    // 8 white headphones and 5 cables on the floor: 5 sales can take both; every other is refused
    // as out of stock (a deadlock victim would fail otherwise).
    const refused = results.flatMap((result) =>
      result.status === 'rejected' ? [result.reason as { code?: string }] : [],
    );
    const sold = results.length - refused.length;
    expect(refused.map((reason) => reason.code)).toEqual(Array(refused.length).fill('out_of_stock'));
    expect(sold).toBe(Math.min(before.white ?? 0, before.cable ?? 0));
    expect(await onFloor('P002-1M')).toBe((before.cable ?? 0) - sold);
  });

  it('one sale sent to both servers at once (a retry racing the first) is recorded once and takes one number', async () => {
    const salesBefore = await everyItem((q) => servers[0]!.listSales(q));
    const stockBefore = await onFloor('P010');
    // Six copies of one sale under one key, three on each server, all at once; then another sale.
    const once = sale([['P010', 1]]);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => servers[index % 2]!.recordSale(once)),
    );
    const next = await servers[0]!.recordSale(sale([['P010', 1]]));
    expect(new Set(answers.map((answer) => answer.sale.id)).size).toBe(1);
    expect(answers.every((answer) => JSON.stringify(answer) === JSON.stringify(answers[0]))).toBe(true);
    expect(await onFloor('P010')).toBe((stockBefore ?? 0) - 2);
    expect((await everyItem((q) => servers[0]!.listSales(q))).length).toBe(salesBefore.length + 2);
    // No number was drawn for the copies: the next sale has the next number.
    const number = (id: string) => Number(id.replace('ORD-', ''));
    expect(number(next.sale.id)).toBe(number(answers[0]!.sale.id) + 1);
    await second.close();
  });
});
