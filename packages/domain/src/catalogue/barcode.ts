// Barcodes: the code printed on an item, scanned at the till and in the warehouse. Any code a
// scanner reads is accepted (Code 128, QR text, ...); codes of the retail shapes (all digits, 8,
// 12 or 13 long: EAN-8, UPC-A, EAN-13) carry a check digit, which is checked.

/** The retail shapes whose last digit checks the others, by length. */
const CHECKED_SHAPES: Readonly<Record<number, string>> = { 8: 'EAN-8', 12: 'UPC-A', 13: 'EAN-13' };

/** How long a barcode may be: longer than any symbology a scanner reads into a field. */
const BARCODE_MAX_LENGTH = 64;

/**
 * The check digit of a GS1 code's digits (without the check digit): from the right, the digits
 * weigh 3, 1, 3, 1…; the check digit makes the weighed sum a multiple of 10. One rule for EAN-8,
 * UPC-A (12) and EAN-13.
 */
export function gs1CheckDigit(digits: string): number {
  let sum = 0;
  for (let i = digits.length - 1, weight = 3; i >= 0; i--, weight = 4 - weight) {
    sum += Number(digits[i]) * weight;
  }
  return (10 - (sum % 10)) % 10;
}

/** The shape's name ("EAN-13") when the code is a retail code with a check digit, else undefined. */
export function checkedShapeOf(code: string): string | undefined {
  return /^\d+$/.test(code) ? CHECKED_SHAPES[code.length] : undefined;
}

/** Whether a code's check digit is right; codes of other shapes have none and pass. */
export function hasValidCheckDigit(code: string): boolean {
  if (checkedShapeOf(code) === undefined) return true;
  return gs1CheckDigit(code.slice(0, -1)) === Number(code.at(-1));
}

export const BARCODE_MESSAGES = {
  tooLong: `Barcode must be at most ${BARCODE_MAX_LENGTH} characters`,
  spaces: 'Barcode cannot contain spaces',
  variantsHaveTheirs: 'A product with variants has its barcodes on its variants',
} as const;

/** "Check digit is wrong for an EAN-13 barcode (it should end in 1)". */
export function wrongCheckDigitMessage(code: string): string {
  const shape = checkedShapeOf(code) ?? 'EAN-13';
  const right = gs1CheckDigit(code.slice(0, -1));
  const article = shape.startsWith('EAN') ? 'an' : 'a';
  return `Check digit is wrong for ${article} ${shape} barcode (it should end in ${right})`;
}

/** Why a barcode as typed (trimmed) cannot be kept, or undefined; an empty one is no barcode. */
export function barcodeProblem(code: string): string | undefined {
  if (code === '') return undefined;
  if (code.length > BARCODE_MAX_LENGTH) return BARCODE_MESSAGES.tooLong;
  if (/\s/.test(code)) return BARCODE_MESSAGES.spaces;
  if (!hasValidCheckDigit(code)) return wrongCheckDigitMessage(code);
  return undefined;
}

/** A barcode is one item's only: "Barcode 4006381333931 is already used by Wireless Mouse". */
export function barcodeTakenMessage(code: string, owner: string): string {
  return `Barcode ${code} is already used by ${owner}`;
}

/** The notice of a scan that names no product at the till: "No product with barcode 4006381333931". */
export function unknownBarcodeMessage(code: string): string {
  return `No product with barcode ${code}`;
}
