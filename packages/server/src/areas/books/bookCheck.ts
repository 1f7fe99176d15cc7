// One equation of the books: a query returning the records that break it.
import { type SQL, sql } from 'drizzle-orm';

export interface BookCheck {
  /** The equation, as the report names it. */
  name: string;
  /** The rows breaking it: `record` (its id), `expected` and `found` (cents). */
  mismatches: SQL;
}

export interface Mismatch {
  check: string;
  record: string;
  expected: number;
  found: number;
}

/** A check's statement from the rows it selects: every row whose expected and found differ. */
export const differing = (rows: SQL): SQL =>
  sql`select record, expected::bigint as expected, found::bigint as found from (${rows}) as checked where expected is distinct from found`;
