import { describe, expect, it } from 'vitest';
import { repriceForSupplier } from './lastPrices';
import type { PurchaseOrderLine } from './purchase';

// Issue 17: the purchase order proposes the last price paid to the chosen supplier.
const proposals: Record<string, Record<string, number>> = {
  '': { A: 1000, B: 500 },
  'SUP-1': { A: 900, B: 450 },
};
const proposed = (supplierId: string, itemId: string) => proposals[supplierId]?.[itemId];
const line = (id: string, unitPrice: number, quantity = 2): PurchaseOrderLine => ({
  id,
  productName: id,
  sku: id,
  quantity,
  unitPrice,
  total: unitPrice * quantity,
});

describe('Issue 17: choosing another supplier re-proposes the lines’ prices', () => {
  it('a line at the price proposed before takes the new supplier’s, with its total', () => {
    expect(repriceForSupplier([line('A', 1000, 3)], proposed, '', 'SUP-1')).toEqual([line('A', 900, 3)]);
  });

  it('a price the user typed stays as typed', () => {
    expect(repriceForSupplier([line('B', 123)], proposed, '', 'SUP-1')).toEqual([line('B', 123)]);
  });

  it('a line with no proposal for the new supplier stays', () => {
    expect(repriceForSupplier([line('A', 900)], proposed, 'SUP-1', 'SUP-9')).toEqual([line('A', 900)]);
  });
});
