import { type SQLWrapper, sql } from 'drizzle-orm';

/**
 * The sum of quantities or cents: bigint in SQL, so no total overflows PostgreSQL's integer, and
 * a plain number on the wire (the business limits on each value keep it a safe integer).
 */
export const total = (value: SQLWrapper) => sql<number>`coalesce(sum(${value}), 0)::bigint`.mapWith(Number);
