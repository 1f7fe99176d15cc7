import { describe, expect, it } from 'vitest';
import { currencyDecimals, formatMoney, isCents, moneyFieldFormat, roundCents } from './money';

describe('§9 Tax and totals: amounts and totals display with 2 decimals', () => {
  it('rounds to cents half away from zero', () => {
    expect(roundCents(123.4)).toBe(123);
    expect(roundCents(123.5)).toBe(124);
    expect(roundCents(-123.5)).toBe(-124);
    expect(roundCents(1000)).toBe(1000);
  });

  it('is immune to binary artefacts (1.005 -> 1.01, 0.1 + 0.2 -> 0.3)', () => {
    expect(roundCents(1.005 * 100)).toBe(101);
    expect(roundCents((0.1 + 0.2) * 100)).toBe(30);
    expect(roundCents(0.285 * 100)).toBe(29);
  });

  it('gives 0 (never NaN or -0) for non-finite input and tiny negatives', () => {
    expect(roundCents(Number.NaN)).toBe(0);
    expect(roundCents(Number.POSITIVE_INFINITY)).toBe(0);
    expect(Object.is(roundCents(-0.1), 0)).toBe(true);
  });
});

describe('Money is integer cents in the domain and on the wire', () => {
  it('takes whole cents of 0 or more as an amount, and nothing else', () => {
    expect(isCents(0)).toBe(true);
    expect(isCents(1299)).toBe(true);
    expect(isCents(12.99)).toBe(false);
    expect(isCents(-1)).toBe(false);
    expect(isCents(Number.NaN)).toBe(false);
    expect(isCents(2 ** 53)).toBe(false);
  });
});

describe('§9 Currency display is $', () => {
  it('formats with $, thousands separators and always 2 decimals', () => {
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(500)).toBe('$5.00');
    expect(formatMoney(4523189)).toBe('$45,231.89');
    expect(formatMoney(123456789)).toBe('$1,234,567.89');
  });

  it('rounds before formatting', () => {
    expect(formatMoney(100.5)).toBe('$1.01');
    expect(formatMoney(299.9)).toBe('$3.00');
  });

  it('puts the sign before the $ for negatives', () => {
    expect(formatMoney(-1250)).toBe('-$12.50');
  });

  it('shows $0.00 for a non-number', () => {
    expect(formatMoney(Number.NaN)).toBe('$0.00');
  });
});

describe("Issue 37: the till shows the currency's symbol and decimals from Settings", () => {
  it('formats in the currency given, with its symbol', () => {
    expect(formatMoney(123456, 'EUR')).toBe('€1,234.56');
    expect(formatMoney(500, 'GBP')).toBe('£5.00');
    expect(formatMoney(-1250, 'CAD')).toBe('-CA$12.50');
    expect(formatMoney(123456, 'USD')).toBe(formatMoney(123456));
  });

  it("counts amounts in the currency's minor unit: its decimals", () => {
    expect(currencyDecimals('USD')).toBe(2);
    expect(currencyDecimals('JPY')).toBe(0);
    expect(formatMoney(1299, 'JPY')).toBe('¥1,299');
  });

  it('gives a money field the same symbol', () => {
    expect(moneyFieldFormat('EUR')).toEqual({ style: 'currency', currency: 'EUR' });
  });
});
