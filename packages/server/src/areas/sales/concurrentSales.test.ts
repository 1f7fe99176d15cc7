import type { WarehouseApi } from '@warehouse/domain/contract';
import { everyItem } from '@warehouse/domain/contract';
import { posEntriesOf } from '@warehouse/domain/pos';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/database';
import { seedWhenEmpty } from '../../db/seed';
import { isAnyOf } from '../../sql/matching';
import { testDatabases } from '../../testing/testDatabase';
import { createSqlApi } from '../sqlApi';

// Two servers on one database, as behind a load balancer: two stores, each with its own pool;
// on each sale path in turn (the gathered one, and the plain one it is measured against).
const databases = testDatabases();
let database: Database & { url: string };
let second: Database;
let servers: WarehouseApi[] = [];

let key = 0;
const sale = (lines: [itemId: string, quantity: number][]) => ({
  lines: lines.map(([id, quantity]) => ({ id, name: id, price: 0, quantity })),
  choice: { kind: 'payment' as const, tenders: [{ method: 'cash' as const }] },
  idempotencyKey: `concurrent-${++key}`,
});

const onFloor = async (itemId: string) =>
  posEntriesOf(await servers[0]!.listPosProducts()).find((item) => item.id === itemId)?.stock;

for (const salePath of ['gathered', 'plain'] as const)
  describe(`Issue 15: sales at the same moment on two servers sharing one database (the ${salePath} sale path)`, () => {
    beforeAll(async () => {
      database = await databases.create();
      await seedWhenEmpty(database.db);
      second = openDatabase(database.url);
      servers = [await createSqlApi(database.db, { salePath }), await createSqlApi(second.db, { salePath })];
      // Cash sales count in their seller's open drawer (each sale below holds it open as it writes).
      await servers[0]!.openDrawer({ float: { amount: 10_000 } });
    });
    afterAll(() => second.close());

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

    it("sales of a product's two items at once on both servers raise its low-stock notification exactly once, as it reaches its threshold", async () => {
      // A product with two items of 3 or more on the Downtown floor, its threshold 3 below its stock.
      const { rows } = await database.db.execute<{ itemId: string; productId: string; name: string }>(sql`
      select b.item_id as "itemId", i.product_id as "productId", p.name
      from stock_balances b join stock_items i on i.id = b.item_id join products p on p.id = i.product_id
      where b.bin_id = 'DT-FLOOR' and b.on_hand >= 3 and i.product_id not in ('P001', 'P002', 'P010')
        and i.product_id in (select i2.product_id from stock_balances b2 join stock_items i2 on i2.id = b2.item_id
          where b2.bin_id = 'DT-FLOOR' and b2.on_hand >= 3 group by i2.product_id having count(*) > 1)
      order by i.product_id, b.item_id limit 2`);
      const [one, other] = rows;
      if (!one || other?.productId !== one.productId) throw new Error('The sample has no such product');
      const { rows: kept } = await database.db.execute<{ onHand: number }>(
        sql`select on_hand as "onHand" from product_stock where product_id = ${one.productId}`,
      );
      const total = kept[0]!.onHand;
      await database.db.execute(
        sql`update products set low_stock_threshold = ${total - 3} where id = ${one.productId}`,
      );
      const lowStock = async () =>
        (
          await database.db.execute<{ message: string }>(sql`select message from notifications
          where kind = 'low_stock' and message like ${`${one.name} is running low%`} order by created_at, id`)
        ).rows.map((row) => row.message);
      const before = await lowStock();
      // Six units, three of each item, all at once: the product goes from 3 above its threshold to 3 below.
      await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          servers[index % 2]!.recordSale(sale([[index % 2 === 0 ? one.itemId : other.itemId, 1]])),
        ),
      );
      expect((await lowStock()).slice(before.length)).toEqual([
        `${one.name} is running low (${total - 3} left)`,
      ]);
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
    });
  });
