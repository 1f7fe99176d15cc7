// Rows as JSON: read several things at once as JSON objects, and insert many rows as one JSON array.
import { getTableColumns, getTableName, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './executor';

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
  const columns = getTableColumns(table);
  // Gathered without an array of keys per row: an import inserts a hundred thousand rows.
  const given = new Set<string>();
  for (const row of rows) for (const key in row) given.add(key);
  const keys = [...given].filter((key) => columns[key]);
  // Sent as the bytes of its text: the large string JSON.stringify builds in pieces is dropped
  // at once, not flattened into one more copy held until the statement is done.
  const json = Buffer.from(JSON.stringify(rowsByColumnName(table, keys, rows)));
  await db.execute(insertFromJson(table, keys, sql`${json}::json`));
}

/** The database's names of these columns: snake_case, as the database is opened with drizzle's snake_case casing. */
export function columnNames(table: PgTable, keys: readonly string[]): string[] {
  const columns = getTableColumns(table) as Record<string, { name: string; keyAsName: boolean }>;
  return keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return column.keyAsName ? toSnakeCase(column.name) : column.name;
  });
}

/** A table's columns, and the names and set of a list of its keys, worked out once per list (each sale writes six tables). */
const keysOfTable = new WeakMap<
  readonly string[],
  { names: string[]; known: Set<string>; columns: object }
>();
function namedKeys(table: PgTable, keys: readonly string[]) {
  let named = keysOfTable.get(keys);
  if (named?.columns !== getTableColumns(table)) {
    named = { names: columnNames(table, keys), known: new Set(keys), columns: getTableColumns(table) };
    keysOfTable.set(keys, named);
  }
  return named;
}

/**
 * Rows as JSON objects keyed by the database's names of `keys`, for `insertFromJson`. A row with
 * a value for a column `keys` leaves out is refused rather than written without it.
 */
export function rowsByColumnName<T extends PgTable>(
  table: T,
  keys: readonly string[],
  rows: readonly Partial<T['$inferInsert']>[],
): Record<string, unknown>[] {
  const { names, known, columns } = namedKeys(table, keys);
  return rows.map((row) => {
    for (const key in row)
      if (key in columns && !known.has(key))
        throw new Error(`${getTableName(table)}'s rows here do not write ${key}`);
    const named: Record<string, unknown> = {};
    for (let index = 0; index < keys.length; index += 1)
      named[names[index] as string] = (row as Record<string, unknown>)[keys[index] as string] ?? null;
    return named;
  });
}

/**
 * An insert of the rows a JSON array holds (as `rowsByColumnName` writes them), read into the
 * table's row type: its text is the same for any number of rows, so it can be prepared once.
 * Columns `keys` leaves out keep their defaults, or take the SQL `computed` gives them.
 */
export function insertFromJson<T extends PgTable>(
  table: T,
  keys: readonly string[],
  json: SQLWrapper,
  computed: Record<string, SQL> = {},
  /** Rows read beside each row (`from`), which `computed` may name, and the order rows go in. */
  joined?: { from: SQL; orderBy: SQL },
): SQL {
  const computedKeys = Object.keys(computed);
  const given = columnNames(table, keys).map((name) => sql.identifier(name));
  const names = [...given, ...columnNames(table, computedKeys).map((name) => sql.identifier(name))];
  const values = [
    ...given.map((name) => sql`given.${name}`),
    ...computedKeys.map((key) => computed[key] as SQL),
  ];
  const rows = sql`json_populate_recordset(null::${table}, ${json}) with ordinality as given`;
  return joined
    ? sql`insert into ${table} (${sql.join(names, sql`, `)})
      select ${sql.join(values, sql`, `)} from ${joined.from}, ${rows} order by ${joined.orderBy}`
    : sql`insert into ${table} (${sql.join(names, sql`, `)}) select ${sql.join(values, sql`, `)} from ${rows}`;
}
