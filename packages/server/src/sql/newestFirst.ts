import { badCursor } from '@warehouse/domain/contract';
import { desc, eq, getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import type { Executor } from './executor';
import { withPlanOff } from './plannerHints';

/** A table listed newest first: its creation time and id, with an index on both. */
type NewestFirstTable = PgTable & { createdAt: AnyPgColumn; id: AnyPgColumn };

/**
 * A list newest first, a page at a time: the order, and, after a cursor (the id of the
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

/** How many of a list's newest rows a search reads in date order before it asks its indexes. */
const RECENT_ROWS = 5_000;

/**
 * The rows of a list's page newest first, read by `read` (from the table it is given, at most
 * `count` rows). For a search a trigram index finds (`indexed`), read one of two ways:
 * - among the few thousand newest rows (after the cursor) in date order: quick when matches are
 *   common among recent rows (a customer's name);
 * - if those hold less than `count`, every match through the trigram indexes, sorted (index
 *   scans off): quick when matches are few or old (an old order number).
 * PostgreSQL takes matches to be spread evenly through a table: it read an old order number's
 * sales in date order and walked 180k of them (300 ms) where the indexes found them in 11 ms.
 */
export async function newestMatching<T extends PgTable & { id: AnyPgColumn }, Row>(
  db: Db,
  table: T,
  {
    after,
    count,
    indexed,
    time = (table as unknown as NewestFirstTable).createdAt,
  }: {
    after: SQL | undefined;
    count: number;
    indexed: boolean;
    /** The column the list is newest first by, when it is not the table's `createdAt` (its index on it and the id). */
    time?: AnyPgColumn;
  },
  read: (from: T, on: Executor) => Promise<Row[]>,
): Promise<Row[]> {
  if (!indexed) return read(table, db);
  // The newest rows as a subquery named as the table: the columns `read` names are its columns.
  const recent = db
    .select()
    .from(table as PgTable)
    .where(after)
    .orderBy(desc(time), desc(table.id))
    .limit(RECENT_ROWS)
    .as(getTableName(table)) as unknown as T;
  const found = await read(recent, db);
  return found.length >= count ? found : withPlanOff(db, 'indexscan', (tx) => read(table, tx));
}
