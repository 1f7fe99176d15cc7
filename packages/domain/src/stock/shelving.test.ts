import { describe, expect, it } from 'vitest';
import type { ShelfLocation, ShelfProduct } from './shelf';
import {
  ALL_ZONES,
  CAPACITY_POSITIVE_MESSAGE,
  CAPACITY_WHOLE_NUMBER_MESSAGE,
  emptyShelfInput,
  fillPercent,
  fillTone,
  percentFull,
  shelfFillTone,
  shelfId,
  shelfStats,
  validateShelfInput,
  visibleProducts,
  zoneOptions,
} from './shelving';

const product = (n: number): ShelfProduct => ({
  id: `p${n}`,
  name: `Product ${n}`,
  sku: `SKU-${n}`,
  quantity: 10,
  reserved: 2,
  available: 8,
});

const shelf = (over: Partial<ShelfLocation>): ShelfLocation => ({
  id: 'A-1-1',
  aisle: 'A',
  shelf: '1',
  position: '1',
  zone: 'Electronics',
  capacity: 100,
  occupied: 0,
  products: [],
  ...over,
});

describe('§3 Shelf location id built as aisle-shelf-position', () => {
  it('joins with dashes', () => {
    expect(shelfId('A', '1', '3')).toBe('A-1-3');
    expect(shelfId('B2', '10', '4')).toBe('B2-10-4');
  });
});

describe('§5 Add shelf: all five fields non-empty, capacity parsed as an integer', () => {
  const valid = { aisle: 'C', shelf: '2', position: '5', zone: 'Books', capacity: '120' };

  it('builds an empty shelf from valid input', () => {
    expect(validateShelfInput(valid)).toEqual({
      ok: true,
      value: {
        id: 'C-2-5',
        aisle: 'C',
        shelf: '2',
        position: '5',
        zone: 'Books',
        capacity: 120,
        occupied: 0,
        products: [],
      },
    });
  });

  it('trims what was typed', () => {
    const result = validateShelfInput({
      aisle: ' C ',
      shelf: '2 ',
      position: ' 5',
      zone: ' Books ',
      capacity: ' 7 ',
    });
    expect(result.ok && result.value).toMatchObject({ id: 'C-2-5', zone: 'Books', capacity: 7 });
  });

  it('names every empty field (including whitespace only)', () => {
    expect(validateShelfInput(emptyShelfInput())).toEqual({
      ok: false,
      fieldErrors: {
        aisle: 'Aisle is required',
        shelf: 'Shelf is required',
        position: 'Position is required',
        zone: 'Zone is required',
        capacity: 'Capacity is required',
      },
    });
    expect(validateShelfInput({ ...valid, zone: '   ' })).toEqual({
      ok: false,
      fieldErrors: { zone: 'Zone is required' },
    });
  });

  it.each(['abc', '12.5', '1e3', '12abc', '--3'])(
    'refuses a capacity of %j as not a whole number',
    (capacity) => {
      expect(validateShelfInput({ ...valid, capacity })).toEqual({
        ok: false,
        fieldErrors: { capacity: CAPACITY_WHOLE_NUMBER_MESSAGE },
      });
    },
  );

  it.each(['0', '-5'])('refuses a capacity of %j as not above 0', (capacity) => {
    expect(validateShelfInput({ ...valid, capacity })).toEqual({
      ok: false,
      fieldErrors: { capacity: CAPACITY_POSITIVE_MESSAGE },
    });
  });

  it('accepts a capacity of 1 (edge) and an explicit plus sign', () => {
    expect(validateShelfInput({ ...valid, capacity: '1' }).ok).toBe(true);
    const result = validateShelfInput({ ...valid, capacity: '+8' });
    expect(result.ok && result.value.capacity).toBe(8);
  });

  it('has a clear message for capacity', () => {
    expect(CAPACITY_WHOLE_NUMBER_MESSAGE).toBe('Capacity must be a whole number');
  });
});

describe('§2.5 Warehouse Shelving statistics', () => {
  it('totals shelves, capacity and occupied with utilization to 1 decimal', () => {
    const stats = shelfStats([
      shelf({ capacity: 100, occupied: 50 }),
      shelf({ capacity: 200, occupied: 53 }),
    ]);
    expect(stats).toEqual({ totalShelves: 2, totalCapacity: 300, occupied: 103, utilization: '34.3' });
  });

  it('gives "0.0" for an empty list, never NaN', () => {
    expect(shelfStats([])).toEqual({ totalShelves: 0, totalCapacity: 0, occupied: 0, utilization: '0.0' });
  });

  it('gives "100.0" when full', () => {
    expect(shelfStats([shelf({ capacity: 40, occupied: 40 })]).utilization).toBe('100.0');
  });
});

describe('§2.5 Shelf cards show percent full with 0 decimals', () => {
  it('rounds to a whole percent', () => {
    expect(percentFull({ capacity: 80, occupied: 30 })).toBe('38'); // 37.5
    expect(percentFull({ capacity: 3, occupied: 1 })).toBe('33');
    expect(percentFull({ capacity: 100, occupied: 100 })).toBe('100');
  });

  it('is 0 for a shelf without capacity', () => {
    expect(fillPercent({ capacity: 0, occupied: 5 })).toBe(0);
    expect(percentFull({ capacity: 0, occupied: 0 })).toBe('0');
  });
});

describe('§4 Shelf fill colour: under 50% green, 50% to under 80% amber, 80% and over red', () => {
  it.each([
    [0, 'positive'],
    [49.9, 'positive'],
    [50, 'caution'],
    [79.9, 'caution'],
    [80, 'critical'],
    [100, 'critical'],
    [120, 'critical'],
  ] as const)('%d%% is %s', (percent, tone) => {
    expect(fillTone(percent)).toBe(tone);
  });

  it('uses the exact percentage, not the rounded one', () => {
    // 79.6% shows as "80" but is still amber: under 80%.
    expect(shelfFillTone({ capacity: 1000, occupied: 796 })).toBe('caution');
    expect(shelfFillTone({ capacity: 100, occupied: 80 })).toBe('critical');
  });
});

describe('§9 Shelf cards show the first 3 products, then "+N more products"', () => {
  it('shows all and no label with 3 or fewer', () => {
    expect(visibleProducts([])).toEqual({ shown: [], moreLabel: null });
    const three = [product(1), product(2), product(3)];
    expect(visibleProducts(three)).toEqual({ shown: three, moreLabel: null });
  });

  it('shows the first 3 and "+1 more products" with 4', () => {
    const four = [product(1), product(2), product(3), product(4)];
    expect(visibleProducts(four)).toEqual({ shown: four.slice(0, 3), moreLabel: '+1 more products' });
  });

  it('counts every hidden product', () => {
    const seven = [1, 2, 3, 4, 5, 6, 7].map(product);
    expect(visibleProducts(seven).moreLabel).toBe('+4 more products');
  });
});

describe('§2.5 Zone filter: the distinct zones plus "All Zones"', () => {
  it('lists "All Zones" first, then distinct zones sorted', () => {
    const shelves = [shelf({ zone: 'Sports' }), shelf({ zone: 'Books' }), shelf({ zone: 'Sports' })];
    expect(zoneOptions(shelves.map((s) => s.zone))).toEqual(['All Zones', 'Books', 'Sports']);
  });

  it('is only "All Zones" for no shelves', () => {
    expect(zoneOptions([])).toEqual([ALL_ZONES]);
  });
});
