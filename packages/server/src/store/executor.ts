import { getTableColumns, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';

/** A transaction of the database. */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A transaction, or the database itself: what the store's reads and writes run on. */
export type Executor = Db | Transaction;

/** PostgreSQL's code for a unique index refusing a row (a key or a user id taken meanwhile). */
const UNIQUE_VIOLATION = '23505';

/** Whether PostgreSQL refused a row for a unique index (drizzle puts the driver's error in `cause`). */
export const isUniqueViolation = (error: unknown) =>
  [error, (error as { cause?: unknown })?.cause].some(
    (e) => (e as { code?: string })?.code === UNIQUE_VIOLATION,
  );

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

/** Text matched as typed inside a LIKE pattern: its `\\`, `%` and `_` stand for themselves. */
export function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/**
 * A row of the table as a JSON object keyed as drizzle's rows are, for a statement that reads
 * several things at once and returns each as JSON. (Timestamps come as JSON's ISO text.)
 */
export function rowJson(table: PgTable): SQL {
  const pairs = Object.entries(getTableColumns(table)).map(
    ([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`,
  );
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** Rows per statement of insertMany: a bench-sized seed's million movements go in bounded pieces. */
const ROWS_PER_INSERT = 20_000;

/**
 * Many rows with one parameter per statement, a JSON array, that PostgreSQL reads into the
 * table's row type: far quicker than a VALUES list of thousands of parameters (the seed's history
 * went from 1.7 s to a fraction). Columns no row gives keep their defaults.
 */
export async function insertMany<T extends PgTable>(
  db: Executor,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
    await insertRows(db, table, rows.slice(start, start + ROWS_PER_INSERT));
}

async function insertRows<T extends PgTable>(db: Executor, table: T, rows: readonly T['$inferInsert'][]) {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, { name: string; keyAsName: boolean }>;
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((key) => columns[key]);
  // The database's names: snake_case, as the database is opened with drizzle's snake_case casing.
  const names = keys.map((key) => {
    const column = columns[key] as { name: string; keyAsName: boolean };
    return column.keyAsName ? toSnakeCase(column.name) : column.name;
  });
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(
        keys.map((key, index) => [names[index], (row as Record<string, unknown>)[key] ?? null]),
      ),
    ),
  );
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  await db.execute(
    sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${json}::json)`,
  );
}
