import type { Rider } from './types/rider';

export interface RiderStats {
  total: number;
  available: number;
  busy: number;
  offline: number;
  /** Deliveries completed today by all riders. */
  completedToday: number;
  /** Mean rating with 1 decimal, e.g. "4.7"; "0.0" with no riders. */
  averageRating: string;
}

/**
 * The six figures of Rider Management's stat cards. (The spec names only the count of six;
 * these are the figures the rider record supports.)
 */
export function riderStats(riders: readonly Rider[]): RiderStats {
  const stats = { total: riders.length, available: 0, busy: 0, offline: 0, completedToday: 0 };
  let ratingSum = 0;
  for (const rider of riders) {
    stats[rider.status]++;
    stats.completedToday += rider.completedToday;
    ratingSum += rider.rating;
  }
  const average = riders.length > 0 ? ratingSum / riders.length : 0;
  return { ...stats, averageRating: average.toFixed(1) };
}
