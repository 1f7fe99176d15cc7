import { describe, expect, it } from 'vitest';
import { ADJUSTMENT_MESSAGES, TRANSFER_MESSAGES, validateAdjustment, validateTransfer } from './adjustment';

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

describe('Issue 14: a transfer between bins', () => {
  const transfer = { itemId: 'P010', fromBinId: 'C-1-1', toBinId: 'DT-FLOOR', quantity: '12' };

  it('accepts another bin and a whole quantity of at least 1', () => {
    expect(validateTransfer(transfer)).toEqual({ ok: true, value: { ...transfer, quantity: 12 } });
  });

  it('refuses no destination, the same bin, and a quantity below 1', () => {
    const errors = (input: typeof transfer) => {
      const result = validateTransfer(input);
      return result.ok ? {} : result.fieldErrors;
    };
    expect(errors({ ...transfer, toBinId: '' })).toEqual({ toBinId: TRANSFER_MESSAGES.destinationRequired });
    expect(errors({ ...transfer, toBinId: 'C-1-1' })).toEqual({ toBinId: TRANSFER_MESSAGES.sameBin });
    expect(errors({ ...transfer, quantity: '0' })).toEqual({ quantity: TRANSFER_MESSAGES.quantityPositive });
    expect(errors({ ...transfer, quantity: 'x' })).toEqual({ quantity: ADJUSTMENT_MESSAGES.quantityWhole });
  });
});
