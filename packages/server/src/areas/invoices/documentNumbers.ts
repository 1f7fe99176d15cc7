// The next number of a kind of document at a location in a year, from its counter row: updated in
// the issuing transaction, so the row stays locked until it ends. Two issues at once take turns;
// one rolled back gives its number back. Numbers never come from a sequence (that leaves holes).
import { type DocumentKind, documentNumber, locationCode } from '@warehouse/domain/invoices';
import { eq, sql } from 'drizzle-orm';
import { documentCounters, locations } from '../../db/schema';
import type { Executor } from '../../sql/executor';

/** The code a location's documents carry, from its name (DS for Downtown Store). */
export async function locationCodeOf(on: Executor, locationId: string): Promise<string> {
  const [location] = await on
    .select({ name: locations.name })
    .from(locations)
    .where(eq(locations.id, locationId));
  return locationCode(location?.name ?? locationId);
}

export async function takeDocumentNumber(
  tx: Executor,
  kind: DocumentKind,
  code: string,
  year: number,
): Promise<string> {
  const [taken] = await tx
    .insert(documentCounters)
    .values({ kind, locationCode: code, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.kind, documentCounters.locationCode, documentCounters.year],
      set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
    })
    .returning({ count: documentCounters.lastNumber });
  if (!taken) throw new Error('The document counter gave no number');
  return documentNumber(kind, code, year, taken.count);
}
