import { describe, expect, it } from 'vitest';
import { receiptText } from './receipt';
import type { SaleDetail } from './sale';
import { SLIP_WIDTH as RECEIPT_WIDTH, slipTime as receiptTime } from './slip';

const till = {
  timezone: 'America/New_York',
  currency: 'USD',
  business: {
    name: 'Main Warehouse',
    address: '500 Commerce Way, New York, NY 10001',
    phone: '+1 (555) 010-2030',
    email: '',
  },
};

const detail: SaleDetail = {
  sale: {
    id: 'ORD-1013',
    customer: 'Sarah Johnson',
    amount: 3248,
    status: 'completed',
    paymentMethod: 'cash',
    date: '2026-11-27',
    items: 1,
  },
  lines: [
    {
      id: 'P012',
      name: 'Illustrated World Atlas',
      price: 3599,
      quantity: 1,
      discount: 360,
      tax: 248,
      discountReason: 'Loyal',
    },
  ],
  money: {
    subtotal: 3599,
    discount: 599,
    cartDiscount: 239,
    cartDiscountReason: 'Coupon',
    tax: 248,
    taxRatePercent: 8.25,
    deliveryFee: 0,
    total: 3248,
    tenders: [
      { method: 'cash', amount: 2000 },
      { method: 'card', amount: 1248, reference: '4242' },
    ],
    change: 0,
  },
  soldBy: 'Ann Cashier',
  soldAt: '2026-11-27T19:03:00.000Z',
};

/** A line with its runs of spaces as one: what it says, whatever its padding. */
const squeezed = (line: string) => line.trim().replace(/ {2,}/g, ' ');
const RULE = '-'.repeat(RECEIPT_WIDTH);

describe('Issue 37: the receipt', () => {
  it("has the business's name, address and phone, the sale, its time in the business's timezone, cashier, lines, discounts, tax, total and tenders", () => {
    const text = receiptText(detail, till);
    expect(text.map(squeezed)).toEqual([
      'Main Warehouse',
      '500 Commerce Way, New York, NY 10001',
      '+1 (555) 010-2030',
      RULE,
      'Sale ORD-1013',
      'Nov 27, 2026, 2:03 PM',
      'Cashier: Ann Cashier',
      'Customer: Sarah Johnson',
      RULE,
      'Illustrated World Atlas',
      '1 x $35.99 $35.99',
      'Discount (Loyal) -$3.60',
      RULE,
      'Subtotal $35.99',
      'Discount (Coupon) -$2.39',
      'Tax (8.25%) $2.48',
      'TOTAL $32.48',
      RULE,
      'Cash Payment $20.00',
      'Card Payment (4242) $12.48',
      RULE,
      'Thank you for shopping with us',
    ]);
    expect(text.every((line) => line.length <= RECEIPT_WIDTH)).toBe(true);
    // Amounts stand at the right edge.
    for (const line of text.filter((each) => /\$\d/.test(each) && !each.startsWith('Sale')))
      expect(line).toHaveLength(RECEIPT_WIDTH);
  });

  it('shows change from cash and a delivery fee when there are some', () => {
    const money = {
      ...detail.money!,
      deliveryFee: 500,
      tenders: [{ method: 'cash' as const, amount: 5000 }],
      change: 1252,
    };
    const text = receiptText({ ...detail, money }, till).map(squeezed);
    expect(text).toContain('Delivery Fee $5.00');
    expect(text).toContain('Change $12.52');
  });

  it("shows its money in the business's currency from Settings", () => {
    const text = receiptText(detail, { ...till, currency: 'EUR' }).map(squeezed);
    expect(text).toContain('TOTAL €32.48');
    expect(text).toContain('Card Payment (4242) €12.48');
  });

  it('a time in another timezone, and a bad one falls back to UTC', () => {
    expect(receiptTime('2026-11-27T19:03:00.000Z', 'Europe/Paris')).toBe('Nov 27, 2026, 8:03 PM');
    expect(receiptTime('2026-11-27T19:03:00.000Z', 'Nowhere/Else')).toBe('Nov 27, 2026, 7:03 PM');
  });
});
