import { fillPlaceholders, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import type { Executor } from './executor';

/** SQL as the database is opened with it (snake_case names), for statements prepared by hand. */
const dialect = new PgDialect({ casing: 'snake_case' });

/** A statement made with each of its values: a named placeholder to prepare it, or the value itself. */
export type Statement = (value: (name: string) => SQL | ReturnType<typeof sql.placeholder>) => SQL;

/**
 * A statement of constant text, prepared by name: drizzle builds its text once, and PostgreSQL
 * parses and plans it once per connection of the pool (node-postgres's named statements). On a
 * transaction (a connection drizzle holds) it runs with its values as parameters, unprepared.
 */
export function preparedStatement<Row>(on: Executor, name: string, statement: Statement) {
  if ('$client' in on) {
    const query = dialect.sqlToQuery(statement((value) => sql.placeholder(value)));
    // The pool drizzle was opened over (`drizzle({ client })` keeps it as `$client`).
    const pool = (on as { $client: Pool }).$client;
    return {
      execute: async (values: Record<string, unknown>): Promise<Row[]> =>
        (await pool.query({ name, text: query.sql, values: fillPlaceholders(query.params, values) })).rows,
    };
  }
  return {
    execute: async (values: Record<string, unknown>): Promise<Row[]> =>
      (await on.execute(statement((value) => sql`${values[value]}`))).rows as Row[],
  };
}
