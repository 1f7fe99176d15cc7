import { describe, expect, it } from 'vitest';
import { ACCOUNT_ORDER_STATUS_TONES } from '../people/account';
import {
  DELIVERY_OPTIONS,
  FAST_DELIVERY_ESTIMATE,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_OPTIONS,
} from '../pos/pos';
import { SALE_STATUS_LABELS, SALE_STATUS_TONES, SALE_STATUSES, SPEC_SALE_STATUSES } from '../pos/sale';
import { TONES } from './tone';

describe('§4 Sale status: completed, pending, processing, cancelled', () => {
  it('has labels and tones', () => {
    expect(SPEC_SALE_STATUSES.map((s) => SALE_STATUS_LABELS[s])).toEqual([
      'Completed',
      'Pending',
      'Processing',
      'Cancelled',
    ]);
    expect(SALE_STATUS_TONES).toMatchObject({
      completed: 'positive',
      pending: 'caution',
      processing: 'info',
      cancelled: 'critical',
    });
  });

  it('issue 38: and what returns make of a sale: Partially refunded, Refunded, Voided', () => {
    expect(SALE_STATUSES.slice(SPEC_SALE_STATUSES.length).map((s) => SALE_STATUS_LABELS[s])).toEqual([
      'Partially refunded',
      'Refunded',
      'Voided',
    ]);
    expect(SALE_STATUS_TONES).toMatchObject({
      partially_refunded: 'caution',
      refunded: 'neutral',
      voided: 'critical',
    });
  });
});

describe('§9 Payment methods: cash, card, mobile', () => {
  it('lists them with table labels and the POS button texts', () => {
    expect(PAYMENT_METHODS).toEqual(['cash', 'card', 'mobile']);
    // And a sale paid mostly from the customer's store credit, a sale on account, paid
    // later against its invoice, and one paid wholly by what an exchange took back.
    expect(PAYMENT_METHOD_LABELS).toEqual({
      cash: 'Cash',
      card: 'Card',
      mobile: 'Mobile Wallet',
      storeCredit: 'Store Credit',
      account: 'On Account',
      exchange: 'Exchange',
    });
    expect(PAYMENT_OPTIONS.map((o) => o.label)).toEqual(['Cash Payment', 'Card Payment', 'Mobile Wallet']);
  });
});

describe('§2.5 POS Delivery Options: Store Pickup and Fast Delivery (badge "30 mins")', () => {
  it('lists both options', () => {
    expect(DELIVERY_OPTIONS).toEqual([
      { value: 'pickup', label: 'Store Pickup' },
      { value: 'fast', label: 'Fast Delivery', badge: '30 mins' },
    ]);
    expect(FAST_DELIVERY_ESTIMATE).toBe('30 mins');
  });
});

describe('Tone vocabulary', () => {
  it('is neutral, info, positive, caution, critical', () => {
    expect(TONES).toEqual(['neutral', 'info', 'positive', 'caution', 'critical']);
    expect(Object.values(ACCOUNT_ORDER_STATUS_TONES).every((t) => TONES.includes(t))).toBe(true);
  });
});
