import type { CallName } from '../contract/calls';
import type { WarehouseApi } from '../contract/contract';
import { isContractError } from '../contract/errors';
import { badCursor } from '../contract/page';
import { isoDate } from '../format/format';
import { ACTIVITY_PAGE_SIZE, type ActivityEntry, type ActivityQuery } from './activity';
import { auditedRecord, callsOfKind, isAudited } from './auditedCalls';
import { DEMO_OWNER } from './staff';

type Call = CallName;

/** Whether an entry is about the record (a product's own, or one of its variants'). */
const isAbout = (entryRecord: string | null, record: string) =>
  entryRecord !== null && (entryRecord === record || entryRecord.startsWith(`${record}-`));

/**
 * The audit trail of the app without a server: every audited call of `api` recorded as the demo
 * owner's, done or refused, and `listActivity` over it.
 */
export function withMemoryActivity(api: Omit<WarehouseApi, 'listActivity'>, now: () => Date): WarehouseApi {
  const entries: ActivityEntry[] = [];
  const record = (
    call: Call,
    args: unknown[],
    outcome: ActivityEntry['outcome'],
    result: unknown,
    code: string | null,
  ) =>
    entries.unshift({
      id: String(entries.length + 1),
      at: now().toISOString(),
      userId: DEMO_OWNER.userId,
      call,
      record: auditedRecord(call, args, result),
      outcome,
      code,
    });
  const audited = Object.fromEntries(
    (Object.keys(api) as Call[]).filter(isAudited).map((call) => {
      const run = api[call as Exclude<Call, 'listActivity'>] as (...args: unknown[]) => Promise<unknown>;
      return [
        call,
        async (...args: unknown[]) => {
          try {
            const result = await run(...args);
            record(call, args, 'done', result, null);
            return result;
          } catch (error) {
            record(call, args, 'refused', undefined, isContractError(error) ? error.code : null);
            throw error;
          }
        },
      ];
    }),
  );
  return {
    ...api,
    ...audited,
    listActivity: async (query: ActivityQuery = {}) => {
      const kindCalls = query.kind ? new Set<string>(callsOfKind(query.kind)) : null;
      const matching = entries.filter(
        (entry) =>
          (!query.userId || entry.userId.toLowerCase() === query.userId.toLowerCase()) &&
          (!kindCalls || kindCalls.has(entry.call)) &&
          (!query.from || isoDate(new Date(entry.at)) >= query.from) &&
          (!query.to || isoDate(new Date(entry.at)) <= query.to) &&
          (!query.record || isAbout(entry.record, query.record)),
      );
      if (query.cursor !== undefined && !/^\d+$/.test(query.cursor)) throw badCursor();
      const start = Number(query.cursor ?? 0);
      const limit = query.limit ?? ACTIVITY_PAGE_SIZE;
      const items = matching.slice(start, start + limit).map((entry) => ({ ...entry }));
      return {
        items,
        total: matching.length,
        nextCursor: start + limit < matching.length ? String(start + limit) : null,
      };
    },
  } as WarehouseApi;
}
