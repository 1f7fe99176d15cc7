import { describe, expect, it } from 'vitest';
import { ConflictError } from '../contract/errors';
import {
  spendsStoreCredit,
  storeCreditOptionLabel,
  storeCreditSpent,
  storeCreditTendered,
} from './storeCredit';

const sarah = { id: 'CUST-002', name: 'Sarah Johnson' };

describe('store credit at the till (issues 37, 38)', () => {
  it('adds up what tenders take of it, and tells a sale that spends it', () => {
    const tenders = [
      { method: 'storeCredit' as const, amount: 500 },
      { method: 'card' as const, amount: 204 },
      { method: 'storeCredit' as const, amount: 100 },
    ];
    expect(storeCreditTendered(tenders)).toBe(600);
    expect(spendsStoreCredit({ choice: { kind: 'payment', tenders } })).toBe(true);
    expect(spendsStoreCredit({ choice: { kind: 'payment', tenders: [{ method: 'cash' }] } })).toBe(false);
    expect(spendsStoreCredit({ choice: { kind: 'account' } })).toBe(false);
  });

  it('is offered with what the customer holds', () => {
    expect(storeCreditOptionLabel('$12.50')).toBe('Store Credit ($12.50 available)');
  });

  it('spends up to what the customer holds; never for a walk-in; none without a store credit tender', () => {
    expect(storeCreditSpent(0, undefined, 0)).toBeNull();
    expect(storeCreditSpent(1250, sarah, 1250)).toEqual({ customerId: 'CUST-002', amount: 1250 });
    const over = (() => {
      try {
        storeCreditSpent(1251, sarah, 1250);
      } catch (error) {
        return error;
      }
    })();
    expect(over).toBeInstanceOf(ConflictError);
    expect(over).toMatchObject({
      code: 'over_store_credit',
      message: 'Sarah Johnson holds $12.50 of store credit; $12.51 was tendered',
    });
    expect(() => storeCreditSpent(100, undefined, 0)).toThrow(
      'Choose a customer on record to pay with store credit',
    );
  });
});
