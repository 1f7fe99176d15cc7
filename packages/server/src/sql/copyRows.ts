// Many rows written with `COPY ... FROM STDIN` in PostgreSQL's text format: a line per row, its
// values tab-separated, streamed to the server as it is made. PostgreSQL reads it with no JSON to
// parse and puts the rows in the table's pages a batch at a time; triggers, constraints and
// defaults apply as they do to an insert.
import { pipeline } from 'node:stream/promises';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Executor } from './executor';
import { columnNames } from './jsonRows';

/** Text handed to the connection at a time. */
const PIECE_CHARS = 64 * 1024;

/** The connection a transaction (or the database's pool) runs its statements on. */
function connectionOf(db: Executor): pg.PoolClient | pg.Pool {
  return (db as unknown as { _: { session: { client: pg.PoolClient | pg.Pool } } })._.session.client;
}

/**
 * Inserts the rows, however many, in one COPY statement (an insert's rules: a key in use is an
 * error, never an overwrite). Columns no row gives keep their defaults; a column some rows give is
 * null in the others. In a transaction only: a pool would give the COPY a connection of its own.
 */
export async function copyMany<T extends PgTable>(
  db: Executor,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const given = new Set<string>();
  for (const row of rows) for (const key in row) given.add(key);
  const keys = [...given].filter((key) => columns[key]);
  const client = connectionOf(db);
  if (!('release' in client)) throw new Error('copyMany runs in a transaction');
  const names = columnNames(table, keys).map(quoted).join(', ');
  await pipeline(
    linesOf(keys, rows as readonly Record<string, unknown>[]),
    client.query(copyFrom(`copy ${quoted(getTableName(table))} (${names}) from stdin`)),
  );
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The rows as COPY's text, a piece at a time. Each line is joined from its values and each piece
 * from its lines: text added a value at a time makes an object per addition.
 */
function* linesOf(keys: readonly string[], rows: readonly Record<string, unknown>[]): Generator<string> {
  const values: string[] = new Array(keys.length);
  let lines: string[] = [];
  let size = 0;
  for (const row of rows) {
    for (let index = 0; index < keys.length; index++) values[index] = copyValue(row[keys[index] as string]);
    const line = values.join('\t');
    lines.push(line);
    size += line.length + 1;
    if (size >= PIECE_CHARS) {
      yield `${lines.join('\n')}\n`;
      lines = [];
      size = 0;
    }
  }
  if (lines.length > 0) yield `${lines.join('\n')}\n`;
}

/** A value as COPY's text format writes it: \N for null, t or f, a number's digits, text escaped. */
function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`COPY was given ${value}`);
    return String(value);
  }
  if (typeof value === 'string')
    return /[\\\t\n\r]/.test(value) ? value.replace(/[\\\t\n\r]/g, escaped) : value;
  throw new Error(`COPY is not given ${typeof value} values`);
}

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const escaped = (character: string) => ESCAPES[character] as string;
