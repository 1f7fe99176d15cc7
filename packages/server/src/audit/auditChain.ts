import { sql } from 'drizzle-orm';
import type { Executor } from '../store/executor';

/** Seals the committed entries not yet in the hash chain (see seal_audit_entries); how many. */
export async function sealAuditTrail(db: Executor): Promise<number> {
  const { rows } = await db.execute<{ sealed: number }>(sql`select seal_audit_entries() as sealed`);
  return rows[0]?.sealed ?? 0;
}

export interface ChainReport {
  /** Entries in the chain. */
  sealed: number;
  /** The first place where the chain does not hold: a changed, removed or re-hashed entry. */
  firstBroken: { seq: number; id: number | null; why: string } | null;
}

/**
 * Walks the chain in order and recomputes each hash from the one before: the first entry whose
 * hash is not what it should be, or a place missing, is where the trail was changed.
 */
export async function verifyAuditTrail(db: Executor): Promise<ChainReport> {
  const { rows } = await db.execute<{
    seq: string;
    id: string;
    hash: string;
    expected: string;
    place: string;
  }>(sql`
    select seq, id, hash, row_number() over (order by seq) as place,
      encode(sha256(convert_to(audit_entry_text(e, lag(hash) over (order by seq)), 'UTF8')), 'hex') as expected
    from audit_entries e where seq is not null order by seq`);
  for (const row of rows) {
    if (Number(row.seq) !== Number(row.place))
      return {
        sealed: rows.length,
        firstBroken: { seq: Number(row.place), id: null, why: 'the entry at this place is missing' },
      };
    if (row.hash !== row.expected)
      return {
        sealed: rows.length,
        firstBroken: {
          seq: Number(row.seq),
          id: Number(row.id),
          why: 'the entry or the one before it was changed',
        },
      };
  }
  return { sealed: rows.length, firstBroken: null };
}
