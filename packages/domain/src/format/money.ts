// Money is integer cents in the domain and on the wire; it becomes "$1,234.56" only
// here, at the edge.

/** An amount of money in integer cents: $12.99 is 1299. */
export type Cents = number;

/** §9 Currency display is $. */
const CURRENCY_SYMBOL = '$';

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

const moneyFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** §9 "$1,234.56" from cents: always $, always 2 decimals; negatives as "-$12.50". */
export function formatMoney(cents: Cents): string {
  const rounded = roundCents(cents);
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${CURRENCY_SYMBOL}${moneyFormat.format(Math.abs(rounded) / 100)}`;
}
