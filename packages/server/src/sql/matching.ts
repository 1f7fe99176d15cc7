// Conditions that match text: as typed inside a LIKE pattern, or one of many values.
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** Text matched as typed inside a LIKE pattern: its `\\`, `%` and `_` stand for themselves. */
export function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/**
 * A text column equal to one of `values`, sent as one array parameter: drizzle's inArray sends a
 * parameter per value, and PostgreSQL takes at most 65,535 in a statement (a new store's "Reorder
 * all" names every item).
 */
export function isAnyOf(column: SQLWrapper, values: readonly string[]): SQL {
  return sql`${column} = any(${textArray(values)}::text[])`;
}

/**
 * Text values as one parameter, PostgreSQL's array literal joined at once (the driver builds it
 * by adding an element at a time, an object per addition: an import sends thousands per chunk).
 */
function textArray(values: readonly string[]): SQL {
  const elements = values.map((value) => `"${value.replace(/[\\"]/g, '\\$&')}"`);
  return sql`${sql.param(`{${elements.join(',')}}`)}`;
}
