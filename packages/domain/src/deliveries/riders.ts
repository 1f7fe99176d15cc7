import type { Rider } from './rider';

export interface RiderStats {
  total: number;
  available: number;
  busy: number;
  offline: number;
  /** Deliveries completed today by all riders. */
  completedToday: number;
  /**
   * Mean rating of the rated riders with 1 decimal, e.g. "4.7"; "0.0" when none is rated. A new
   * rider starts at rating 0 (no rating yet) and does not count towards the average.
   */
  averageRating: string;
}

/** What the stat cards are made from: riders counted by status, and their day's and ratings' sums. */
export interface RiderTally {
  available: number;
  busy: number;
  offline: number;
  completedToday: number;
  /** The sum of the rated riders' ratings, and how many are rated (a rating above 0). */
  ratingSum: number;
  rated: number;
}

/**
 * The six figures of Rider Management's stat cards. (The spec names only the count of six;
 * these are the figures the rider record supports.)
 */
export function riderStatsOf({ ratingSum, rated, ...counts }: RiderTally): RiderStats {
  const average = rated > 0 ? ratingSum / rated : 0;
  return {
    total: counts.available + counts.busy + counts.offline,
    ...counts,
    averageRating: average.toFixed(1),
  };
}

/** The stat cards' figures over these riders. */
export function riderStats(riders: readonly Rider[]): RiderStats {
  const tally: RiderTally = { available: 0, busy: 0, offline: 0, completedToday: 0, ratingSum: 0, rated: 0 };
  for (const rider of riders) {
    tally[rider.status]++;
    tally.completedToday += rider.completedToday;
    if (rider.rating > 0) {
      tally.ratingSum += rider.rating;
      tally.rated++;
    }
  }
  return riderStatsOf(tally);
}
