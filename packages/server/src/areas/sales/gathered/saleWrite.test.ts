import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedWhenEmpty } from '../../../db/seed';
import { standInId } from '../../../sql/ids';
import { testDatabase } from '../../../testing/testDatabase';
import { type SaleWrites, salesWrite, saleWrite } from './saleWrite';

const database = await testDatabase();
await seedWhenEmpty(database.db);
const { db } = database;
const write = saleWrite(db);

const first = async <T>(query: ReturnType<typeof sql>) =>
  (await db.execute<T & Record<string, unknown>>(query)).rows[0] as T;

/** A balance with stock: what the sale takes one unit from, with its item's product. */
const balance = await first<{ itemId: string; binId: string; productId: string; locationId: string }>(sql`
  select b.item_id as "itemId", b.bin_id as "binId", i.product_id as "productId", b.location_id as "locationId"
  from stock_balances b join stock_items i on i.id = b.item_id
  where b.on_hand > 2 order by b.item_id, b.bin_id limit 1`);
/** A balance with stock of another product: for a second sale written with the first. */
const otherBalance = await first<typeof balance>(sql`
  select b.item_id as "itemId", b.bin_id as "binId", i.product_id as "productId", b.location_id as "locationId"
  from stock_balances b join stock_items i on i.id = b.item_id
  where b.on_hand > 2 and i.product_id <> ${balance.productId} order by b.item_id, b.bin_id limit 1`);

/** The last sale and delivery numbers drawn. */
const numbers = () =>
  first<{ sale: string; delivery: string }>(sql`select (select last_value::text from sale_numbers) as sale,
    (select last_value::text from delivery_numbers) as delivery`);
const onHand = async (of = balance) =>
  (
    await first<{ onHand: number }>(
      sql`select on_hand as "onHand" from stock_balances where item_id = ${of.itemId} and bin_id = ${of.binId}`,
    )
  ).onHand;

/** A product's kept stock: its units over every bin, as the sale's read finds them. */
const kept = async (productId: string) =>
  (
    await first<{ onHand: number }>(
      sql`select on_hand as "onHand" from product_stock where product_id = ${productId}`,
    )
  ).onHand;

/** One unit of the balance's item sold, with a delivery and a notification, every id a stand-in. */
function oneUnitSold(key: string, before: number, of = balance): SaleWrites {
  const saleStandIn = standInId('sale');
  const deliveryStandIn = standInId('delivery');
  const at = new Date().toISOString();
  return {
    idempotencyKey: key,
    saleStandIn,
    deliveryStandIn,
    balances: [
      {
        itemId: of.itemId,
        binId: of.binId,
        before,
        after: before - 1,
      },
    ],
    // Far above its threshold (0), as read and now: whatever others took, no notification is due.
    drops: [{ productId: of.productId, lowStockThreshold: 0, before: before + 1000, taken: 1 }],
    movements: [
      {
        id: crypto.randomUUID(),
        kind: 'sale',
        itemId: of.itemId,
        binId: of.binId,
        locationId: of.locationId,
        quantity: -1,
        at,
        by: 'test',
        documentKind: 'sale',
        documentId: saleStandIn,
        reason: null,
      },
    ],
    sale: {
      id: saleStandIn,
      customer: 'Walk-in Customer',
      customerId: null,
      amountCents: 100,
      status: 'completed',
      paymentMethod: 'cash',
      date: at.slice(0, 10),
      items: 1,
      locationId: of.locationId,
      recordedBy: 'test',
      idempotencyKey: key,
      fingerprint: 'test',
      deliveryId: deliveryStandIn,
    },
    lines: [
      {
        saleId: saleStandIn,
        lineNo: 0,
        itemId: of.itemId,
        name: 'Item',
        unitPriceCents: 100,
        quantity: 1,
      },
    ],
    tenders: [{ saleId: saleStandIn, tenderNo: 0, method: 'cash', amountCents: 100, reference: null }],
    payments: [
      {
        id: randomUUID(),
        kind: 'sale',
        method: 'card',
        amountCents: 100,
        date: '2026-11-27',
        recordedAt: '2026-11-27T12:00:00.000Z',
        recordedBy: 'test',
        saleId: saleStandIn,
      },
    ],
    delivery: {
      id: deliveryStandIn,
      orderId: saleStandIn,
      customerName: 'Ann',
      customerPhone: '555',
      customerAddress: '1 High St',
      riderId: null,
      items: 1,
      totalCents: 100,
      status: 'pending',
      priority: 'high',
      estimatedTime: '30 min',
      orderedAt: at,
      pickupTime: null,
    },
    notifications: [
      {
        id: crypto.randomUUID(),
        kind: 'new_order',
        title: 'New Order',
        message: `Order ${saleStandIn} was placed`,
        time: '',
        createdAt: at,
      },
    ],
    auditEntry: {
      accountId: null,
      userId: 'test',
      call: 'recordSale',
      record: saleStandIn,
      outcome: 'done',
      code: null,
    },
  };
}

describe("Issue 18: a sale's writes go in one statement, only while its stock is as it was read", () => {
  it('takes its units from what a balance holds now, though others took some since the read', async () => {
    const stockBefore = await onHand();
    // Read when the balance held 5 more: the sale takes its one unit from what is there now.
    expect(await write(oneUnitSold('sale-write-later', stockBefore + 5))).not.toBeNull();
    expect(await onHand()).toBe(stockBefore - 1);
  });

  it('writes nothing and draws no number when a balance no longer holds enough', async () => {
    const numbersBefore = await numbers();
    const stockBefore = await onHand();
    // Planned when the balance held one unit more than it now holds in all: all of it, and one more.
    const writes = {
      ...oneUnitSold('sale-write-moved', stockBefore),
      balances: [{ ...balance, before: stockBefore, after: -1 }],
    };
    expect(await write(writes)).toBeNull();
    expect(await numbers()).toEqual(numbersBefore);
    expect(await onHand()).toBe(stockBefore);
    const written = await first<{ rows: number }>(sql`select
      (select count(*) from sales where idempotency_key = 'sale-write-moved')
      + (select count(*) from stock_movements where document_id = ${writes.saleStandIn})
      + (select count(*) from notifications where message like ${`%${writes.saleStandIn}%`})
      + (select count(*) from deliveries where order_id = ${writes.saleStandIn})
      + (select count(*) from audit_entries where record = ${writes.saleStandIn}) as rows`);
    expect(Number(written.rows)).toBe(0);
  });

  it('writes every row with the numbers drawn in place of the stand-ins', async () => {
    const stockBefore = await onHand();
    const writes = oneUnitSold('sale-write-done', stockBefore);
    const drawn = await write(writes);
    expect(drawn?.saleId).toMatch(/^ORD-\d{4,}$/);
    expect(drawn?.deliveryId).toMatch(/^DEL-\d{3,}$/);
    const saleId = drawn?.saleId ?? '';
    expect(await onHand()).toBe(stockBefore - 1);
    const sale = await first<{ id: string; deliveryId: string }>(
      sql`select id, delivery_id as "deliveryId" from sales where idempotency_key = 'sale-write-done'`,
    );
    expect(sale).toEqual({ id: saleId, deliveryId: drawn?.deliveryId });
    const references = await first<Record<string, string>>(sql`select
      (select sale_id from sale_lines where sale_id = ${saleId}) as line,
      (select document_id from stock_movements where document_id = ${saleId}) as movement,
      (select product_id from stock_movements where document_id = ${saleId}) as product,
      (select order_id from deliveries where id = ${drawn?.deliveryId ?? ''}) as delivery,
      (select message from notifications where message like ${`%${saleId}%`}) as notification,
      (select record from audit_entries where record = ${saleId}) as audit`);
    const item = await first<{ productId: string }>(
      sql`select product_id as "productId" from stock_items where id = ${balance.itemId}`,
    );
    expect(references).toEqual({
      line: saleId,
      movement: saleId,
      product: item.productId,
      delivery: saleId,
      notification: `Order ${saleId} was placed`,
      audit: saleId,
    });
  });

  it("writes nothing when a product near its threshold moved since the read: the read's notifications no longer hold", async () => {
    const numbersBefore = await numbers();
    const stockBefore = await onHand();
    const total = await kept(balance.productId);
    // Read with 2 more of the product, 3 above the threshold: taking 1 left it above; now it may not.
    const stale = oneUnitSold('sale-write-near-threshold', stockBefore);
    const drops = (before: number) => [
      { productId: balance.productId, lowStockThreshold: total - 1, before, taken: 1 },
    ];
    expect(await write({ ...stale, drops: drops(total + 2) })).toBeNull();
    expect(await numbers()).toEqual(numbersBefore);
    expect(await onHand()).toBe(stockBefore);
    // Read as it is now, the same sale goes through.
    const fresh = oneUnitSold('sale-write-near-threshold', stockBefore);
    expect(await write({ ...fresh, drops: drops(total) })).not.toBeNull();
    expect(await onHand()).toBe(stockBefore - 1);
  });

  it('writes a sale of a product already at its threshold though it moved since the read, unless it planned the alert again', async () => {
    const total = await kept(balance.productId);
    const threshold = total + 5;
    const sold = async (key: string, before: number) =>
      write({
        ...oneUnitSold(key, await onHand()),
        drops: [{ productId: balance.productId, lowStockThreshold: threshold, before, taken: 1 }],
      });
    // Read 2 more than now, both at or below the threshold: no alert planned, none due; written.
    expect(await sold('sale-write-low-moved', total + 2)).not.toBeNull();
    // Read 1 above the threshold, it planned the alert; but another sale took the product there since.
    const numbersBefore = await numbers();
    expect(await sold('sale-write-low-alert', threshold + 1)).toBeNull();
    expect(await numbers()).toEqual(numbersBefore);
  });

  it('waits for a copy being written with the same key, then sees it committed: nothing written, no number drawn', async () => {
    const stockBefore = await onHand();
    const numbersBefore = await numbers();
    const client = await database.pool.connect();
    try {
      // Another request with the same key, mid-write: it holds the stock and has written its sale.
      await client.query('begin');
      await client.query('select 1 from stock_balances where item_id = $1 and bin_id = $2 for update', [
        balance.itemId,
        balance.binId,
      ]);
      await client.query(
        `insert into sales (id, customer, amount_cents, status, payment_method, date, items, idempotency_key)
         values ('ORD-COPY-1', 'Walk-in Customer', 100, 'completed', 'cash', '2024-02-01', 1, 'sale-write-copy')`,
      );
      const copy = write(oneUnitSold('sale-write-copy', stockBefore));
      // The copy waits on the stock; once the first commits, it finds the key recorded.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await client.query('commit');
      expect(await copy).toBeNull();
    } finally {
      client.release();
    }
    expect(await numbers()).toEqual(numbersBefore);
    expect(await onHand()).toBe(stockBefore);
  });

  it('writes nothing when its key was recorded first, though the stock is as read', async () => {
    const numbersBefore = await numbers();
    const stockBefore = await onHand();
    expect(await write(oneUnitSold('sale-write-done', stockBefore))).toBeNull();
    expect(await numbers()).toEqual(numbersBefore);
    expect(await onHand()).toBe(stockBefore);
  });

  it('writes sales of different products together, each with its own numbers', async () => {
    const [stockA, stockB] = [await onHand(), await onHand(otherBalance)];
    const a = oneUnitSold('sale-write-together-a', stockA);
    const b = oneUnitSold('sale-write-together-b', stockB, otherBalance);
    const drawn = await salesWrite(db)([a, b]);
    const [idsA, idsB] = [drawn?.get(a.idempotencyKey), drawn?.get(b.idempotencyKey)];
    expect(idsA?.saleId).toMatch(/^ORD-\d{4,}$/);
    expect(idsB?.saleId).toMatch(/^ORD-\d{4,}$/);
    expect(idsA?.saleId).not.toBe(idsB?.saleId);
    expect(idsA?.deliveryId).not.toBe(idsB?.deliveryId);
    expect([await onHand(), await onHand(otherBalance)]).toEqual([stockA - 1, stockB - 1]);
    // Each sale's rows carry its own number, none the other's.
    const lines = await db.execute<{
      saleId: string;
      itemId: string;
    }>(sql`select sale_id as "saleId", item_id as "itemId"
      from sale_lines where sale_id in (${idsA?.saleId ?? ''}, ${idsB?.saleId ?? ''}) order by sale_id`);
    expect(new Set(lines.rows.map((line) => `${line.saleId} ${line.itemId}`))).toEqual(
      new Set([`${idsA?.saleId} ${balance.itemId}`, `${idsB?.saleId} ${otherBalance.itemId}`]),
    );
  });

  it("writes none of the sales written together when one's stock ran short, and draws no number", async () => {
    const numbersBefore = await numbers();
    const [stockA, stockB] = [await onHand(), await onHand(otherBalance)];
    const a = oneUnitSold('sale-write-none-a', stockA);
    const short = {
      ...oneUnitSold('sale-write-none-b', stockB, otherBalance),
      balances: [{ ...otherBalance, before: stockB, after: -1 }],
    };
    expect(await salesWrite(db)([a, short])).toBeNull();
    expect(await numbers()).toEqual(numbersBefore);
    expect([await onHand(), await onHand(otherBalance)]).toEqual([stockA, stockB]);
  });

  /** Two items of one product, each with stock in a bin. */
  const twoItemsOfOneProduct = async () => {
    const variants = (
      await db.execute<typeof balance>(sql`
        select b.item_id as "itemId", b.bin_id as "binId", i.product_id as "productId", b.location_id as "locationId"
        from stock_balances b join stock_items i on i.id = b.item_id
        where b.on_hand > 2 and i.product_id = (select i2.product_id from stock_balances b2
          join stock_items i2 on i2.id = b2.item_id where b2.on_hand > 2
          group by i2.product_id having count(distinct i2.id) > 1 order by i2.product_id limit 1)
        order by b.item_id, b.bin_id`)
    ).rows;
    const [one, other] = [variants[0], variants.find((row) => row.itemId !== variants[0]?.itemId)];
    if (!one || !other) throw new Error('The sample has no product with two items in stock');
    return [one, other] as const;
  };

  it("writes sales of two items of one product together: the product's kept stock goes down by both", async () => {
    const [one, other] = await twoItemsOfOneProduct();
    const keptBefore = await kept(one.productId);
    const drawn = await salesWrite(db)([
      oneUnitSold('sale-write-variant-a', await onHand(one), one),
      oneUnitSold('sale-write-variant-b', await onHand(other), other),
    ]);
    expect(drawn?.size).toBe(2);
    expect(await kept(one.productId)).toBe(keptBefore - 2);
  });

  it("writes nothing when two sales of one product, each planned above its threshold, together reach it (neither read saw the other's)", async () => {
    const [one, other] = await twoItemsOfOneProduct();
    const numbersBefore = await numbers();
    const total = await kept(one.productId);
    /** One unit of each item, both planned on the product's total as read, `threshold` its low-stock threshold. */
    const pair = async (keys: string, threshold: number) => [
      {
        ...oneUnitSold(`${keys}-a`, await onHand(one), one),
        drops: [{ productId: one.productId, lowStockThreshold: threshold, before: total, taken: 1 }],
      },
      {
        ...oneUnitSold(`${keys}-b`, await onHand(other), other),
        drops: [{ productId: one.productId, lowStockThreshold: threshold, before: total, taken: 1 }],
      },
    ];
    // Each alone leaves 1 above its threshold (no notification); together they reach it: one is due.
    expect(await salesWrite(db)(await pair('sale-write-threshold', total - 2))).toBeNull();
    expect(await numbers()).toEqual(numbersBefore);
    // Together they stay above a threshold 1 lower: no notification either way, and both are written.
    expect((await salesWrite(db)(await pair('sale-write-above', total - 3)))?.size).toBe(2);
  });

  it('writes nothing when another item of its product was sold since its read, and together they reach its threshold', async () => {
    const [one, other] = await twoItemsOfOneProduct();
    const total = await kept(one.productId);
    // Planned on the product as read: taking 1 leaves it 1 above its threshold, no notification.
    const planned = {
      ...oneUnitSold('sale-write-raced', await onHand(one), one),
      drops: [{ productId: one.productId, lowStockThreshold: total - 2, before: total, taken: 1 }],
    };
    // Meanwhile a unit of the product's other item is sold (its balance is none of this sale's).
    expect(await write(oneUnitSold('sale-write-racer', await onHand(other), other))).not.toBeNull();
    const numbersBefore = await numbers();
    // Now it would reach the threshold, and the notification the plan left out would be missed.
    expect(await write(planned)).toBeNull();
    expect(await numbers()).toEqual(numbersBefore);
    expect(await kept(one.productId)).toBe(total - 1);
  });

  it('takes the units of sales written together from one balance together: it goes down by both', async () => {
    const stock = await onHand();
    const drawn = await salesWrite(db)([
      oneUnitSold('sale-write-shared-a', stock),
      oneUnitSold('sale-write-shared-b', stock),
    ]);
    expect(drawn?.size).toBe(2);
    expect(await onHand()).toBe(stock - 2);
  });

  it('writes none of the sales written together when one balance holds too little for all of them', async () => {
    const stock = await onHand();
    const numbersBefore = await numbers();
    // Each alone leaves the balance at 0 or more; together they would take one more than it holds.
    const all = oneUnitSold('sale-write-too-many-a', stock);
    const batch = [
      { ...all, balances: all.balances.map((balance) => ({ ...balance, after: 0 })) },
      oneUnitSold('sale-write-too-many-b', stock),
    ];
    expect(await salesWrite(db)(batch)).toBeNull();
    expect(await numbers()).toEqual(numbersBefore);
    expect(await onHand()).toBe(stock);
  });

  it('refuses a batch holding one key twice: both copies would be written', async () => {
    const stock = await onHand();
    const batch = [oneUnitSold('sale-write-same-key', stock), oneUnitSold('sale-write-same-key', stock)];
    await expect(salesWrite(db)(batch)).rejects.toThrow('Sales written together share a key');
    expect(await onHand()).toBe(stock);
  });
});
