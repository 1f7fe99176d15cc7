import {
  ACTIVITY_PAGE_SIZE,
  type ActivityEntry,
  type AuditedAction,
  callsOfKind,
} from '@warehouse/domain/accounts';
import { badCursor, pageFromRows, type WarehouseApi } from '@warehouse/domain/contract';
import { and, desc, eq, getTableColumns, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { auditEntries } from '../../db/schema';
import { countMatching } from '../../sql/boundedCount';
import { likeEscaped } from '../../sql/matching';

/** An entry's time as ISO 8601 with its offset, to the microsecond (a cursor must be exact). */
const isoAt = sql<string>`to_json(${auditEntries.at}) #>> '{}'`;

type Row = typeof auditEntries.$inferSelect & { isoAt: string };

const entryOf = (row: Row): ActivityEntry => ({
  id: String(row.id),
  at: row.isoAt,
  userId: row.userId,
  call: row.call as AuditedAction,
  record: row.record,
  outcome: row.outcome as ActivityEntry['outcome'],
  code: row.code,
  detail: row.detail,
});

/** A page's end, as the next page's cursor: its last entry's time and id (the index's order). */
const cursorOf = (row: Row) => `${row.isoAt}_${row.id}`;

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?(?:Z|[+-]\d{2}:\d{2}))_(\d{1,18})$/;

function afterCursor(cursor: string): SQL {
  const [, at, id] = CURSOR.exec(cursor) ?? [];
  // A well-formed time that does not exist (month 13) is PostgreSQL's to refuse: a 400 too.
  if (!at || !id) throw badCursor();
  return sql`(${auditEntries.at}, ${auditEntries.id}) < (${at}::timestamptz, ${Number(id)})`;
}

/** The Activity screen's reads: newest first, keyset pages on the (at, id) index, counted to the bound. */
export function activityStore(db: Db): Pick<WarehouseApi, 'listActivity'> {
  return {
    listActivity: async (query = {}) => {
      const limit = query.limit ?? ACTIVITY_PAGE_SIZE;
      const filters = [
        query.userId ? sql`lower(${auditEntries.userId}) = lower(${query.userId})` : undefined,
        query.kind ? inArray(auditEntries.call, callsOfKind(query.kind)) : undefined,
        // Days as the server's PostgreSQL counts them.
        query.from ? sql`${auditEntries.at} >= ${query.from}::date` : undefined,
        query.to ? sql`${auditEntries.at} < ${query.to}::date + 1` : undefined,
        query.record
          ? or(
              eq(auditEntries.record, query.record),
              like(auditEntries.record, `${likeEscaped(query.record)}-%`),
            )
          : undefined,
      ];
      const [rows, total] = await Promise.all([
        db
          .select({ ...getTableColumns(auditEntries), isoAt })
          .from(auditEntries)
          .where(and(...filters, query.cursor ? afterCursor(query.cursor) : undefined))
          .orderBy(desc(auditEntries.at), desc(auditEntries.id))
          .limit(limit + 1),
        countMatching(db, auditEntries, and(...filters)),
      ]);
      const page = pageFromRows(rows, limit, cursorOf);
      return { items: page.items.map(entryOf), nextCursor: page.nextCursor, ...total };
    },
  };
}
