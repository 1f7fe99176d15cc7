// Lists a page at a time: a query (search, filters, a cursor, a limit) in; the
// page's items, how many match in all, and where the next page starts, out.
import { ValidationError } from './errors';

/** A cursor that is not one of this list's (made up, or cut short): refused, never read as "from the start". */
export const badCursor = () =>
  new ValidationError('The page cursor is not valid', { cursor: 'Not a cursor of this list' });

/** What every list query has: the search as typed, where to go on from, and how many. */
export interface ListQuery {
  /** Case-insensitive substring match on the list's searched fields (§9 Search). */
  search?: string;
  /** From a page's `nextCursor`. */
  cursor?: string;
  limit?: number;
  /**
   * Abandons the request when aborted (a search typed further makes the last one stale); through
   * HTTP the request is cancelled, in memory it is answered at once anyway. Never sent.
   */
  signal?: AbortSignal;
}

/** A list's query where there is nothing to search: where to go on from, and how many. */
export type PageQuery = Omit<ListQuery, 'search'>;

export interface Page<T> {
  items: T[];
  /**
   * How many items match the query in all; a database counts no further than `COUNT_BOUND`
   * (`totalIsLowerBound` then says that more match), so a count stays quick at any size.
   */
  total: number;
  /** More items match than `total`: it is where the count stopped ("1,000+"). */
  totalIsLowerBound?: true;
  /** Where the next page starts; null on the last. */
  nextCursor: string | null;
}

/**
 * How far a database counts a query's matches: 1,001 rows read from an index or a scan
 * take milliseconds, where counting every one of 200k sales that hold an "s" took 150 ms.
 */
export const COUNT_BOUND = 1_000;

/** A page's `total` from a count that stopped at `COUNT_BOUND + 1` rows. */
export function boundedTotal(counted: number): Pick<Page<unknown>, 'total' | 'totalIsLowerBound'> {
  return counted > COUNT_BOUND ? { total: COUNT_BOUND, totalIsLowerBound: true } : { total: counted };
}

/** A page's size unless the query says; and the most a query may ask for. */
const PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

/** How many items a query's page holds: its limit, or the default, never past the most. */
export function pageLimit(query: ListQuery): number {
  return Math.min(query.limit ?? PAGE_SIZE, MAX_PAGE_SIZE);
}

/**
 * A page from rows read one past the page's size: the page, and where the next starts (the
 * cursor of its last item) when that extra row says there is one.
 */
export function pageFromRows<T>(rows: readonly T[], limit: number, cursorOf: (item: T) => string) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last !== undefined ? cursorOf(last) : null };
}

/**
 * A page of a list held whole, in its order (the in-memory way): the cursor is the id of the last
 * item of the page before, so a page goes on after it even when items were added in front.
 */
export function pageOfList<T>(matches: readonly T[], query: ListQuery, idOf: (item: T) => string): Page<T> {
  const limit = pageLimit(query);
  let start = 0;
  if (query.cursor) {
    const after = matches.findIndex((item) => idOf(item) === query.cursor);
    if (after < 0) throw badCursor();
    start = after + 1;
  }
  return { ...pageFromRows(matches.slice(start, start + limit + 1), limit, idOf), total: matches.length };
}

/** A sorted page's cursor: its last item's sort key (as the implementation sorted by it) and id. */
export function sortedCursor(key: string | number, id: string): string {
  return JSON.stringify([key, id]);
}

/**
 * A sorted page's cursor read back, its key text, a whole number or any finite number as the
 * sort's is; a cursor the list did not make is a bad request.
 */
export function readSortedCursor(
  cursor: string,
  keyIs: 'text' | 'integer' | 'number',
): { key: string | number; id: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(cursor);
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2 || typeof parsed[1] !== 'string') throw badCursor();
  const [key, id] = parsed as [unknown, string];
  const fits =
    keyIs === 'text'
      ? typeof key === 'string'
      : keyIs === 'integer'
        ? Number.isSafeInteger(key)
        : typeof key === 'number' && Number.isFinite(key);
  if (!fits) throw badCursor();
  return { key: key as string | number, id };
}

/** Orders two sort keys (then ids) as the database does: code points for text, value for money. */
export function compareKeys(a: string | number, aId: string, b: string | number, bId: string): number {
  if (a !== b) return a < b ? -1 : 1;
  return aId === bId ? 0 : aId < bId ? -1 : 1;
}

/** A list's pages one after another, each as large as a page can be (for exports and tests, not screens). */
export async function* pagesOf<T>(read: (query: PageQuery) => Promise<Page<T>>): AsyncGenerator<T[]> {
  let cursor: string | undefined;
  do {
    const page = await read({ limit: MAX_PAGE_SIZE, ...(cursor ? { cursor } : {}) });
    yield page.items;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/** Every item of a list, page after page (for tests, not for screens). */
export async function everyItem<T>(read: (query: ListQuery) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = [];
  for await (const page of pagesOf(read)) items.push(...page);
  return items;
}
