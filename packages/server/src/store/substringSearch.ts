import { normalizeQuery } from '@warehouse/domain/search';
import { type Column, ilike, or, type SQL } from 'drizzle-orm';
import { likeEscaped } from './executor';

/**
 * §9 Search as a LIKE pattern: the query trimmed and lower-cased, matched as typed anywhere in a
 * field (ILIKE ignores case); null for an empty query, which matches everything.
 */
export function substringPattern(search: string | undefined): string | null {
  const needle = normalizeQuery(search ?? '');
  return needle ? `%${likeEscaped(needle)}%` : null;
}

/**
 * Whether a trigram index can find the search: pg_trgm takes three characters or more (a shorter
 * one is matched by reading the rows).
 */
export function searchHasTrigrams(search: string | undefined): boolean {
  return normalizeQuery(search ?? '').length >= 3;
}

/** The rows whose fields hold the search (trigram indexes keep it off a scan); none for an empty one. */
export function matchingAny(search: string | undefined, fields: readonly Column[]): SQL | undefined {
  const pattern = substringPattern(search);
  return pattern === null ? undefined : or(...fields.map((field) => ilike(field, pattern)));
}
