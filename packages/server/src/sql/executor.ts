// What the areas' reads and writes run on, and several writes in one round trip.
import { type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/** A transaction of the database. */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A transaction, or the database itself: what the store's reads and writes run on. */
export type Executor = Db | Transaction;

/**
 * Several writes in one round trip: each becomes a data-modifying CTE of one statement. They all
 * run, against the same snapshot (none sees another's rows), and foreign keys are checked at the
 * statement's end, so a parent and its children may go in together.
 */
export async function writeTogether(tx: Executor, writes: readonly SQLWrapper[]): Promise<void> {
  if (writes.length === 0) return;
  const ctes = sql.join(
    // getSQL(): a query builder put in a template as it is comes in parentheses, as a subquery.
    writes.map((write, index) => sql`${sql.raw(`write_${index}`)} as (${write.getSQL()})`),
    sql`, `,
  );
  await tx.execute(sql`with ${ctes} select 1`);
}
