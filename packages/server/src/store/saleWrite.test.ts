import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedWhenEmpty } from '../db/seed';
import { testDatabase } from '../testing/testDatabase';
import { standInId } from './ids';
import { type SaleWrites, saleWrite } from './saleWrite';

const database = await testDatabase();
await seedWhenEmpty(database.db);
const { db } = database;
const write = saleWrite(db);

const first = async <T>(query: ReturnType<typeof sql>) =>
  (await db.execute<T & Record<string, unknown>>(query)).rows[0] as T;

/** A balance with stock at the POS's location: what the sale takes one unit from. */
const balance = await first<{ itemId: string; binId: string; locationId: string; onHand: number }>(sql`
  select item_id as "itemId", bin_id as "binId", location_id as "locationId", on_hand as "onHand"
  from stock_balances where on_hand > 2 order by item_id, bin_id limit 1`);

const saleNumber = async () =>
  (await first<{ lastValue: string }>(sql`select last_value::text as "lastValue" from sale_numbers`))
    .lastValue;
const onHand = async () =>
  (
    await first<{ onHand: number }>(
      sql`select on_hand as "onHand" from stock_balances where item_id = ${balance.itemId} and bin_id = ${balance.binId}`,
    )
  ).onHand;

/** One unit of the balance's item sold, with a delivery and a notification, every id a stand-in. */
function oneUnitSold(key: string, before: number): SaleWrites {
  const saleStandIn = standInId('sale');
  const deliveryStandIn = standInId('delivery');
  const at = new Date().toISOString();
  return {
    idempotencyKey: key,
    saleStandIn,
    deliveryStandIn,
    balances: [{ itemId: balance.itemId, binId: balance.binId, before, after: before - 1 }],
    movements: [
      {
        id: crypto.randomUUID(),
        kind: 'sale',
        itemId: balance.itemId,
        binId: balance.binId,
        locationId: balance.locationId,
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
      locationId: balance.locationId,
      recordedBy: 'test',
      idempotencyKey: key,
      fingerprint: 'test',
      deliveryId: deliveryStandIn,
    },
    lines: [
      {
        saleId: saleStandIn,
        lineNo: 0,
        itemId: balance.itemId,
        name: 'Item',
        unitPriceCents: 100,
        quantity: 1,
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
    const numberBefore = await saleNumber();
    const stockBefore = await onHand();
    // Planned when the balance held one unit more than it now holds in all: all of it, and one more.
    const writes = {
      ...oneUnitSold('sale-write-moved', stockBefore),
      balances: [{ ...balance, before: stockBefore, after: -1 }],
    };
    expect(await write(writes)).toBeNull();
    expect(await saleNumber()).toBe(numberBefore);
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

  it('writes nothing when its key was recorded first, though the stock is as read', async () => {
    const numberBefore = await saleNumber();
    const stockBefore = await onHand();
    expect(await write(oneUnitSold('sale-write-done', stockBefore))).toBeNull();
    expect(await saleNumber()).toBe(numberBefore);
    expect(await onHand()).toBe(stockBefore);
  });
});
