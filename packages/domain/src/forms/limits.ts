/**
 * The business limits on what one form field may hold: far above any real shop's figure, and low
 * enough that every total of them stays a safe integer on the wire and an exact bigint in SQL.
 */
export const LIMITS = {
  /** Units in one count, adjustment, transfer, opening stock, threshold or order line. */
  quantity: 1_000_000,
  /** Units one shelf holds. */
  capacity: 1_000_000,
  /** A price, in cents ($1,000,000). */
  priceCents: 100_000_000,
} as const;

/** "Capacity can be at most 1,000,000": the refusal of a value past its limit. */
export const atMostMessage = (label: string, limit: number) =>
  `${label} can be at most ${limit.toLocaleString('en-US')}`;
