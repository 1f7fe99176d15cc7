import { describe, expect, it } from 'vitest';
import { createSearchIndex, productSearchFields } from '../search/search';
import { stockStatus } from '../stock/stock';
import {
  generateCustomers,
  generateDeliveries,
  generatePosProducts,
  generateProducts,
  generatePurchaseProducts,
  generateRiders,
  generateSales,
  generateShelves,
} from './generate';
import { createRandom, pick, randomInt, withRandomCounts } from './prng';

describe('Seeded PRNG', () => {
  it('is deterministic per seed and in [0, 1)', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const xs = Array.from({ length: 100 }, () => a());
    expect(xs).toEqual(Array.from({ length: 100 }, () => b()));
    for (const x of xs) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
    expect(createRandom(43)()).not.toBe(createRandom(42)());
  });

  it('picks ints in range and list elements', () => {
    const random = createRandom(1);
    for (let i = 0; i < 200; i++) {
      const n = randomInt(random, 3, 5);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(5);
    }
    expect(['a', 'b']).toContain(pick(random, ['a', 'b']));
  });

  it('sets random counts (Categories and Locations: random count per load)', () => {
    const items = withRandomCounts(
      [{ name: 'Books', productCount: 0 }],
      'productCount',
      createRandom(3),
      5,
      9,
    );
    expect(items[0]?.name).toBe('Books');
    expect(items[0]?.productCount).toBeGreaterThanOrEqual(5);
    expect(items[0]?.productCount).toBeLessThanOrEqual(9);
    expect(withRandomCounts([{ n: 0 }], 'n', createRandom(1))[0]?.n).toBeGreaterThanOrEqual(10);
  });
});

describe('Generators for large data sets', () => {
  it.each([
    ['products', generateProducts],
    ['POS products', generatePosProducts],
    ['sales', generateSales],
    ['riders', generateRiders],
    ['customers', generateCustomers],
    ['purchase products', generatePurchaseProducts],
    ['shelves', generateShelves],
  ] as const)('%s: n items, deterministic, unique ids', (_name, generate) => {
    const items = (generate as (n: number, seed?: number) => { id: string }[])(300, 9);
    expect(items).toHaveLength(300);
    expect((generate as (n: number, seed?: number) => unknown[])(300, 9)).toEqual(items);
    expect(new Set(items.map((i) => i.id)).size).toBe(300);
    expect((generate as (n: number) => unknown[])(0)).toEqual([]);
  });

  it('products carry the stock status rule and every status', () => {
    const products = generateProducts(500, 2);
    for (const p of products) expect(p.status).toBe(stockStatus(p.stock, p.lowStockThreshold));
    expect(new Set(products.map((p) => p.status)).size).toBe(3);
  });

  it('deliveries: riders on assigned and later statuses only; pickup time once picked up', () => {
    const riders = generateRiders(5, 1);
    const deliveries = generateDeliveries(300, 4, riders);
    expect(new Set(deliveries.map((d) => d.id)).size).toBe(300);
    for (const d of deliveries) {
      if (d.status === 'pending' || d.status === 'cancelled') expect(d.rider).toBeUndefined();
      else expect(riders.map((r) => r.id)).toContain(d.rider?.id);
      expect(d.pickupTime !== undefined).toBe(['picked_up', 'in_transit', 'delivered'].includes(d.status));
    }
    expect(generateDeliveries(5, 4)).toHaveLength(5);
    expect(generateDeliveries(20, 4, []).every((d) => d.rider === undefined)).toBe(true);
  });

  it('shelves keep occupied within capacity and products consistent', () => {
    for (const s of generateShelves(60, 5)) {
      expect(s.occupied).toBeLessThanOrEqual(s.capacity);
      for (const p of s.products) expect(p.available).toBe(p.quantity - p.reserved);
    }
  });

  it('supports a 100k search index quickly', () => {
    const products = generateProducts(100_000, 1);
    const search = createSearchIndex(products, productSearchFields);
    const started = performance.now();
    const found = search('premium');
    expect(found.length).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
