/** §9 Tax on a sale is 8%. (The settings screen's 8.25% is a displayed setting only.) */
export const SALE_TAX_RATE = 0.08;

/** §9 Currency display is $. */
const CURRENCY_SYMBOL = '$';

/**
 * Rounds an amount to cents, half away from zero, immune to binary artefacts
 * (1.005 -> 1.01). The one place money is rounded. Non-finite input gives 0.
 */
export function roundCents(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(15)));
  const rounded = (Math.sign(amount) * cents) / 100;
  return rounded === 0 ? 0 : rounded;
}

const moneyFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** §9 "$1,234.56": always $, always 2 decimals; negatives as "-$12.50". */
export function formatMoney(amount: number): string {
  const rounded = roundCents(amount);
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${CURRENCY_SYMBOL}${moneyFormat.format(Math.abs(rounded))}`;
}

export interface SaleTotals {
  subtotal: number;
  tax: number;
  total: number;
}

/** §9 Tax and totals: tax is 8% of the subtotal; the total is subtotal plus tax; each rounded to cents. */
export function saleTotals(subtotal: number): SaleTotals {
  const roundedSubtotal = roundCents(subtotal);
  const tax = roundCents(roundedSubtotal * SALE_TAX_RATE);
  return { subtotal: roundedSubtotal, tax, total: roundCents(roundedSubtotal + tax) };
}

/** An amount in dollars as integer cents (the catalogue's unit): 12.99 -> 1299. */
export function toCents(amount: number): number {
  return Math.round(roundCents(amount) * 100);
}

/** Integer cents as an amount in dollars (what the screens' records carry until they move to cents). */
export function fromCents(cents: number): number {
  return cents / 100;
}
