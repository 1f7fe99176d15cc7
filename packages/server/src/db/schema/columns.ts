// The column builders every schema file uses, with the project's conventions: snake_case names in
// SQL (drizzle's `casing` option), timestamps always with their offset.
import { timestamp } from 'drizzle-orm/pg-core';

export { bigint, boolean, check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/** ISO 8601 with an offset on the wire; `timestamptz` in SQL. */
export const timestamptz = () => timestamp({ withTimezone: true, mode: 'string' });
