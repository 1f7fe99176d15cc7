import { describe, expect, it } from 'vitest';
import { ADJUSTMENT_MESSAGES, validateAdjustment } from './adjustment';

const input = {
  itemId: 'P002-1M',
  binId: 'DT-FLOOR',
  kind: 'count' as const,
  quantity: '4',
  reason: ' Cycle count ',
};

describe('Issue 14: a stock adjustment (count or correction with a reason)', () => {
  it('accepts a count of 0 or more and a correction that is not 0, trimming the reason', () => {
    expect(validateAdjustment(input)).toEqual({
      ok: true,
      value: { ...input, quantity: 4, reason: 'Cycle count' },
    });
    expect(validateAdjustment({ ...input, quantity: '0' }).ok).toBe(true);
    expect(validateAdjustment({ ...input, kind: 'adjustment', quantity: '-2' }).ok).toBe(true);
  });

  it('names each missing or wrong field', () => {
    expect(validateAdjustment({ ...input, itemId: '', quantity: '', reason: ' ' })).toEqual({
      ok: false,
      fieldErrors: {
        itemId: ADJUSTMENT_MESSAGES.itemRequired,
        quantity: ADJUSTMENT_MESSAGES.quantityRequired,
        reason: ADJUSTMENT_MESSAGES.reasonRequired,
      },
    });
    const quantity = (kind: 'count' | 'adjustment', typed: string) => {
      const result = validateAdjustment({ ...input, kind, quantity: typed });
      return result.ok ? undefined : result.fieldErrors.quantity;
    };
    expect(quantity('count', '2.5')).toBe('Quantity must be a whole number');
    expect(quantity('count', '-1')).toBe('A count cannot be negative');
    expect(quantity('adjustment', '0')).toBe('A correction cannot be 0');
  });
});
