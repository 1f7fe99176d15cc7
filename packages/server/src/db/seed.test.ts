import { sampleSeed } from '@warehouse/domain/sample';
import { createLedger } from '@warehouse/domain/stock';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../testing/testDatabase';
import { seedWhenEmpty } from './seed';

const { db } = await testDatabase();

describe('Issue 15: the first start on an empty database writes the sample business', () => {
  it('seeds once, even when two servers start on the same empty database together', async () => {
    const results = await Promise.all([seedWhenEmpty(db), seedWhenEmpty(db)]);
    expect(results.sort()).toEqual([false, true]);
    expect(await seedWhenEmpty(db)).toBe(false);
    const seed = sampleSeed();
    const counts = await db.execute<{ categories: number; products: number; bins: number }>(sql`
      select (select count(*)::int from categories) as categories,
             (select count(*)::int from products) as products,
             (select count(*)::int from bins) as bins`);
    expect(counts.rows[0]).toEqual({
      categories: seed.categories.length,
      products: seed.catalogue.length,
      bins: seed.bins.length,
    });
  });

  it('every balance is the sum of its movements, and the same as the domain ledger gives', async () => {
    const mismatches = await db.execute(sql`
      select b.item_id, b.bin_id from stock_balances b
      left join (select item_id, bin_id, sum(quantity)::int as total from stock_movements group by 1, 2) m
        using (item_id, bin_id)
      where b.on_hand <> coalesce(m.total, 0)`);
    expect(mismatches.rows).toEqual([]);

    const ledger = createLedger();
    for (const change of sampleSeed().stockHistory) ledger.apply(change);
    const onHand = await db.execute<{ item_id: string; on_hand: number }>(
      sql`select item_id, sum(on_hand)::int as on_hand from stock_balances group by 1`,
    );
    for (const { item_id, on_hand } of onHand.rows)
      expect([item_id, on_hand]).toEqual([item_id, ledger.onHandOfItem(item_id)]);
    // The sample's Leather Belt: 2 on the Downtown Store's floor (§ Low Stock acceptance flow).
    const belt = await db.execute<{ bin_id: string; on_hand: number }>(
      sql`select bin_id, on_hand from stock_balances where item_id = 'P027'`,
    );
    expect(belt.rows).toEqual([{ bin_id: 'DT-FLOOR', on_hand: 2 }]);
  });
});
