import { describe, expect, it } from 'vitest';
import { hasValidCheckDigit } from '../catalogue/barcode';
import { stockItemsOf } from '../catalogue/catalogue';
import { createCatalogueIndex } from '../catalogue/catalogueIndex';
import { inventoryRow, productOnHand } from '../catalogue/figures';
import { createSearchIndex, productSearchFields } from '../search/search';
import { createLedger } from '../stock/ledger';
import { sampleCategoryRecords } from './business';
import { generateCustomers, generateDeliveries, generateRiders, generateSales } from './generate';
import { generateCatalogue, generatedBarcode } from './generateCatalogue';
import { createRandom, pick, randomInt } from './prng';

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
});

describe('Generators for large data sets', () => {
  it.each([
    ['sales', generateSales],
    ['riders', generateRiders],
    ['customers', generateCustomers],
  ] as const)('%s: n items, deterministic, unique ids', (_name, generate) => {
    const items = (generate as (n: number, seed?: number) => { id: string }[])(300, 9);
    expect(items).toHaveLength(300);
    expect((generate as (n: number, seed?: number) => unknown[])(300, 9)).toEqual(items);
    expect(new Set(items.map((i) => i.id)).size).toBe(300);
    expect((generate as (n: number) => unknown[])(0)).toEqual([]);
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

  it('a generated business: its opening stock replays into a ledger, a tenth of products without stock', () => {
    const { catalogue, bins, stockHistory } = generateCatalogue({ products: 2_000, shelves: 50 }, 3);
    expect(generateCatalogue({ products: 2_000, shelves: 50 }, 3).catalogue).toEqual(catalogue);
    expect(new Set(catalogue.map((p) => p.id)).size).toBe(2_000);
    expect(new Set(bins.map((b) => b.id)).size).toBe(bins.length);
    const ledger = createLedger();
    for (const change of stockHistory) expect(ledger.apply(change).ok).toBe(true);
    const index = createCatalogueIndex(sampleCategoryRecords, catalogue);
    const empty = catalogue.filter((p) => productOnHand(p, ledger) === 0).length;
    expect(empty / catalogue.length).toBeGreaterThan(0.05);
    expect(empty / catalogue.length).toBeLessThan(0.15);
    expect(catalogue.every((p) => index.categoryName(p.categoryId) !== '')).toBe(true);
  });

  it('every generated item has a barcode of its own, a valid EAN-13 (the bench scans them)', () => {
    const { catalogue } = generateCatalogue({ products: 2_000, shelves: 0 }, 3);
    const codes = catalogue.flatMap((product) => stockItemsOf(product).map((item) => item.barcode ?? ''));
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((code) => /^20\d{11}$/.test(code) && hasValidCheckDigit(code))).toBe(true);
    // Named by the product's number and the variant's (0: the product's own item).
    for (const product of catalogue.slice(0, 20)) {
      const number = Number(product.id.slice(1));
      expect(stockItemsOf(product).map((item) => item.barcode)).toEqual(
        product.variants.length === 0
          ? [generatedBarcode(number, 0)]
          : product.variants.map((_, v) => generatedBarcode(number, v + 1)),
      );
    }
  });

  it('generated names are searchable at the bench size (100k products)', () => {
    const { catalogue } = generateCatalogue({ products: 100_000, shelves: 0 }, 1);
    const index = createCatalogueIndex(sampleCategoryRecords, catalogue);
    const rows = catalogue.map((product) => inventoryRow(product, index, createLedger(), new Map()));
    const search = createSearchIndex(rows, productSearchFields);
    const found = search('premium lamp');
    expect(found.length).toBeGreaterThan(0);
    for (const row of found) expect(row.name).toMatch(/Premium Lamp/);
  });
});
