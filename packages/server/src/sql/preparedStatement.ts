import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './executor';

/** SQL as the database is opened with it (snake_case names), for statements prepared by hand. */
const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * A statement of constant text, prepared by name on `on` (the database, or a transaction):
 * drizzle builds its text once, and PostgreSQL parses and plans it once per connection.
 * Its values are `sql.placeholder`s, given to `execute`, which answers its rows.
 */
export function preparedStatement<Row>(on: Executor, name: string, statement: SQL) {
  const prepared = on._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false);
  return {
    execute: async (values: Record<string, unknown>): Promise<Row[]> =>
      ((await prepared.execute(values)) as { rows: Row[] }).rows,
  };
}
