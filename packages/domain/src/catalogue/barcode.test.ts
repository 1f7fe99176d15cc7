import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BARCODE_MESSAGES,
  barcodeProblem,
  checkedShapeOf,
  gs1CheckDigit,
  hasValidCheckDigit,
  unknownBarcodeMessage,
  wrongCheckDigitMessage,
} from './barcode';

const digits = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));
/** A retail code's digits without its check digit: 7 (EAN-8), 11 (UPC-A) or 12 (EAN-13). */
const body = fc.constantFrom(7, 11, 12).chain(digits);

describe('Barcodes: EAN-13, EAN-8 and UPC-A check digits (the till, complete: barcodes)', () => {
  it('knows real codes', () => {
    // Printed on real packs: an EAN-13, an EAN-8 and a UPC-A.
    expect(hasValidCheckDigit('4006381333931')).toBe(true);
    expect(hasValidCheckDigit('96385074')).toBe(true);
    expect(hasValidCheckDigit('036000291452')).toBe(true);
    expect(gs1CheckDigit('400638133393')).toBe(1);
  });

  it('a code completed with its check digit passes', () => {
    fc.assert(fc.property(body, (b) => hasValidCheckDigit(b + gs1CheckDigit(b))));
  });

  it('any other last digit fails', () => {
    fc.assert(
      fc.property(body, fc.integer({ min: 1, max: 9 }), (b, shift) => {
        const wrong = (gs1CheckDigit(b) + shift) % 10;
        return !hasValidCheckDigit(b + wrong);
      }),
    );
  });

  it('catches every single mistyped digit', () => {
    fc.assert(
      fc.property(body, fc.nat(), fc.integer({ min: 1, max: 9 }), (b, at, shift) => {
        const code = b + gs1CheckDigit(b);
        const i = at % code.length;
        const typo = code.slice(0, i) + ((Number(code[i]) + shift) % 10) + code.slice(i + 1);
        return !hasValidCheckDigit(typo);
      }),
    );
  });

  it('a UPC-A is the EAN-13 with a leading 0: the same check digit', () => {
    fc.assert(fc.property(digits(11), (b) => gs1CheckDigit(b) === gs1CheckDigit(`0${b}`)));
  });

  it('the check digit is always one digit', () => {
    fc.assert(fc.property(body, (b) => Number.isInteger(gs1CheckDigit(b)) && gs1CheckDigit(b) <= 9));
  });

  it('codes of other shapes have no check digit to be wrong', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), (code) => {
        fc.pre(checkedShapeOf(code) === undefined);
        return hasValidCheckDigit(code);
      }),
    );
    expect(hasValidCheckDigit('ABC-123')).toBe(true);
    expect(hasValidCheckDigit('12345')).toBe(true);
  });
});

describe('A barcode as typed in the product form', () => {
  it('is optional', () => {
    expect(barcodeProblem('')).toBeUndefined();
  });

  it('names the shape and the right check digit when it is wrong', () => {
    expect(barcodeProblem('4006381333932')).toBe(
      'Check digit is wrong for an EAN-13 barcode (it should end in 1)',
    );
    expect(wrongCheckDigitMessage('036000291453')).toBe(
      'Check digit is wrong for a UPC-A barcode (it should end in 2)',
    );
    expect(wrongCheckDigitMessage('96385075')).toBe(
      'Check digit is wrong for an EAN-8 barcode (it should end in 4)',
    );
  });

  it('refuses spaces and overlong codes', () => {
    expect(barcodeProblem('400 638')).toBe(BARCODE_MESSAGES.spaces);
    expect(barcodeProblem('A'.repeat(65))).toBe(BARCODE_MESSAGES.tooLong);
  });

  it('an unknown scan names its code', () => {
    expect(unknownBarcodeMessage('4006381333931')).toBe('No product with barcode 4006381333931');
  });
});
