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

/**
 * The six figures of Rider Management's stat cards. (The spec names only the count of six;
 * these are the figures the rider record supports.)
 */
export function riderStats(riders: readonly Rider[]): RiderStats {
  const stats = { total: riders.length, available: 0, busy: 0, offline: 0, completedToday: 0 };
  let ratingSum = 0;
  let rated = 0;
  for (const rider of riders) {
    stats[rider.status]++;
    stats.completedToday += rider.completedToday;
    if (rider.rating > 0) {
      ratingSum += rider.rating;
      rated++;
    }
  }
  const average = rated > 0 ? ratingSum / rated : 0;
  return { ...stats, averageRating: average.toFixed(1) };
}
