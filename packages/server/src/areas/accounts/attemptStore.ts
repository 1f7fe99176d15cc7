import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { signInAttempts } from '../../db/schema';

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit on PostgreSQL: one row per key and window, counted in one
 * statement, so every server process on the database sees the same count (its own memory would
 * let each process allow the limit again).
 */
export function attemptStore(db: Db) {
  return class AttemptStore {
    incr(key: string, counted: Counted, timeWindow: number) {
      const windowEnd = sql`${signInAttempts.windowStart} + make_interval(secs => ${timeWindow / 1000})`;
      db.insert(signInAttempts)
        .values({ key, count: 1 })
        .onConflictDoUpdate({
          target: signInAttempts.key,
          set: {
            count: sql`case when ${windowEnd} <= now() then 1 else ${signInAttempts.count} + 1 end`,
            windowStart: sql`case when ${windowEnd} <= now() then now() else ${signInAttempts.windowStart} end`,
          },
        })
        .returning({
          current: signInAttempts.count,
          ttl: sql<number>`greatest(0, extract(epoch from (${windowEnd} - now())) * 1000)::int`,
        })
        .then(
          ([row]) => counted(null, row ?? { current: 1, ttl: timeWindow }),
          (error: Error) => counted(error),
        );
    }

    child() {
      return this;
    }
  };
}
