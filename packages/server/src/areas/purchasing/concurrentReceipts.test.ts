import type { WarehouseApi } from '@warehouse/domain/contract';
import { emptyHeader } from '@warehouse/domain/purchasing';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { seedWhenEmpty } from '../../db/seed';
import { testDatabase } from '../../testing/testDatabase';
import { createSqlApi } from '../sqlApi';

// Two servers on one database, as behind a load balancer: two stores, each with its own pool.
const database = await testDatabase();
await seedWhenEmpty(database.db);
const second = openDatabase(database.url);
const servers: WarehouseApi[] = [await createSqlApi(database.db), await createSqlApi(second.db)];

const onHand = async (itemId: string) =>
  (await servers[0]!.listPurchaseProducts({ itemIds: [itemId] })).items[0]!.currentStock;

describe('Issue 17: two clerks receiving the same purchase order at once', () => {
  it('cannot receive more than was ordered: of 12 receipts of 4 against 10 ordered, exactly 2 are recorded', async () => {
    const order = await servers[0]!.createPurchaseOrder({
      header: { ...emptyHeader('2026-11-24'), supplierId: 'SUP-001' },
      lines: [
        {
          id: 'P013',
          productName: 'Stainless Steel Cookware Set',
          sku: 'SSC-013',
          quantity: 10,
          unitPrice: 4000,
          total: 0,
        },
      ],
    });
    const before = await onHand('P013');
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, index) =>
        servers[index % 2]!.receivePurchaseOrder(order.id, {
          lines: [{ itemId: 'P013', quantity: 4, binId: index % 2 === 0 ? 'D-3-2' : 'A-1-1' }],
          idempotencyKey: `clerk-${index}`,
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    expect(
      results.flatMap((result) =>
        result.status === 'rejected' ? [(result.reason as { code: string }).code] : [],
      ),
    ).toEqual(Array(10).fill('over_receipt'));
    const { order: after, receipts } = await servers[1]!.getPurchaseOrder(order.id);
    expect(after).toMatchObject({ status: 'partially_received', lines: [{ quantity: 10, received: 8 }] });
    expect(receipts).toHaveLength(2);
    expect(await onHand('P013')).toBe(before + 8);
    const sums = await database.db.execute<{ balance: number; movements: number }>(sql`
      select (select sum(on_hand)::int from stock_balances where item_id = 'P013') as balance,
             (select sum(quantity)::int from stock_movements where item_id = 'P013') as movements`);
    expect(sums.rows[0]!.balance).toBe(sums.rows[0]!.movements);
  });

  it('the same receipt sent to both servers at once is recorded once', async () => {
    const order = await servers[0]!.createPurchaseOrder({
      header: { ...emptyHeader('2026-11-24'), supplierId: 'SUP-002' },
      lines: [
        { id: 'P027', productName: 'Leather Belt', sku: 'LB-027', quantity: 5, unitPrice: 1500, total: 0 },
      ],
    });
    const before = await onHand('P027');
    const receipt = {
      lines: [{ itemId: 'P027', quantity: 5, binId: 'A-1-1' }],
      idempotencyKey: 'one-delivery',
    };
    const [a, b] = await Promise.all(servers.map((server) => server.receivePurchaseOrder(order.id, receipt)));
    expect(a).toEqual(b);
    expect(a!.order.status).toBe('received');
    expect(a!.receipts).toHaveLength(1);
    expect(await onHand('P027')).toBe(before + 5);
  });
});
