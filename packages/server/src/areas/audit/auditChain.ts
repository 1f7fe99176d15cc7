import { sql } from 'drizzle-orm';
import type { Executor } from '../../sql/executor';

/** Entries sealed per statement: a long backlog goes in several short transactions. */
const SEAL_BATCH = 5_000;

/**
 * Seals the committed entries not yet in the hash chain (see seal_audit_entries), a batch at a
 * time; how many. None when another process is sealing at the moment.
 */
export async function sealAuditTrail(db: Executor): Promise<number> {
  let total = 0;
  for (;;) {
    const { rows } = await db.execute<{ sealed: number }>(
      sql`select seal_audit_entries(${SEAL_BATCH}) as sealed`,
    );
    const sealed = rows[0]?.sealed ?? 0;
    total += sealed;
    if (sealed < SEAL_BATCH) return total;
  }
}

/** The chain's last link: kept outside the database, it shows a chain rewritten since. */
export interface ChainHead {
  seq: number;
  hash: string;
}

export interface ChainReport {
  /** Entries in the chain. */
  sealed: number;
  /** Its last link; null while it is empty. */
  head: ChainHead | null;
  /** The first place where the chain does not hold: a changed, removed or re-hashed entry. */
  firstBroken: { seq: number; id: number | null; why: string } | null;
}

/**
 * Walks the chain in order and recomputes each hash from the one before: the first entry whose
 * hash is not what it should be, or a place missing, is where the trail was changed.
 */
export async function verifyAuditTrail(db: Executor, expected?: ChainHead): Promise<ChainReport> {
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
  const last = rows.at(-1);
  const head = last ? { seq: Number(last.seq), hash: last.hash } : null;
  const broken = (seq: number, id: number | null, why: string) => ({
    sealed: rows.length,
    head,
    firstBroken: { seq, id, why },
  });
  for (const row of rows) {
    if (Number(row.seq) !== Number(row.place))
      return broken(Number(row.place), null, 'the entry at this place is missing');
    if (row.hash !== row.expected)
      return broken(Number(row.seq), Number(row.id), 'the entry or the one before it was changed');
  }
  // A head kept from before: the chain must still hold it at its place, with its hash.
  if (expected) {
    const then = rows[expected.seq - 1];
    if (!then) return broken(expected.seq, null, 'the chain no longer reaches the head kept from before');
    if (then.hash !== expected.hash)
      return broken(expected.seq, Number(then.id), 'the chain was rewritten since the head kept from before');
  }
  return { sealed: rows.length, head, firstBroken: null };
}
