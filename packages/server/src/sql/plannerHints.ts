import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { Transaction } from './executor';

/**
 * Runs `read` in a transaction of its own with one kind of plan turned off (`set local`), for the
 * few reads where PostgreSQL's estimate misleads it: it takes matches to be spread
 * evenly through a table, and a search whose matches are all old ones then walks the table in
 * date order, or from its start, to find them.
 */
export function withPlanOff<T>(
  db: Db,
  plan: 'seqscan' | 'indexscan',
  read: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local enable_${plan} = off`));
    return read(tx);
  });
}
