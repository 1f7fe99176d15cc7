// Every advisory lock the server takes, in PostgreSQL's one keyspace of them: each key holds one
// thing, so two parts of the server never wait on each other by accident.
import { type SQL, sql } from 'drizzle-orm';

export const ADVISORY_LOCKS = {
  /** Applying migrations: one server process at a time. */
  migrations: 7_140_014,
  /** Seeding an empty database with the sample business. */
  seed: 7_140_015,
  /** A change of the catalogue's products and items (their SKUs are unique across both). */
  catalogue: 7_140_016,
  /** "Reorder all": one run at a time, so two clicks draft one set of orders. */
  reorderDrafts: 7_140_017,
  /** The automatic backup: one server process takes it, the others find it taken. */
  automaticBackup: 7_140_018,
  /** An import of customers: one at a time, so two of the same file add each customer once. */
  customersImport: 7_140_019,
  /** An import of suppliers (matched by name, no unique key): one at a time. */
  suppliersImport: 7_140_020,
} as const;

/** Holds a lock until the transaction ends. */
export async function lockForTransaction(
  tx: { execute(query: SQL): Promise<unknown> },
  lock: keyof typeof ADVISORY_LOCKS,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS[lock]})`);
}
