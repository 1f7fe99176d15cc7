import { describe, expect, it } from 'vitest';
import {
  applyPosCatalogue,
  itemByBarcode,
  type PosCatalogue,
  type PosEntry,
  posCatalogueRows,
  posEntriesOf,
} from './posCatalogue';

const entry = (productId: string, id: string, stock: number, category = 'Electronics'): PosEntry => ({
  productId,
  id,
  name: id,
  price: 1000,
  category,
  stock,
});
const read = (entries: PosEntry[], changes?: string[]): PosCatalogue => ({
  cursor: `cursor-${entries.length}`,
  complete: changes === undefined,
  changed: changes ?? [],
  ...posCatalogueRows(entries),
});

const held = applyPosCatalogue(
  undefined,
  read([entry('A', 'A-1', 5), entry('A', 'A-2', 6), entry('B', 'B', 7, 'Food')]),
);

describe('Issue 18: the POS catalogue a till holds', () => {
  it('travels as rows naming each category once, and reads back as the tiles it was', () => {
    const tiles = [entry('A', 'A-1', 5), entry('B', 'B', 7, 'Food'), entry('C', 'C', 0)];
    const catalogue = read(tiles);
    expect(catalogue.categories).toEqual(['Electronics', 'Food']);
    // A variant names its product; an item that is its own product does not say so twice.
    expect(catalogue.rows.slice(0, 2)).toEqual([
      ['A-1', 'A-1', 1000, 0, 5, 'A'],
      ['B', 'B', 1000, 1, 7],
    ]);
    expect(posEntriesOf(catalogue)).toEqual(tiles);
  });

  it('a complete read replaces what was held, and its cursor is kept for the next', () => {
    const next = applyPosCatalogue(held, read([entry('B', 'B', 1)]));
    expect(next.entries).toEqual([entry('B', 'B', 1)]);
    expect(next.cursor).toBe('cursor-1');
  });

  it("a changed product's items replace its old ones in place; the others stay as they were", () => {
    const next = applyPosCatalogue(held, read([entry('A', 'A-2', 4)], ['A']));
    expect(next.entries).toEqual([entry('A', 'A-2', 4), entry('B', 'B', 7, 'Food')]);
    expect(next.entries[1]).toBe(held.entries[2]);
  });

  it('a changed product with no items on sale (archived, deleted) leaves the till', () => {
    expect(applyPosCatalogue(held, read([], ['B'])).entries.map((e) => e.id)).toEqual(['A-1', 'A-2']);
  });

  it('a product new to the till comes first, as the newest', () => {
    const next = applyPosCatalogue(held, read([entry('N', 'N', 3)], ['N']));
    expect(next.entries.map((e) => e.id)).toEqual(['N', 'A-1', 'A-2', 'B']);
  });

  it('no change keeps the very same entries (nothing to draw or index again), with the new cursor', () => {
    const next = applyPosCatalogue(held, { ...read([], []), cursor: 'later' });
    expect(next.entries).toBe(held.entries);
    expect(next.cursor).toBe('later');
  });
});

describe('Barcodes at the till: each item carries its code, looked up in a map', () => {
  const coded = { ...entry('A', 'A-1', 5), barcode: '4006381333931' };
  const own = { ...entry('B', 'B', 7), barcode: '96385074' };

  it('travel with their rows (a product that is its own item says so with null) and read back', () => {
    const catalogue = read([coded, own, entry('C', 'C', 0)]);
    expect(catalogue.rows).toEqual([
      ['A-1', 'A-1', 1000, 0, 5, 'A', '4006381333931'],
      ['B', 'B', 1000, 0, 7, null, '96385074'],
      ['C', 'C', 1000, 0, 0],
    ]);
    expect(posEntriesOf(catalogue)).toEqual([coded, own, entry('C', 'C', 0)]);
  });

  it('a scanned code finds its item; an unknown one finds none', () => {
    const items = [coded, own, entry('C', 'C', 0)];
    expect(itemByBarcode(items, '96385074')).toBe(own);
    expect(itemByBarcode(items, ' 4006381333931 ')).toBe(coded);
    expect(itemByBarcode(items, '0000000000000')).toBeUndefined();
    expect(itemByBarcode(items, '')).toBeUndefined();
  });

  it('at 100,000 items a scan is a lookup, well under a millisecond once the map is made', () => {
    const items = Array.from({ length: 100_000 }, (_, i) => ({
      ...entry(`P${i}`, `P${i}`, 1),
      barcode: String(2_000_000_000_000 + i),
    }));
    itemByBarcode(items, 'warm');
    const start = performance.now();
    for (let i = 0; i < 1000; i++)
      expect(itemByBarcode(items, String(2_000_000_000_000 + i * 97))).toBeDefined();
    expect((performance.now() - start) / 1000).toBeLessThan(1);
  });
});
