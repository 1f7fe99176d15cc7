import type { Delivery } from '../deliveries/delivery';
import { type Rider, ZONE_LABELS } from '../deliveries/rider';
import type { Customer } from '../people/people';
import type { PosProduct } from '../pos/pos';
import type { Sale } from '../pos/sale';
import type { PurchaseProduct } from '../purchasing/purchase';
import type { Product } from '../stock/product';
import type { ShelfLocation } from '../stock/shelf';

/** Separates fields in a haystack so a query cannot match across two fields. */
const FIELD_SEPARATOR = '\u0000';

/** The query as matched: trimmed and lower-cased. */
export function normalizeQuery(query: string): string {
  return query.trim().toLowerCase();
}

function haystackOf(fields: readonly string[]): string {
  return fields.join(FIELD_SEPARATOR).toLowerCase();
}

/**
 * §9 Search: a case-insensitive substring match of the query on any of the fields.
 * Surrounding whitespace in the query is ignored; an empty query matches everything.
 */
export function matchesQuery(query: string, fields: readonly string[]): boolean {
  const needle = normalizeQuery(query);
  return needle === '' || haystackOf(fields).includes(needle);
}

/** Filters a list by a query on the fields `fieldsOf` gives; the query is normalized once. */
export function filterByQuery<T>(
  items: readonly T[],
  query: string,
  fieldsOf: (item: T) => readonly string[],
): T[] {
  const needle = normalizeQuery(query);
  if (needle === '') return items.slice();
  return items.filter((item) => haystackOf(fieldsOf(item)).includes(needle));
}

/** The matches, in list order; with an empty query and no predicate, the list itself (not a copy). */
export type SearchFn<T> = (query: string, where?: (item: T) => boolean) => readonly T[];

/** How many recent queries' matches an index keeps (see `createSearchIndex`). */
const RECENT_QUERIES = 32;

/** A search function that can also prepare itself ahead of the first search. */
export interface SearchIndex<T> extends SearchFn<T> {
  /**
   * Prepares more of the index while `timeLeft()` (ms) stays positive; true once all of it is.
   * For idle time after a list arrives, so that the first search does not pay for it.
   */
  warm: (timeLeft: () => number) => boolean;
}

/** Separates items in an index's text: like FIELD_SEPARATOR, nothing a user types. */
const ITEM_SEPARATOR = '\u0001';
/** Items lower-cased together in one step of preparing an index. */
const ITEMS_PER_STEP = 2_000;

/**
 * Keeps every item's fields in one lower-cased text, with where each item starts (made once, ahead
 * of time with `warm`, or by the first search that needs it); the returned function then filters
 * by a query (plus an optional extra predicate such as a status filter) with the engine's own
 * substring search over that text. Lower-casing thousands of items as one string costs a fraction
 * of a string per item (100,000 products ready to search sooner).
 *
 * It also remembers which items matched the last few queries. A query that contains an earlier
 * one (typing one more letter) only re-checks that query's matches, and a query seen before
 * (deleting back to it) is not searched again, so typing costs a fraction of a full scan.
 */
export function createSearchIndex<T>(
  items: readonly T[],
  fieldsOf: (item: T) => readonly string[],
): SearchIndex<T> {
  const pieces: string[] = [];
  /** Where each item starts in the text; the last entry is where the text ends. */
  const starts = new Uint32Array(items.length + 1);
  let prepared = 0; // items [0, prepared) are in `pieces`
  let text: string | undefined; // the pieces joined, once every item is in them

  const prepareStep = () => {
    const first = prepared;
    const end = Math.min(items.length, first + ITEMS_PER_STEP);
    const texts: string[] = new Array(end - first);
    for (let i = first; i < end; i++)
      texts[i - first] = fieldsOf(items[i] as T)
        .join(FIELD_SEPARATOR)
        .replaceAll(ITEM_SEPARATOR, ' ');
    // Lower-casing can change a text's length ('İ' becomes two characters): each item's start is
    // found in the lower-cased piece, after the separator that ends the item before.
    const piece = `${texts.join(ITEM_SEPARATOR)}${ITEM_SEPARATOR}`.toLowerCase();
    const base = starts[first] as number;
    let local = 0;
    for (let i = first; i < end; i++) {
      starts[i] = base + local;
      local = piece.indexOf(ITEM_SEPARATOR, local) + 1;
    }
    starts[end] = base + piece.length;
    pieces.push(piece);
    prepared = end;
  };
  const wholeText = () => {
    while (prepared < items.length) prepareStep();
    text ??= pieces.join('');
    return text;
  };
  /** The item whose text holds position `at`, looked for from item `from` on. */
  const itemAt = (at: number, from: number) => {
    let low = from;
    let high = items.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if ((starts[middle] as number) <= at) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  const itemHas = (all: string, i: number, needle: string) =>
    all.slice(starts[i], starts[i + 1]).includes(needle);

  const recent = new Map<string, Uint32Array>();

  const positionsMatching = (needle: string): Uint32Array => {
    const known = recent.get(needle);
    if (known) {
      recent.delete(needle);
      recent.set(needle, known);
      return known;
    }
    // Every match of `needle` also matches any query it contains: start from the fewest of those.
    let candidates: Uint32Array | undefined;
    for (const [query, positions] of recent) {
      if (needle.includes(query) && (!candidates || positions.length < candidates.length)) {
        candidates = positions;
      }
    }
    const all = wholeText();
    const found: number[] = [];
    if (needle.includes(ITEM_SEPARATOR)) {
      // Nothing an item holds: no match.
    } else if (candidates) {
      for (const i of candidates) if (itemHas(all, i, needle)) found.push(i);
    } else {
      let item = 0;
      for (let at = all.indexOf(needle); at !== -1; at = all.indexOf(needle, starts[item + 1])) {
        item = itemAt(at, item);
        found.push(item);
      }
    }
    const positions = Uint32Array.from(found);
    recent.set(needle, positions);
    if (recent.size > RECENT_QUERIES) recent.delete(recent.keys().next().value as string);
    return positions;
  };

  const search: SearchFn<T> = (query, where) => {
    const needle = normalizeQuery(query);
    if (needle === '') return where ? items.filter(where) : items;
    const result: T[] = [];
    for (const i of positionsMatching(needle)) {
      const item = items[i] as T;
      if (!where || where(item)) result.push(item);
    }
    return result;
  };
  const warm = (timeLeft: () => number) => {
    while (prepared < items.length && timeLeft() > 0) prepareStep();
    if (prepared === items.length && timeLeft() > 0) wholeText();
    return text !== undefined;
  };
  return Object.assign(search, { warm });
}

const indexesOfLists = new WeakMap<object, WeakMap<object, SearchIndex<unknown>>>();

/**
 * The search index of a list, made once per list and fields (the same array gives the same
 * index): for a list searched again and again while it does not change, such as a page query's.
 */
export function searchIndexOf<T>(
  items: readonly T[],
  fieldsOf: (item: T) => readonly string[],
): SearchIndex<T> {
  let byFields = indexesOfLists.get(items);
  if (!byFields) {
    byFields = new WeakMap();
    indexesOfLists.set(items, byFields);
  }
  let index = byFields.get(fieldsOf) as SearchIndex<T> | undefined;
  if (!index) {
    index = createSearchIndex(items, fieldsOf);
    byFields.set(fieldsOf, index as SearchIndex<unknown>);
  }
  return index;
}

/** §9 inventory: name, sku, category. */
export const productSearchFields = (p: Product): string[] => [p.name, p.sku, p.category];
/** §9 POS: name, category. */
export const posProductSearchFields = (p: PosProduct): string[] => [p.name, p.category];
/** §9 sales: order id, customer. */
export const saleSearchFields = (s: Sale): string[] => [s.id, s.customer];
/** §9 deliveries: order id, customer name, delivery id. */
export const deliverySearchFields = (d: Delivery): string[] => [d.orderId, d.customer.name, d.id];
/** §9 riders: name, phone, vehicle number, zone (its id and its label, e.g. "zone-a" and "Downtown"). */
export const riderSearchFields = (r: Rider): string[] => [
  r.name,
  r.phone,
  r.vehicleNumber,
  r.location.zone,
  r.location.zone === '' ? '' : ZONE_LABELS[r.location.zone],
];
/** Purchase Orders' product search: name, SKU (the form's placeholder). */
export const purchaseProductSearchFields = (p: PurchaseProduct): string[] => [p.name, p.sku];
/**
 * §9 customers: name, email, and (issue 37) the phone number's digits; search them with
 * `customerSearchText` of what was typed.
 */
export const customerSearchFields = (c: Pick<Customer, 'name' | 'email' | 'phone'>): string[] => [
  c.name,
  c.email,
  c.phone.replace(/\D/g, ''),
];
/** §9 shelves: id, zone, product name. */
export const shelfSearchFields = (s: ShelfLocation): string[] => [
  s.id,
  s.zone,
  ...s.products.map((p) => p.name),
];
