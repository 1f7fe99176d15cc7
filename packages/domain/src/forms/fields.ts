import { type Cents, roundCents } from '../format/money';

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

/**
 * An amount of money as typed ("12.99", "12.5", "12") in integer cents, rounded half away from
 * zero to the cent ("12.345" -> 1235); NaN when it is not a decimal number, or too large to count
 * in cents exactly. The one way a typed amount becomes cents.
 */
export function parseCents(raw: string): Cents {
  const amount = parseDecimal(raw);
  const cents = roundCents(amount * 100);
  return Number.isFinite(amount) && Number.isSafeInteger(cents) ? cents : Number.NaN;
}

/** Cents as a form shows them to be edited, as they would be typed: 1299 -> "12.99". */
export function centsText(cents: Cents): string {
  return (cents / 100).toFixed(2);
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
