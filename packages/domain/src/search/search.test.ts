import { describe, expect, it } from 'vitest';
import { sampleDeliveries } from '../sample/deliveries';
import { sampleCustomers } from '../sample/people';
import { samplePosProducts } from '../sample/pos';
import { sampleProducts } from '../sample/products';
import { sampleRiders } from '../sample/riders';
import { sampleSales } from '../sample/sales';
import { sampleShelves } from '../sample/shelves';
import type { Product } from '../stock/product';
import {
  createSearchIndex,
  customerSearchFields,
  deliverySearchFields,
  filterByQuery,
  matchesQuery,
  normalizeQuery,
  posProductSearchFields,
  productSearchFields,
  riderSearchFields,
  saleSearchFields,
  searchIndexOf,
  shelfSearchFields,
} from './search';

const ids = <T extends { id: string }>(items: readonly T[]) => items.map((i) => i.id);

/** Deliveries as the Delivery screen searches them: the query combined with the status filter. */
const deliveriesMatching = (query: string, status = 'all') =>
  createSearchIndex(sampleDeliveries, deliverySearchFields)(
    query,
    status === 'all' ? undefined : (d) => d.status === status,
  );
/** Shelves as the Shelving screen searches them: the query combined with the zone filter. */
const shelvesMatching = (query: string, zone = 'All Zones') =>
  createSearchIndex(sampleShelves, shelfSearchFields)(
    query,
    zone === 'All Zones' ? undefined : (s) => s.zone === zone,
  );

describe('§9 Search is a case-insensitive substring match', () => {
  it('matches a substring of any field, ignoring case', () => {
    expect(matchesQuery('MOUSE', ['Wireless Mouse', 'WM-1'])).toBe(true);
    expect(matchesQuery('wm-', ['Wireless Mouse', 'WM-1'])).toBe(true);
    expect(matchesQuery('keyboard', ['Wireless Mouse', 'WM-1'])).toBe(false);
  });

  it('matches everything for an empty or blank query', () => {
    expect(matchesQuery('', ['x'])).toBe(true);
    expect(matchesQuery('   ', [])).toBe(true);
  });

  it('ignores surrounding whitespace in the query', () => {
    expect(normalizeQuery('  Mouse ')).toBe('mouse');
    expect(matchesQuery(' mouse ', ['Wireless Mouse'])).toBe(true);
  });

  it('does not match across two fields', () => {
    expect(matchesQuery('mouse wm', ['Wireless Mouse', 'WM-1'])).toBe(false);
  });

  it('returns a copy of the list for an empty query', () => {
    const list = [{ id: 'a' }];
    const result = filterByQuery(list, '', () => []);
    expect(result).toEqual(list);
    expect(result).not.toBe(list);
  });
});

describe('§9 Search fields per list', () => {
  it('inventory: name, sku, category', () => {
    expect(ids(filterByQuery(sampleProducts, 'headphones', productSearchFields))).toEqual(['P001']);
    expect(ids(filterByQuery(sampleProducts, 'bk-01', productSearchFields))).toEqual(['P011', 'P012']);
    expect(filterByQuery(sampleProducts, 'home & garden', productSearchFields)).toHaveLength(4);
    expect(filterByQuery(sampleProducts, '', productSearchFields)).toHaveLength(sampleProducts.length);
    expect(productSearchFields(sampleProducts[0]!)).toEqual([
      'Wireless Bluetooth Headphones',
      'WBH-001',
      'Electronics',
    ]);
  });

  it('inventory does not search the price or id', () => {
    expect(filterByQuery(sampleProducts, '79.99', productSearchFields)).toEqual([]);
    expect(filterByQuery(sampleProducts, 'P001', productSearchFields)).toEqual([]);
  });

  it('POS: name, category', () => {
    expect(ids(filterByQuery(samplePosProducts, 'SPORTS', posProductSearchFields))).toEqual([
      'POS-11',
      'POS-12',
    ]);
    expect(ids(filterByQuery(samplePosProducts, 'lamp', posProductSearchFields))).toEqual(['POS-10']);
    expect(filterByQuery(samplePosProducts, 'POS-01', posProductSearchFields)).toEqual([]);
  });

  it('sales: order id, customer', () => {
    expect(ids(filterByQuery(sampleSales, 'ord-1005', saleSearchFields))).toEqual(['ORD-1005']);
    expect(ids(filterByQuery(sampleSales, 'emily', saleSearchFields))).toEqual(['ORD-1004']);
    expect(filterByQuery(sampleSales, 'card', saleSearchFields)).toEqual([]);
  });

  it('riders: name, phone, vehicle number, zone (id or label)', () => {
    expect(ids(filterByQuery(sampleRiders, 'aisha', riderSearchFields))).toEqual(['RDR-004']);
    expect(ids(filterByQuery(sampleRiders, '555) 333', riderSearchFields))).toEqual(['RDR-003']);
    expect(ids(filterByQuery(sampleRiders, 'sc-99', riderSearchFields))).toEqual(['RDR-004']);
    expect(ids(filterByQuery(sampleRiders, 'zone-c', riderSearchFields))).toEqual(['RDR-005', 'RDR-008']);
    expect(ids(filterByQuery(sampleRiders, 'uptown', riderSearchFields))).toEqual(['RDR-005', 'RDR-008']);
    expect(filterByQuery(sampleRiders, 'example.com', riderSearchFields)).toEqual([]);
  });

  it('riders without a zone still search their other fields', () => {
    const rider = { ...sampleRiders[0]!, location: { current: 'Depot', zone: '' as const } };
    expect(riderSearchFields(rider)).toContain('');
    expect(filterByQuery([rider], 'mike', riderSearchFields)).toHaveLength(1);
  });

  it('customers: name, email', () => {
    expect(ids(filterByQuery(sampleCustomers, 'DWILSON@', customerSearchFields))).toEqual(['CUST-005']);
    expect(ids(filterByQuery(sampleCustomers, 'taylor', customerSearchFields))).toEqual(['CUST-008']);
    expect(filterByQuery(sampleCustomers, 'Willow', customerSearchFields)).toEqual([]);
  });

  it('deliveries: order id, customer name, delivery id, combined with the status filter', () => {
    expect(ids(deliveriesMatching('del-004'))).toEqual(['DEL-004']);
    expect(ids(deliveriesMatching('ORD-1009'))).toEqual(['DEL-006']);
    expect(ids(deliveriesMatching('sophia'))).toEqual(['DEL-008']);
    expect(ids(deliveriesMatching('', 'pending'))).toEqual(['DEL-001', 'DEL-002', 'DEL-010']);
    expect(ids(deliveriesMatching('smith', 'pending'))).toEqual(['DEL-001']);
    expect(deliveriesMatching('smith', 'delivered')).toEqual([]);
    expect(deliveriesMatching('', 'all')).toHaveLength(sampleDeliveries.length);
    expect(deliveriesMatching('')).toHaveLength(sampleDeliveries.length);
    expect(deliverySearchFields(sampleDeliveries[0]!)).toEqual(['ORD-1001', 'John Smith', 'DEL-001']);
  });

  it('shelves: id, zone, product name, combined with the zone filter', () => {
    expect(ids(shelvesMatching('b-2-3'))).toEqual(['B-2-3']);
    expect(ids(shelvesMatching('clothing'))).toEqual(['B-1-1', 'B-2-3']);
    expect(ids(shelvesMatching('webcam'))).toEqual(['A-2-1']);
    expect(ids(shelvesMatching('', 'Sports'))).toEqual(['E-1-4']);
    expect(ids(shelvesMatching('cable', 'Electronics'))).toEqual(['A-1-1']);
    expect(shelvesMatching('cable', 'Clothing')).toEqual([]);
    expect(shelvesMatching('', 'All Zones')).toHaveLength(sampleShelves.length);
  });
});

describe('§9 Search index (precomputed haystacks for large lists)', () => {
  it('gives the same results as the plain filter', () => {
    const search = createSearchIndex(sampleProducts, productSearchFields);
    for (const query of ['', 'a', 'ELECTRONICS', 'bk-', 'nothing-matches']) {
      expect(search(query)).toEqual(filterByQuery(sampleProducts, query, productSearchFields));
    }
  });

  it('gives the plain filter results over thousands of items, some longer once lower-cased, some holding a separator', () => {
    // 'İ' lower-cases to two characters; every third item has one, so item starts shift.
    const names = Array.from({ length: 5_000 }, (_, i) => [
      i % 3 === 0 ? `İstanbul Tea ${i}` : `Mint Tea ${i}`,
      i % 7 === 0 ? 'Hot\u0001Drinks' : 'Drinks',
    ]);
    const fields = (item: string[]) => item;
    const search = createSearchIndex(names, fields);
    for (const query of [
      'tea 4999',
      'i̇stanbul tea 3',
      'mint tea 1000',
      'drinks',
      'hot',
      'tea 2000',
      '99',
      'nothing',
    ]) {
      expect(search(query)).toEqual(
        filterByQuery(names, query, (item) => [item[0] ?? '', (item[1] ?? '').replace('\u0001', ' ')]),
      );
    }
    expect(search('tea 4999')).toEqual([names[4999]]);
  });

  it('applies an extra predicate such as a status filter', () => {
    const search = createSearchIndex(sampleDeliveries, deliverySearchFields);
    expect(ids(search('', (d) => d.status === 'in_transit'))).toEqual(['DEL-005', 'DEL-006']);
    expect(ids(search('anderson', (d) => d.status === 'in_transit'))).toEqual(['DEL-006']);
  });

  it('gives the same matches whatever order the queries come in (typing, deleting, jumping)', () => {
    const search = createSearchIndex(sampleProducts, productSearchFields);
    const queries = [
      'e',
      'el',
      'ele',
      'elec',
      'ele',
      'el',
      'e',
      '',
      'bk',
      'bk-',
      'b',
      'zz',
      'zzz',
      'ELE',
      ' el ',
    ];
    for (const query of queries) {
      expect(search(query)).toEqual(filterByQuery(sampleProducts, query, productSearchFields));
      expect(search(query, (p) => p.stock > 10)).toEqual(
        filterByQuery(sampleProducts, query, productSearchFields).filter((p) => p.stock > 10),
      );
    }
  });

  it('reads each item’s fields once: not when built, at the first search that needs them', () => {
    let reads = 0;
    const search = createSearchIndex(sampleProducts, (p) => {
      reads++;
      return productSearchFields(p);
    });
    expect(reads).toBe(0);
    expect(search('')).toBe(sampleProducts);
    expect(reads).toBe(0);
    search('a');
    search('b');
    expect(reads).toBe(sampleProducts.length);
  });

  it('can be prepared ahead, a slice at a time, and then searches without reading fields again', () => {
    const many = Array.from(
      { length: 5_000 },
      (_, i) => sampleProducts[i % sampleProducts.length] as Product,
    );
    let reads = 0;
    const search = createSearchIndex(many, (p) => {
      reads++;
      return productSearchFields(p);
    });
    // No time left: nothing is prepared.
    expect(search.warm(() => 0)).toBe(false);
    expect(reads).toBe(0);
    // One slice per call while time remains.
    let calls = 0;
    expect(search.warm(() => (calls++ < 1 ? 1 : 0))).toBe(false);
    expect(reads).toBeGreaterThan(0);
    expect(reads).toBeLessThan(many.length);
    expect(search.warm(() => 1)).toBe(true);
    expect(reads).toBe(many.length);
    expect(search('a')).toEqual(filterByQuery(many, 'a', productSearchFields));
    expect(reads).toBe(many.length);
  });
});

describe('searchIndexOf: one index per list, for page queries', () => {
  it('keeps the index of a list while it is the same array, and makes a new one for a changed list', () => {
    const first = searchIndexOf(sampleProducts, productSearchFields);
    expect(searchIndexOf(sampleProducts, productSearchFields)).toBe(first);
    expect(first('cable')).toEqual(filterByQuery(sampleProducts, 'cable', productSearchFields));
    const renamed = sampleProducts.map((p) => (p.id === 'P001' ? { ...p, name: 'Cable Organizer' } : p));
    const second = searchIndexOf(renamed, productSearchFields);
    expect(second).not.toBe(first);
    expect(second('cable').map((p) => p.id)).toContain('P001');
  });
});
