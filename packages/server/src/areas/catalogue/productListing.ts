// Inventory a page at a time in SQL: the page's products found by an index
// (keyset on the sort key, never an offset), searched through trigram indexes, and only the page's
// items, stock and orders read to make its rows.
import { inventoryRow, stockItemsOf } from '@warehouse/domain/catalogue';
import {
  type Page,
  type ProductSort,
  type ProductsQuery,
  pageFromRows,
  pageLimit,
  readProductCursor,
  sortedCursor,
} from '@warehouse/domain/contract';
import type { Product } from '@warehouse/domain/stock';
import { and, eq, not, or, type SQL, sql } from 'drizzle-orm';
import { categories, products, stockItems } from '../../db/schema';
import { countMatching } from '../../sql/boundedCount';
import type { Executor } from '../../sql/executor';
import { newestFirst } from '../../sql/newestFirst';
import { matchingAnyOrNamed } from '../../sql/substringSearch';
import { readOnOrder } from '../purchasing/purchasingRecords';
import { readStock } from '../stock/stockRecords';
import { readCatalogueOf } from './catalogueRecords';

/**
 * What each order sorts by, as its index holds it: the name lower-cased and the id compared by
 * code point (as the in-memory list compares them), or the price.
 */
const SORT_KEYS: Record<ProductSort, SQL> = {
  name: sql`lower(${products.name}) collate "C"`,
  price: sql`${products.priceCents}`,
};
const idByCodePoint = sql`${products.id} collate "C"`;

/**
 * §9 Inventory search: name, SKU or category name, a case-insensitive substring; or the whole
 * barcode of one of a product's items (its product looked up first through the barcode's unique
 * index, so the OR keeps to indexes).
 */
async function matchingSearch(db: Executor, search: string | undefined) {
  const byText = await matchingAnyOrNamed(db, search, [products.name, products.sku], {
    table: categories,
    id: categories.id,
    name: categories.name,
    reference: products.categoryId,
  });
  const code = search?.trim() ?? '';
  if (byText === undefined || code === '') return byText;
  const [coded] = await db
    .select({ productId: stockItems.productId })
    .from(stockItems)
    .where(eq(stockItems.barcode, code));
  return coded ? or(byText, eq(products.id, coded.productId)) : byText;
}

/** Where the page starts and in what order: after the cursor, by the sort key (or newest first). */
async function keysetOf(db: Executor, query: ProductsQuery): Promise<{ after?: SQL; orderBy: SQL }> {
  const { sort, cursor } = query;
  if (sort) {
    const key = SORT_KEYS[sort];
    const [first, next] = query.descending ? [sql`desc`, sql`<`] : [sql`asc`, sql`>`];
    const after = cursor ? readProductCursor(cursor, sort) : undefined;
    return {
      orderBy: sql`${key} ${first}, ${idByCodePoint} ${first}`,
      ...(after
        ? { after: sql`(${key}, ${idByCodePoint}) ${next} (${after.key}, ${after.id} collate "C")` }
        : {}),
    };
  }
  return newestFirst(db, products, cursor);
}

/** One page of Inventory, with how many products match in all. */
export async function readProductPage(db: Executor, query: ProductsQuery): Promise<Page<Product>> {
  const limit = pageLimit(query);
  const matching = and(
    not(products.archived),
    query.categoryId ? eq(products.categoryId, query.categoryId) : undefined,
    await matchingSearch(db, query.search),
  );
  const { after, orderBy } = await keysetOf(db, query);
  const { sort } = query;
  const [found, counted] = await Promise.all([
    db
      // The sort key as the database orders by it: the next page's cursor is made from it.
      .select({ id: products.id, key: sort ? SORT_KEYS[sort] : sql<null>`null` })
      .from(products)
      .where(and(matching, after))
      .orderBy(orderBy)
      .limit(limit + 1),
    countMatching(db, products, matching),
  ]);
  const page = pageFromRows(found, limit, (row) =>
    sort ? sortedCursor(row.key as string | number, row.id) : row.id,
  );
  const catalogue = await readCatalogueOf(db, { productIds: page.items.map((row) => row.id) });
  // A product deleted since the page was found is left out; the page still goes on after it.
  const pageProducts = page.items.flatMap((row) => catalogue.product(row.id) ?? []);
  const itemIds = pageProducts.flatMap((product) => stockItemsOf(product).map((item) => item.id));
  const [stock, onOrder] = await Promise.all([readStock(db, itemIds), readOnOrder(db, itemIds)]);
  return {
    items: pageProducts.map((product) => inventoryRow(product, catalogue, stock, onOrder)),
    nextCursor: page.nextCursor,
    ...counted,
  };
}
