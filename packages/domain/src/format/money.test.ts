import { describe, expect, it } from 'vitest';
import { formatMoney, roundCents, SALE_TAX_RATE, saleTotals } from './money';

describe('§9 Tax and totals: amounts and totals display with 2 decimals', () => {
  it('rounds to cents half away from zero', () => {
    expect(roundCents(1.234)).toBe(1.23);
    expect(roundCents(1.235)).toBe(1.24);
    expect(roundCents(-1.235)).toBe(-1.24);
    expect(roundCents(10)).toBe(10);
  });

  it('is immune to binary artefacts (1.005 -> 1.01, 0.1 + 0.2 -> 0.3)', () => {
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(0.1 + 0.2)).toBe(0.3);
    expect(roundCents(0.285)).toBe(0.29);
  });

  it('gives 0 (never NaN or -0) for non-finite input and tiny negatives', () => {
    expect(roundCents(Number.NaN)).toBe(0);
    expect(roundCents(Number.POSITIVE_INFINITY)).toBe(0);
    expect(Object.is(roundCents(-0.001), 0)).toBe(true);
  });
});

describe('§9 Currency display is $', () => {
  it('formats with $, thousands separators and always 2 decimals', () => {
    expect(formatMoney(1234.56)).toBe('$1,234.56');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(5)).toBe('$5.00');
    expect(formatMoney(45231.89)).toBe('$45,231.89');
    expect(formatMoney(1234567.891)).toBe('$1,234,567.89');
  });

  it('rounds before formatting', () => {
    expect(formatMoney(1.005)).toBe('$1.01');
    expect(formatMoney(2.999)).toBe('$3.00');
  });

  it('puts the sign before the $ for negatives', () => {
    expect(formatMoney(-12.5)).toBe('-$12.50');
  });

  it('shows $0.00 for a non-number', () => {
    expect(formatMoney(Number.NaN)).toBe('$0.00');
  });
});

describe('§9 Tax and totals: tax on a sale is 8%, total = subtotal + tax', () => {
  it('uses 8%', () => {
    expect(SALE_TAX_RATE).toBe(0.08);
  });

  it('computes tax and total', () => {
    expect(saleTotals(100)).toEqual({ subtotal: 100, tax: 8, total: 108 });
    expect(saleTotals(0)).toEqual({ subtotal: 0, tax: 0, total: 0 });
  });

  it('rounds the tax to cents and adds the rounded parts', () => {
    // 19.99 * 0.08 = 1.5992 -> 1.60
    expect(saleTotals(19.99)).toEqual({ subtotal: 19.99, tax: 1.6, total: 21.59 });
    // 12.99 * 3 = 38.97 (38.970000000000006 in floating point)
    expect(saleTotals(12.99 * 3)).toEqual({ subtotal: 38.97, tax: 3.12, total: 42.09 });
  });

  it('keeps total equal to subtotal + tax exactly', () => {
    for (const subtotal of [0.01, 3.33, 7.77, 99.99, 1234.56]) {
      const t = saleTotals(subtotal);
      expect(t.total).toBe(roundCents(t.subtotal + t.tax));
    }
  });
});
