// Money is integer cents in the domain and on the wire; it becomes "$1,234.56" only
// here, at the edge.

/** An amount of money in integer cents: $12.99 is 1299. */
export type Cents = number;

/** §9 The default currency (USD, shown as $); Settings → Store may choose another. */
export const DEFAULT_CURRENCY = 'USD';

/**
 * Rounds an amount in cents (a share of one, say) to whole cents, half away from zero, immune to
 * binary artefacts (100.49999999999999 from 1.005 * 100 -> 101). The one place money is rounded.
 * Non-finite input gives 0.
 */
export function roundCents(amount: number): Cents {
  if (!Number.isFinite(amount)) return 0;
  const cents = Number.isInteger(amount)
    ? amount
    : Math.sign(amount) * Math.round(Number(Math.abs(amount).toPrecision(15)));
  return cents === 0 ? 0 : cents;
}

/** An amount money can be: whole cents, 0 or more. */
export function isCents(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** The currency's own format: its symbol and its decimals ("$", 2; "¥", 0), in the app's en-US style. */
function moneyFormatOf(currency: string): Intl.NumberFormat {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    moneyFormats.set(currency, format);
  }
  return format;
}

/** How many decimals an amount of this currency shows: its minor unit (2 for USD, 0 for JPY). */
export function currencyDecimals(currency: string = DEFAULT_CURRENCY): number {
  return moneyFormatOf(currency).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * An amount in the currency's minor unit as text: "$1,234.56" (§9: $ and 2 decimals by default),
 * "€1,234.56", "£5.00"; negatives as "-$12.50".
 */
export function formatMoney(cents: Cents, currency: string = DEFAULT_CURRENCY): string {
  const rounded = roundCents(cents);
  return moneyFormatOf(currency).format(rounded / 10 ** currencyDecimals(currency));
}

/** The options a money field formats with, for the currency: its symbol and decimals. */
export function moneyFieldFormat(currency: string = DEFAULT_CURRENCY): Intl.NumberFormatOptions {
  return { style: 'currency', currency };
}
