// Cash counted by denomination: US notes and coins, from $100 down to 1¢ (the currency is USD by
// default; a count by denomination is offered for it).
import type { Cents } from '../../format/money';

/** A denomination and how many of it were counted. */
export interface DenominationCount {
  /** The note's or coin's value in cents: 10000 for $100, 1 for 1¢. */
  value: Cents;
  count: number;
}

/** US notes and coins, largest first, as a drawer is counted. */
export const US_DENOMINATIONS: readonly { value: Cents; label: string }[] = [
  { value: 10_000, label: '$100' },
  { value: 5_000, label: '$50' },
  { value: 2_000, label: '$20' },
  { value: 1_000, label: '$10' },
  { value: 500, label: '$5' },
  { value: 200, label: '$2' },
  { value: 100, label: '$1' },
  { value: 50, label: '50¢' },
  { value: 25, label: '25¢' },
  { value: 10, label: '10¢' },
  { value: 5, label: '5¢' },
  { value: 1, label: '1¢' },
];

/** The most of one denomination a count takes (a drawer holds far fewer). */
export const DENOMINATION_COUNT_MOST = 100_000;

const KNOWN = new Set(US_DENOMINATIONS.map((denomination) => denomination.value));

/** Whether this value is one of the counted notes or coins. */
export const isDenomination = (value: number): boolean => KNOWN.has(value);

/** What the counts come to, in cents. */
export const countsTotal = (counts: readonly DenominationCount[]): Cents =>
  counts.reduce((sum, { value, count }) => sum + value * count, 0);

/** The counts kept: each denomination once, in the drawer's order, none of zero. */
export function keptCounts(counts: readonly DenominationCount[]): DenominationCount[] {
  const byValue = new Map<number, number>();
  for (const { value, count } of counts) byValue.set(value, (byValue.get(value) ?? 0) + count);
  return US_DENOMINATIONS.flatMap(({ value }) => {
    const count = byValue.get(value) ?? 0;
    return count > 0 ? [{ value, count }] : [];
  });
}
