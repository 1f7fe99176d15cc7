// verify-books: every equation of the books over the whole database, each mismatch reported.
import type { Executor } from '../../sql/executor';
import type { BookCheck, Mismatch } from './bookCheck';
import { BOOK_CHECKS } from './bookChecks';

export async function verifyBooks(
  on: Executor,
  checks: readonly BookCheck[] = BOOK_CHECKS,
): Promise<Mismatch[]> {
  const found: Mismatch[] = [];
  for (const check of checks) {
    const { rows } = await on.execute<{ record: string; expected: string; found: string }>(check.mismatches);
    for (const row of rows)
      found.push({
        check: check.name,
        record: row.record,
        expected: Number(row.expected),
        found: Number(row.found),
      });
  }
  return found;
}

/** A mismatch as one line of the report. */
export const mismatchLine = (m: Mismatch) =>
  `${m.check}: ${m.record} expected ${m.expected}, found ${m.found}`;
