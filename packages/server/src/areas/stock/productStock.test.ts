import { everyItem } from '@warehouse/domain/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedWhenEmpty } from '../../db/seed';
import type { Executor } from '../../sql/executor';
import { sellingWithoutADrawer } from '../../testing/sellingWithoutADrawer';
import { testDatabase } from '../../testing/testDatabase';
import { createSqlApi } from '../sqlApi';
import { foldEndedBackendsUnits } from './stockFigures';

const database = await testDatabase();
await seedWhenEmpty(database.db);
await sellingWithoutADrawer(database.db);
const api = await createSqlApi(database.db);
const { db } = database;

/**
 * The products whose kept stock or Low Stock inputs differ from their balances' sum and their own
 * row; and 'units on hand' when the kept units (stock_units) differ from the products on sale's sum.
 */
async function productStockOff(executor: Executor = db) {
  const result = await executor.execute<{ productId: string }>(sql`
    select coalesce(p.id, s.product_id) as "productId"
    from products p
    full join product_stock s on s.product_id = p.id
    left join (select i.product_id, sum(b.on_hand)::int as on_hand
      from stock_balances b join stock_items i on i.id = b.item_id group by i.product_id) t
      on t.product_id = coalesce(p.id, s.product_id)
    where p.id is null or s.product_id is null or s.on_hand <> coalesce(t.on_hand, 0)
      or s.low_stock_threshold <> p.low_stock_threshold or s.on_sale = p.archived
    union all
    select 'units on hand' where (select coalesce(sum(units), 0) from stock_units)
      <> (select coalesce(sum(on_hand), 0) from product_stock where on_sale)`);
  return result.rows.map((row) => row.productId);
}

const keptStock = async (productId: string) =>
  (
    await db.execute<{ onHand: number }>(
      sql`select on_hand as "onHand" from product_stock where product_id = ${productId}`,
    )
  ).rows[0]?.onHand;

describe("Issue 18: each product's stock is kept beside its balances, in the same statement", () => {
  it('after the seed, every product has its stock: the sum of its balances', async () => {
    expect(await productStockOff()).toEqual([]);
    // The sample's Wireless Bluetooth Headphones (P001): three colours over several bins.
    expect(await keptStock('P001')).toBeGreaterThan(0);
    expect(await keptStock('P001')).toBe(await sumOf('P001'));
  });

  it('a sale lowers it by what was sold', async () => {
    const before = await keptStock('P001');
    await api.recordSale({
      lines: [
        { id: 'P001-BLK', name: 'Headphones', price: 0, quantity: 2 },
        { id: 'P001-WHT', name: 'Headphones', price: 0, quantity: 1 },
      ],
      choice: { kind: 'payment', tenders: [{ method: 'cash' }] },
      idempotencyKey: 'product-stock-sale',
    });
    expect(await keptStock('P001')).toBe((before ?? 0) - 3);
    expect(await productStockOff()).toEqual([]);
  });

  it('follows any writer: balances inserted, updated and deleted in one statement each', async () => {
    const before = await keptStock('P002');
    let checked = false;
    // Written and checked in a transaction that is then rolled back: the ledger stays as it was.
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into stock_balances (item_id, bin_id, location_id, on_hand)
          select id, 'A-1-1', 'main', 7 from stock_items where product_id in ('P002', 'P003')
          on conflict (item_id, bin_id) do update set on_hand = stock_balances.on_hand + 7`);
        expect(await productStockOff(tx)).toEqual([]);
        // Again: every row there now conflicts, so the upsert's DO UPDATE branch runs.
        await tx.execute(sql`insert into stock_balances (item_id, bin_id, location_id, on_hand)
          select item_id, bin_id, location_id, 2 from stock_balances where bin_id = 'A-1-1'
          on conflict (item_id, bin_id) do update set on_hand = stock_balances.on_hand + excluded.on_hand`);
        expect(await productStockOff(tx)).toEqual([]);
        await tx.execute(sql`update stock_balances set on_hand = on_hand + 1 where bin_id = 'A-1-1'`);
        expect(await productStockOff(tx)).toEqual([]);
        // A balance given to another item, and an item given to another product, take their stock along.
        await tx.execute(sql`update stock_balances set item_id = (select id from stock_items where id not in
            (select item_id from stock_balances where bin_id = 'A-1-1') order by id limit 1)
          where item_id = 'P002-1M' and bin_id = 'A-1-1'`);
        expect(await productStockOff(tx)).toEqual([]);
        await tx.execute(sql`update stock_items set product_id = 'P003' where id = 'P002-2M'`);
        expect(await productStockOff(tx)).toEqual([]);
        await tx.execute(sql`delete from stock_balances where bin_id = 'A-1-1'`);
        expect(await productStockOff(tx)).toEqual([]);
        checked = true;
        tx.rollback();
      })
      .catch((error) => {
        if (!checked) throw error;
      });
    expect(checked).toBe(true);
    expect(await keptStock('P002')).toBe(before);
  });

  it('follows the product: a new one starts at 0; its threshold and archiving move it on or off Low Stock', async () => {
    const created = await api.createProduct({
      name: 'Kept Stock Lamp',
      description: '',
      category: 'home',
      basePrice: '10.00',
      baseSku: 'KSL-001',
      stock: '0',
      lowStockThreshold: '3',
      variants: [],
    });
    expect(await keptStock(created.id)).toBe(0);
    // The headphones are well stocked: a threshold above their stock puts them on Low Stock.
    const lowBefore = (await api.getMenuBadges()).lowStock;
    const lowIds = async () => (await everyItem((q) => api.listLowStock(q))).map((row) => row.productId);
    expect(await lowIds()).toContain(created.id);
    expect(await lowIds()).not.toContain('P001');
    await db.execute(sql`update products set low_stock_threshold = 100000 where id = 'P001'`);
    expect(await lowIds()).toContain('P001');
    expect((await api.getMenuBadges()).lowStock).toBe(lowBefore + 1);
    await db.execute(sql`update products set low_stock_threshold = 15 where id = 'P001'`);
    expect(await lowIds()).not.toContain('P001');
    await api.archiveProduct(created.id);
    expect(await lowIds()).not.toContain(created.id);
    expect((await api.getMenuBadges()).lowStock).toBe(lowBefore - 1);
    expect(await productStockOff()).toEqual([]);
    await api.deleteProduct(created.id);
    expect(await keptStock(created.id)).toBeUndefined();
    expect(await productStockOff()).toEqual([]);
    // A stocked product archived: its units leave the kept units on hand.
    expect(await keptStock('P001')).toBeGreaterThan(0);
    await api.archiveProduct('P001');
    expect(await productStockOff()).toEqual([]);
  });

  it('the units of connections that have ended fold into one row; a live one keeps its own', async () => {
    // An ended connection's row (no backend has that pid), its units moved from backend 0's.
    await db.execute(sql`update stock_units set units = units - 7 where backend = 0`);
    await db.execute(sql`insert into stock_units (backend, units) values (2147483000, 7)`);
    // A live connection's row, of a connection held open meanwhile.
    const held = await database.pool.connect();
    try {
      const { rows } = await held.query<{ backend: number }>(
        `insert into stock_units (backend, units) values (pg_backend_pid(), 0)
          on conflict (backend) do update set units = stock_units.units returning backend`,
      );
      await foldEndedBackendsUnits(db);
      const left = await db.execute<{ backend: number }>(sql`select backend from stock_units`);
      const backends = left.rows.map((row) => row.backend);
      expect(backends).not.toContain(2147483000);
      expect(backends).toContain(rows[0]?.backend);
    } finally {
      held.release();
    }
    expect(await productStockOff()).toEqual([]);
  });
});

async function sumOf(productId: string) {
  const result = await db.execute<{ onHand: number }>(sql`select coalesce(sum(b.on_hand), 0)::int as "onHand"
    from stock_balances b join stock_items i on i.id = b.item_id where i.product_id = ${productId}`);
  return result.rows[0]?.onHand;
}
