// The column builders every schema file uses, with the project's conventions: snake_case names in
// SQL (drizzle's `casing` option), timestamps always with their offset.
import { timestamp } from 'drizzle-orm/pg-core';

export {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** ISO 8601 with an offset on the wire; `timestamptz` in SQL. */
export const timestamptz = () => timestamp({ withTimezone: true, mode: 'string' });

/** When a record was made: lists show the newest first. */
export const createdAt = () => timestamptz().notNull().defaultNow();
