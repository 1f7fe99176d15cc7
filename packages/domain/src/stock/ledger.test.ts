import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLedger, type Ledger, planStockChange, type StockChange } from './ledger';

const at = '2026-11-23T10:00:00+00:00';
const by = 'owner';
const receive = (itemId: string, binId: string, quantity: number): StockChange => ({
  kind: 'receipt',
  lines: [{ itemId, binId, quantity }],
  at,
  by,
});
const sell = (lines: { itemId: string; binId: string; quantity: number }[]): StockChange => ({
  kind: 'sale',
  lines,
  at,
  by,
  document: { kind: 'sale', id: 'ORD-1' },
});

describe('Stock ledger (issue 14): on hand is the sum of recorded movements', () => {
  it('records a receipt and a sale as movements with who, when and the document', () => {
    const ledger = createLedger();
    ledger.apply(receive('USB-C', 'A-1-1', 10));
    const sold = ledger.apply(sell([{ itemId: 'USB-C', binId: 'A-1-1', quantity: 3 }]));
    expect(sold).toEqual({
      ok: true,
      movements: [
        {
          seq: 2,
          kind: 'sale',
          itemId: 'USB-C',
          binId: 'A-1-1',
          quantity: -3,
          at,
          by,
          document: { kind: 'sale', id: 'ORD-1' },
        },
      ],
    });
    expect(ledger.onHand('USB-C', 'A-1-1')).toBe(7);
    expect(ledger.movements('USB-C').map((m) => m.quantity)).toEqual([10, -3]);
  });

  it('started from a database’s balances, plans the same as one that recorded them', () => {
    const recorded = createLedger();
    recorded.apply(receive('SKU-1', 'A-1-1', 5));
    const fromBalances = createLedger([{ itemId: 'SKU-1', binId: 'A-1-1', onHand: 5 }]);
    expect(fromBalances.onHandOfItem('SKU-1')).toBe(5);
    const sale = sell([{ itemId: 'SKU-1', binId: 'A-1-1', quantity: 6 }]);
    expect(fromBalances.apply(sale)).toEqual(recorded.apply(sale));
    expect(
      planStockChange(sell([{ itemId: 'SKU-1', binId: 'A-1-1', quantity: 2 }]), fromBalances.onHand),
    ).toMatchObject({
      ok: true,
      balances: [{ itemId: 'SKU-1', binId: 'A-1-1', after: 3 }],
    });
  });

  it('refuses a sale of more than is on hand, naming what is left, and changes nothing', () => {
    const ledger = createLedger();
    ledger.apply(receive('USB-C', 'A-1-1', 3));
    ledger.apply(receive('MOUSE', 'A-1-1', 5));
    const refused = ledger.apply(
      sell([
        { itemId: 'MOUSE', binId: 'A-1-1', quantity: 1 },
        { itemId: 'USB-C', binId: 'A-1-1', quantity: 4 },
      ]),
    );
    expect(refused).toEqual({
      ok: false,
      shortage: { itemId: 'USB-C', binId: 'A-1-1', onHand: 3, requested: 4 },
    });
    expect(ledger.onHand('MOUSE', 'A-1-1')).toBe(5);
    expect(ledger.movements()).toHaveLength(2);
  });

  it('counts two lines of the same item and bin together', () => {
    const ledger = createLedger();
    ledger.apply(receive('USB-C', 'A-1-1', 3));
    const refused = ledger.apply(
      sell([
        { itemId: 'USB-C', binId: 'A-1-1', quantity: 2 },
        { itemId: 'USB-C', binId: 'A-1-1', quantity: 2 },
      ]),
    );
    expect(refused.ok).toBe(false);
    expect(ledger.onHand('USB-C', 'A-1-1')).toBe(3);
  });

  it('transfers between bins as two movements, and the item total stays', () => {
    const ledger = createLedger();
    ledger.apply(receive('USB-C', 'A-1-1', 6));
    const moved = ledger.apply({
      kind: 'transfer',
      lines: [{ itemId: 'USB-C', binId: 'A-1-1', toBinId: 'B-2-1', quantity: 4 }],
      at,
      by,
    });
    expect(moved.ok && moved.movements.map((m) => [m.binId, m.quantity])).toEqual([
      ['A-1-1', -4],
      ['B-2-1', 4],
    ]);
    expect([ledger.onHand('USB-C', 'A-1-1'), ledger.onHand('USB-C', 'B-2-1')]).toEqual([2, 4]);
    expect(ledger.onHandOfItem('USB-C')).toBe(6);
  });

  it('a count sets the figure it found, recording the difference with its reason', () => {
    const ledger = createLedger();
    ledger.apply(receive('USB-C', 'A-1-1', 6));
    const counted = ledger.apply({
      kind: 'count',
      lines: [{ itemId: 'USB-C', binId: 'A-1-1', quantity: 4 }],
      at,
      by,
      reason: 'Cycle count',
    });
    expect(counted.ok && counted.movements[0]).toMatchObject({ quantity: -2, reason: 'Cycle count' });
    expect(ledger.onHand('USB-C', 'A-1-1')).toBe(4);
  });

  it('refuses quantities a change cannot carry', () => {
    const ledger = createLedger();
    expect(() => ledger.apply(receive('USB-C', 'A-1-1', 0))).toThrow(RangeError);
    expect(() => ledger.apply(receive('USB-C', 'A-1-1', 1.5))).toThrow(RangeError);
    expect(() =>
      ledger.apply({ kind: 'adjustment', lines: [{ itemId: 'USB-C', binId: 'A-1-1', quantity: 0 }], at, by }),
    ).toThrow(RangeError);
    ledger.apply(receive('USB-C', 'A-1-1', 2));
    // A transfer to the bin it comes from, and a count naming the same item and bin twice.
    expect(() =>
      ledger.apply({
        kind: 'transfer',
        lines: [{ itemId: 'USB-C', binId: 'A-1-1', toBinId: 'A-1-1', quantity: 5 }],
        at,
        by,
      }),
    ).toThrow(RangeError);
    const twice = { itemId: 'USB-C', binId: 'A-1-1', quantity: 1 };
    expect(() => ledger.apply({ kind: 'count', lines: [twice, twice], at, by })).toThrow(RangeError);
    expect(ledger.movements()).toHaveLength(1);
  });
});

// Properties over random sequences of receipts, sales, returns, adjustments, transfers and counts.
const skus = ['USB-C', 'MOUSE', 'LAMP'];
const bins = ['A-1-1', 'B-2-1', 'C-3-1'];
const line = fc.record({
  itemId: fc.constantFrom(...skus),
  binId: fc.constantFrom(...bins),
  quantity: fc.integer({ min: 1, max: 20 }),
});
const change: fc.Arbitrary<StockChange> = fc
  .oneof(
    fc.record({
      kind: fc.constantFrom('receipt', 'return', 'sale'),
      lines: fc.array(line, { minLength: 1, maxLength: 3 }),
    }),
    fc.record({
      kind: fc.constant('adjustment'),
      lines: fc.array(
        fc.record({
          itemId: fc.constantFrom(...skus),
          binId: fc.constantFrom(...bins),
          quantity: fc.integer({ min: -20, max: 20 }).filter((q) => q !== 0),
        }),
        { minLength: 1, maxLength: 2 },
      ),
    }),
    fc.record({
      kind: fc.constant('transfer'),
      lines: fc.array(
        fc
          .record({
            itemId: fc.constantFrom(...skus),
            binId: fc.constantFrom(...bins),
            toBinId: fc.constantFrom(...bins),
            quantity: fc.integer({ min: 1, max: 20 }),
          })
          .filter((l) => l.toBinId !== l.binId),
        { minLength: 1, maxLength: 2 },
      ),
    }),
    fc.record({
      kind: fc.constant('count'),
      lines: fc.uniqueArray(
        fc.record({
          itemId: fc.constantFrom(...skus),
          binId: fc.constantFrom(...bins),
          quantity: fc.integer({ min: 0, max: 30 }),
        }),
        { minLength: 1, maxLength: 2, selector: (l) => `${l.itemId} ${l.binId}` },
      ),
    }),
  )
  .map((partial) => ({ ...partial, at, by }) as StockChange);

const snapshot = (ledger: Ledger) => skus.flatMap((itemId) => bins.map((bin) => ledger.onHand(itemId, bin)));
const sumOfMovements = (ledger: Ledger, itemId: string, binId: string) =>
  ledger
    .movements(itemId)
    .filter((m) => m.binId === binId)
    .reduce((sum, m) => sum + m.quantity, 0);

describe('Stock ledger at real sizes', () => {
  it('takes one change of 250,000 lines (a whole opening count) in one step', () => {
    const ledger = createLedger();
    const lines = Array.from({ length: 250_000 }, (_, i) => ({
      itemId: `ITEM-${i}`,
      binId: 'A-1-1',
      quantity: 2,
    }));
    expect(ledger.apply({ kind: 'opening', lines, at, by }).ok).toBe(true);
    expect(ledger.movements()).toHaveLength(250_000);
    expect(ledger.contentsOf('A-1-1').size).toBe(250_000);
  });
});

describe('Stock ledger properties (issue 14)', () => {
  it('every balance equals the sum of its movements and none is ever negative', () => {
    fc.assert(
      fc.property(fc.array(change, { maxLength: 40 }), (changes) => {
        const ledger = createLedger();
        for (const next of changes) ledger.apply(next);
        for (const itemId of skus)
          for (const bin of bins) {
            expect(ledger.onHand(itemId, bin)).toBe(sumOfMovements(ledger, itemId, bin));
            expect(ledger.onHand(itemId, bin)).toBeGreaterThanOrEqual(0);
            // Both indexes tell the same balance (a bin holding none is left out of them).
            expect(ledger.binsOf(itemId).get(bin) ?? 0).toBe(ledger.onHand(itemId, bin));
            expect(ledger.contentsOf(bin).get(itemId) ?? 0).toBe(ledger.onHand(itemId, bin));
          }
      }),
    );
  });

  it('a refused change changes nothing', () => {
    fc.assert(
      fc.property(fc.array(change, { maxLength: 30 }), change, (history, next) => {
        const ledger = createLedger();
        for (const earlier of history) ledger.apply(earlier);
        const before = { balances: snapshot(ledger), movements: ledger.movements().length };
        const result = ledger.apply(next);
        if (!result.ok) {
          expect(snapshot(ledger)).toEqual(before.balances);
          expect(ledger.movements()).toHaveLength(before.movements);
        }
      }),
    );
  });

  it('a sale and its full return leave stock as it was', () => {
    fc.assert(
      fc.property(
        fc.array(change, { maxLength: 30 }),
        fc.array(line, { minLength: 1, maxLength: 3 }),
        (history, lines) => {
          const ledger = createLedger();
          for (const earlier of history) ledger.apply(earlier);
          const before = snapshot(ledger);
          const sale = ledger.apply({ kind: 'sale', lines, at, by });
          if (!sale.ok) return;
          expect(ledger.apply({ kind: 'return', lines, at, by }).ok).toBe(true);
          expect(snapshot(ledger)).toEqual(before);
        },
      ),
    );
  });

  it('a transfer never changes an item’s total', () => {
    fc.assert(
      fc.property(
        fc.array(change, { maxLength: 30 }),
        line,
        fc.constantFrom(...bins),
        (history, from, toBinId) => {
          fc.pre(toBinId !== from.binId);
          const ledger = createLedger();
          for (const earlier of history) ledger.apply(earlier);
          const total = ledger.onHandOfItem(from.itemId);
          ledger.apply({ kind: 'transfer', lines: [{ ...from, toBinId }], at, by });
          expect(ledger.onHandOfItem(from.itemId)).toBe(total);
        },
      ),
    );
  });
});
