import { normalizeQuery } from '@warehouse/domain/search';
import { type Column, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Executor } from './executor';
import { likeEscaped } from './matching';

/**
 * §9 Search as a LIKE pattern: the query trimmed and lower-cased, matched as typed anywhere in a
 * field (ILIKE ignores case); null for an empty query, which matches everything.
 */
function substringPattern(search: string | undefined): string | null {
  const needle = normalizeQuery(search ?? '');
  return needle ? `%${likeEscaped(needle)}%` : null;
}

/**
 * Whether a trigram index can find the search: pg_trgm takes its trigrams from runs of letters
 * and digits, three or more of them (a search without one, "ab" or "---", is matched by reading
 * the rows).
 */
export function searchHasTrigrams(search: string | undefined): boolean {
  return /[\p{L}\p{N}]{3}/u.test(normalizeQuery(search ?? ''));
}

/**
 * The rows whose fields hold the search (trigram indexes keep it off a scan); none for an empty
 * one. The pattern is written into the statement as a literal (node-postgres's own quoting), not
 * sent as a parameter: the pool plans parameters generically, and the plan a search needs
 * depends on its pattern (how many rows hold it decides between an index and the date order).
 */
export function matchingAny(search: string | undefined, fields: readonly (Column | SQL)[]): SQL | undefined {
  const pattern = substringPattern(search);
  if (pattern === null) return undefined;
  const literal = sql.raw(pg.escapeLiteral(pattern));
  return or(...fields.map((field) => sql`${field} ilike ${literal}`));
}

/**
 * The rows whose fields hold the search, or whose `reference` is a row of a small table (the
 * categories, the suppliers) whose name holds it. Those few rows are looked up first, so each part
 * of the OR can use its own index (the trigram ones for the fields) instead of PostgreSQL checking
 * every row against a subquery. None for an empty search.
 */
export async function matchingAnyOrNamed(
  db: Executor,
  search: string | undefined,
  fields: readonly (Column | SQL)[],
  named: { table: PgTable; id: AnyPgColumn; name: Column; reference: Column },
): Promise<SQL | undefined> {
  const byText = matchingAny(search, fields);
  if (byText === undefined) return undefined;
  const rows = await db
    .select({ id: named.id })
    .from(named.table)
    .where(matchingAny(search, [named.name]));
  return or(
    byText,
    rows.length > 0
      ? inArray(
          named.reference,
          rows.map((row) => row.id),
        )
      : undefined,
  );
}
