import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths';
import { ADVISORY_LOCKS } from '../sql/advisoryLocks';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

/** A pool on the database at `url`, with drizzle over it (snake_case names in SQL). */
export function openDatabase(
  url: string,
  onError: (error: Error) => void = () => {},
  // Idle connections stay open (TCP keep-alive tells a dropped one): a new one costs its sign-in
  // and a backend whose caches start cold, 20–40 ms on the first statements, which a dashboard
  // after a quiet minute would pay.
  poolOptions: pg.PoolConfig = { max: 10, idleTimeoutMillis: 0, keepAlive: true },
  /** A role every connection takes as it opens (the runtime role, with another PostgreSQL). */
  role?: string,
): Database {
  // Generic plans: the few statements the server prepares by name (those every request or sale
  // runs) are planned once per connection (PostgreSQL's own choice kept planning the
  // sale's read anew, 1 ms a sale). A search's pattern, whose plan depends on it, is written into
  // its statement as a literal (substringSearch).
  // No parallel workers: every query is shaped to use an index over a few thousand rows at most,
  // and starting a worker cost 20–30 ms at the bench's size on two cores (the dashboard's five
  // most urgent low products: 38 ms with a worker, 9 ms without).
  const pool = new pg.Pool({
    connectionString: url,
    options: `-c plan_cache_mode=force_generic_plan -c max_parallel_workers_per_gather=0${role ? ` -c role=${role}` : ''}`,
    ...poolOptions,
  });
  // When PostgreSQL restarts, idle clients emit `error`; unheard, it would end the process.
  pool.on('error', onError);
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  return { db, pool, close: () => pool.end() };
}

/** Applies the committed migrations not yet applied; processes starting together take turns. */
export async function migrateDatabase(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [ADVISORY_LOCKS.migrations]);
    await migrate(drizzle({ client, casing: 'snake_case' }), { migrationsFolder: migrationsDir });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [ADVISORY_LOCKS.migrations]).catch(() => {});
    client.release();
  }
}
