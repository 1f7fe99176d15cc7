// Inventory a page at a time: the search, a category, a sort and a page, the
// same rules whichever implementation answers (the in-memory one here, PostgreSQL's in SQL).

import type { CatalogueProduct } from '../catalogue/catalogue';
import type { CatalogueIndex } from '../catalogue/catalogueIndex';
import { searchIndexOf } from '../search/search';
import {
  badCursor,
  compareKeys,
  type ListQuery,
  type Page,
  pageFromRows,
  pageLimit,
  readSortedCursor,
  sortedCursor,
} from './page';

/** The orders Inventory can be read in besides its own (newest first). */
export const PRODUCT_SORTS = ['name', 'price'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Inventory's list: §9's search (name, SKU, category; a barcode whole), a category, and an order. */
export interface ProductsQuery extends ListQuery {
  /** Only this category's products. */
  categoryId?: string;
  /** By name (case ignored) or price, then id; newest first when not given. */
  sort?: ProductSort;
  descending?: boolean;
}

/** A product's place in a sorted list: what it sorts by (its name lower-cased, or its price). */
function productSortKey(product: { name: string; price: number }, sort: ProductSort): string | number {
  return sort === 'name' ? product.name.toLowerCase() : product.price;
}

/**
 * Where a sorted page ends: its last product's sort key and id, so the next page goes on after it
 * even when that product is edited or deleted meanwhile. Newest-first pages end at an id.
 */
function productCursor(product: { id: string; name: string; price: number }, sort?: ProductSort) {
  return sort ? sortedCursor(productSortKey(product, sort), product.id) : product.id;
}

/** A sorted page's cursor read back; a cursor the list did not make is a bad request. */
export function readProductCursor(cursor: string, sort: ProductSort): { key: string | number; id: string } {
  return readSortedCursor(cursor, sort === 'name' ? 'text' : 'integer');
}

/**
 * Sorted lists kept while their list is the same array: paging on through the whole catalogue's
 * sort sorts it once (a search's or a category's matches are a new array each time).
 */
const sortedLists = new WeakMap<object, Map<string, readonly CatalogueProduct[]>>();
function sortedBy(products: readonly CatalogueProduct[], sort: ProductSort, direction: 1 | -1) {
  let bySort = sortedLists.get(products);
  if (!bySort) {
    bySort = new Map();
    sortedLists.set(products, bySort);
  }
  const name = `${sort}${direction}`;
  let sorted = bySort.get(name);
  if (!sorted) {
    sorted = products
      .map((product) => ({ product, key: productSortKey(product, sort) }))
      .sort((a, b) => direction * compareKeys(a.key, a.product.id, b.key, b.product.id))
      .map(({ product }) => product);
    bySort.set(name, sorted);
  }
  return sorted;
}

/** §9's fields of a catalogue's products, one function per catalogue (its search index is kept by it). */
const searchFieldsOf = new WeakMap<CatalogueIndex, (product: CatalogueProduct) => string[]>();
function catalogueSearchFields(catalogue: CatalogueIndex) {
  let fields = searchFieldsOf.get(catalogue);
  if (!fields) {
    fields = (product) => [product.name, product.sku, catalogue.categoryName(product.categoryId)];
    searchFieldsOf.set(catalogue, fields);
  }
  return fields;
}

/**
 * A page of the catalogue's products on sale (held whole, newest first), made into rows only for
 * the page: the in-memory answer to `listProducts`. The search index is kept while the catalogue
 * does not change, so typing a search costs a fraction of a scan.
 */
export function pageOfProducts<Row>(
  catalogue: CatalogueIndex,
  query: ProductsQuery,
  rowOf: (product: CatalogueProduct) => Row,
): Page<Row> {
  const { categoryId } = query;
  const inCategory = categoryId
    ? (product: CatalogueProduct) => product.categoryId === categoryId
    : undefined;
  const matches = withBarcodeMatch(
    catalogue,
    searchIndexOf(catalogue.productsOnSale(), catalogueSearchFields(catalogue))(
      query.search ?? '',
      inCategory,
    ),
    query.search ?? '',
    inCategory,
  );
  const { sort, cursor } = query;
  const ordered = sort ? sortedBy(matches, sort, query.descending ? -1 : 1) : matches;
  const start = cursor ? startAfter(catalogue, ordered, cursor, query) : 0;
  const limit = pageLimit(query);
  const page = pageFromRows(ordered.slice(start, start + limit + 1), limit, (product) =>
    productCursor(product, sort),
  );
  return { items: page.items.map(rowOf), nextCursor: page.nextCursor, total: matches.length };
}

/**
 * The matches and the product whose item has the search as its barcode (the whole code, as a
 * scanner types it), in its newest-first place: a barcode is found where a SKU is.
 */
function withBarcodeMatch(
  catalogue: CatalogueIndex,
  matches: readonly CatalogueProduct[],
  search: string,
  where?: (product: CatalogueProduct) => boolean,
): readonly CatalogueProduct[] {
  const product = search.trim() === '' ? undefined : catalogue.byBarcode(search.trim())?.product;
  if (!product || product.archived || (where && !where(product)) || matches.includes(product)) return matches;
  const place = (p: CatalogueProduct) => catalogue.newestFirstPosition(p.id) ?? -1;
  const at = matches.findIndex((other) => place(other) > place(product));
  return at === -1 ? [...matches, product] : [...matches.slice(0, at), product, ...matches.slice(at)];
}

/**
 * Where the page after `cursor` starts in `ordered`: after the cursor's product wherever it is
 * now (archived, edited, or no longer matching the search), as PostgreSQL goes on after its key.
 */
function startAfter(
  catalogue: CatalogueIndex,
  ordered: readonly CatalogueProduct[],
  cursor: string,
  { sort, descending }: ProductsQuery,
): number {
  let isAfter: (product: CatalogueProduct) => boolean;
  if (sort) {
    const after = readProductCursor(cursor, sort);
    const direction = descending ? -1 : 1;
    isAfter = (product) =>
      direction * compareKeys(productSortKey(product, sort), product.id, after.key, after.id) > 0;
  } else {
    // Newest first: by the place among every product, archived ones too.
    const after = catalogue.newestFirstPosition(cursor);
    if (after === undefined) throw badCursor();
    isAfter = (product) => (catalogue.newestFirstPosition(product.id) ?? -1) > after;
  }
  // The products after the cursor are the tail of the order: find where it begins by halving.
  let low = 0;
  let high = ordered.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (isAfter(ordered[middle] as CatalogueProduct)) high = middle;
    else low = middle + 1;
  }
  return low;
}
