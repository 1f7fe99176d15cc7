import { describe, expect, it } from 'vitest';
import { centsText, isBlank, lenientWhole, parseCents, parseDecimal, parseWhole } from './fields';

describe('Form field parsing', () => {
  it('treats whitespace as blank', () => {
    expect(isBlank('')).toBe(true);
    expect(isBlank('  \t')).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });

  it('parses strict decimals', () => {
    expect(parseDecimal('12')).toBe(12);
    expect(parseDecimal(' 12.5 ')).toBe(12.5);
    expect(parseDecimal('.5')).toBe(0.5);
    expect(parseDecimal('3.')).toBe(3);
    expect(parseDecimal('-3')).toBe(-3);
    expect(parseDecimal('12abc')).toBeNaN();
    expect(parseDecimal('1e3')).toBeNaN();
    expect(parseDecimal('')).toBeNaN();
  });

  it('parses strict whole numbers', () => {
    expect(parseWhole('12')).toBe(12);
    expect(parseWhole('-4')).toBe(-4);
    expect(parseWhole('12.5')).toBeNaN();
    expect(parseWhole('x')).toBeNaN();
    // Too large to count exactly (a stock figure the ledger could not keep).
    expect(parseWhole('99999999999999999999')).toBeNaN();
    expect(parseWhole('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('parses leniently with 0 for invalid or negative', () => {
    expect(lenientWhole('7.9')).toBe(7);
    expect(lenientWhole('')).toBe(0);
    expect(lenientWhole('-2')).toBe(0);
  });
});

describe('Money typed in a form becomes integer cents (issue 14: money in cents, formatted at the edge)', () => {
  it('parses a typed amount into cents', () => {
    expect(parseCents('12.99')).toBe(1299);
    expect(parseCents(' 12.5 ')).toBe(1250);
    expect(parseCents('12')).toBe(1200);
    expect(parseCents('.5')).toBe(50);
    expect(parseCents('0')).toBe(0);
    expect(parseCents('-3')).toBe(-300);
  });

  it('rounds to the cent, half away from zero and immune to binary artefacts', () => {
    expect(parseCents('12.345')).toBe(1235);
    expect(parseCents('1.005')).toBe(101);
    expect(parseCents('21.499')).toBe(2150);
    expect(parseCents('-1.005')).toBe(-101);
  });

  it('gives NaN for what is not a decimal number or too large to count in cents', () => {
    expect(parseCents('')).toBeNaN();
    expect(parseCents('ten')).toBeNaN();
    expect(parseCents('12abc')).toBeNaN();
    expect(parseCents('1e3')).toBeNaN();
    expect(parseCents('99999999999999999999')).toBeNaN();
    expect(parseCents(`1${'0'.repeat(400)}`)).toBeNaN();
  });

  it('shows cents as they would be typed, and reads them back', () => {
    expect(centsText(1299)).toBe('12.99');
    expect(centsText(1250)).toBe('12.50');
    expect(centsText(0)).toBe('0.00');
    for (const cents of [0, 1, 10, 1005, 123456789]) expect(parseCents(centsText(cents))).toBe(cents);
  });
});
