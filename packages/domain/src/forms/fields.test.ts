import { describe, expect, it } from 'vitest';
import { isBlank, lenientDecimal, lenientWhole, parseDecimal, parseWhole } from './fields';

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
    expect(lenientDecimal('12.34abc')).toBe(12.34);
    expect(lenientDecimal('abc')).toBe(0);
    expect(lenientDecimal('-5')).toBe(0);
    expect(lenientWhole('7.9')).toBe(7);
    expect(lenientWhole('')).toBe(0);
    expect(lenientWhole('-2')).toBe(0);
  });
});
