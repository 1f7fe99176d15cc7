import { badCursor } from '@warehouse/domain/accounts';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './executor';

/** A table listed newest first: its creation time and id, with an index on both. */
type NewestFirstTable = PgTable & { createdAt: AnyPgColumn; id: AnyPgColumn };

/**
 * A list newest first, a page at a time (issue 18): the order, and, after a cursor (the id of the
 * last row of the page before), the rows that follow it (keyset on the (created_at, id) index, not
 * an offset). A cursor that is no row of the table is a 400.
 */
export async function newestFirst(
  db: Executor,
  table: NewestFirstTable,
  cursor: string | undefined,
): Promise<{ orderBy: SQL; after?: SQL }> {
  const orderBy = sql`${table.createdAt} desc, ${table.id} desc`;
  if (!cursor) return { orderBy };
  const [last] = await db.select({ createdAt: table.createdAt }).from(table).where(eq(table.id, cursor));
  if (!last) throw badCursor();
  return { orderBy, after: sql`(${table.createdAt}, ${table.id}) < (${last.createdAt}, ${cursor})` };
}
