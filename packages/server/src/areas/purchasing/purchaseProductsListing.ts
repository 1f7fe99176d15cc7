// Purchase Orders' products a page at a time: the items on sale, newest product first,
// found by name or SKU through the items' trigram indexes; only the page's stock is read.
import {
  badCursor,
  type Page,
  type PurchaseProductsQuery,
  pageFromRows,
  pageLimit,
} from '@warehouse/domain/contract';
import { type PurchaseProduct, withLastPaid } from '@warehouse/domain/purchasing';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { products, stockItems } from '../../db/schema';
import { countMatching } from '../../sql/boundedCount';
import { isAnyOf } from '../../sql/matching';
import { newestMatching } from '../../sql/newestFirst';
import { matchingAny, searchHasTrigrams } from '../../sql/substringSearch';
import { readStock } from '../stock/stockRecords';
import { readLastPrices } from './purchasingRecords';

/** An item's place in the list: its product newest first, then the item's own position. */
const place = sql`(${products.createdAt}, ${products.id}, -${stockItems.position})`;
const newestFirst = sql`${products.createdAt} desc, ${products.id} desc, ${stockItems.position}`;

/** Items of products not archived: what can be ordered. */
const onSale = sql`not exists (select 1 from ${products} as owner
  where owner.id = ${stockItems.productId} and owner.archived)`;

/** Where the page before ended: its last item's product and place, or none on the first page. */
async function lastOfPageBefore(db: Db, cursor: string | undefined) {
  if (!cursor) return undefined;
  const [last] = await db
    .select({ createdAt: products.createdAt, productId: products.id, position: stockItems.position })
    .from(stockItems)
    .innerJoin(products, eq(products.id, stockItems.productId))
    .where(eq(stockItems.id, cursor));
  if (!last) throw badCursor();
  return last;
}

/** One page of the items a purchase order can order, with how many match in all. */
export async function readPurchaseProductPage(
  db: Db,
  query: PurchaseProductsQuery,
): Promise<Page<PurchaseProduct>> {
  const limit = pageLimit(query);
  const matching = and(
    onSale,
    matchingAny(query.search, [stockItems.name, stockItems.sku]),
    query.itemIds ? isAnyOf(stockItems.id, query.itemIds) : undefined,
  );
  const last = await lastOfPageBefore(db, query.cursor);
  const indexed = searchHasTrigrams(query.search);
  const [found, counted] = await Promise.all([
    // The products from the last one's on (it may have items left), newest first; then its items.
    newestMatching(
      db,
      products,
      {
        after: last && sql`(${products.createdAt}, ${products.id}) <= (${last.createdAt}, ${last.productId})`,
        count: limit + 1,
        indexed,
      },
      (from, on) =>
        on
          .select({ id: stockItems.id, name: stockItems.name, sku: stockItems.sku, price: from.costCents })
          .from(stockItems)
          .innerJoin(from, eq(from.id, stockItems.productId))
          .where(
            and(matching, last && sql`${place} < (${last.createdAt}, ${last.productId}, ${-last.position})`),
          )
          .orderBy(newestFirst)
          .limit(limit + 1),
    ),
    countMatching(db, stockItems, matching, { throughIndex: indexed }),
  ]);
  const page = pageFromRows(found, limit, (row) => row.id);
  const itemIds = page.items.map((row) => row.id);
  const [stock, prices] = await Promise.all([readStock(db, itemIds), readLastPrices(db, { itemIds })]);
  return {
    items: withLastPaid(
      page.items.map((row) => ({ ...row, currentStock: stock.onHandOfItem(row.id) })),
      prices,
    ),
    nextCursor: page.nextCursor,
    ...counted,
  };
}
