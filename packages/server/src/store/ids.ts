import { type AnyColumn, desc, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './executor';

/**
 * The next id like the existing ones: the prefix and the number after the highest in use,
 * zero-padded to `width` ("P028" -> "P029"). Run under the lock that serializes the table's writers.
 */
export async function nextId(db: Executor, table: PgTable, column: AnyColumn, prefix: string, width: number) {
  const pattern = `^${prefix.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')}[0-9]+$`;
  const [highest] = await db
    .select({ number: sql<number>`substr(${column}, ${prefix.length + 1})::bigint` })
    .from(table)
    .where(sql`${column} ~ ${pattern}`)
    .orderBy(desc(sql`substr(${column}, ${prefix.length + 1})::bigint`))
    .limit(1);
  return `${prefix}${String(Number(highest?.number ?? 0) + 1).padStart(width, '0')}`;
}
