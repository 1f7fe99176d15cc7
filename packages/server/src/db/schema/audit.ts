import { sql } from 'drizzle-orm';
import { staffAccounts } from './accounts';
import { bigint, check, index, pgTable, text, timestamptz, uniqueIndex, uuid } from './columns';

/**
 * The audit trail: append-only, one row per state-changing call, written in the same
 * transaction as the change (a refusal, which changes nothing, on its own).
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamptz().notNull().default(sql`clock_timestamp()`),
    accountId: uuid().references(() => staffAccounts.id, { onDelete: 'set null' }),
    /** Who, as they signed in: kept when the account changes. */
    userId: text().notNull(),
    call: text().notNull(),
    record: text(),
    outcome: text().notNull(),
    /** Why a refusal: the contract's error code, or `forbidden`. */
    code: text(),
    /** What changed, when the record alone does not say (a role: "Cashier → Manager"). */
    detail: text(),
    /**
     * The entry's place in the hash chain, and its hash (of the one before and of itself), set
     * once it is sealed (seal_audit_entries): a changed or removed entry breaks the chain there.
     */
    seq: bigint({ mode: 'number' }),
    hash: text(),
  },
  (table) => [
    check('audit_entries_outcome', sql`${table.outcome} in ('done', 'refused')`),
    index('audit_entries_newest').on(table.at.desc(), table.id.desc()),
    index('audit_entries_record').on(table.record),
    index('audit_entries_user').on(table.userId, table.at.desc()),
    uniqueIndex('audit_entries_seq').on(table.seq),
    index('audit_entries_unsealed').on(table.id).where(sql`${table.seq} is null`),
  ],
);
