/** A trimmed string is empty. */
export function isBlank(value: string): boolean {
  return value.trim() === '';
}

/** Strictly a decimal number as typed ("12", "12.5", ".5", "-3"); anything else is NaN. */
export function parseDecimal(raw: string): number {
  const value = raw.trim();
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(value) ? Number(value) : Number.NaN;
}

/**
 * Strictly a whole number as typed ("12", "-3"); anything else (including "12.5", and a number
 * too large to count exactly) is NaN.
 */
export function parseWhole(raw: string): number {
  const value = raw.trim();
  const whole = /^[+-]?\d+$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(whole) ? whole : Number.NaN;
}

/** Lenient decimal like the product form's variants: leading number or 0; negatives give 0. */
export function lenientDecimal(raw: string): number {
  const value = Number.parseFloat(raw);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Lenient whole number like the product form's variants: leading integer or 0; negatives give 0. */
export function lenientWhole(raw: string): number {
  const value = Number.parseInt(raw, 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** An email shape: something@something.something, no spaces. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
