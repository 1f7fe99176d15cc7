// The catalogue in SQL rows, read into the domain's model and written back from it.
import {
  type CatalogueProduct,
  createCatalogueIndex,
  itemName,
  stockItemsOf,
} from '@warehouse/domain/catalogue';
import type { CategorySummary } from '@warehouse/domain/overview';
import { asc, desc, eq, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { categories, products, stockItems } from '../../db/schema';
import { copyMany } from '../../sql/copyRows';
import type { Executor } from '../../sql/executor';
import { rowJson } from '../../sql/jsonRows';
import { isAnyOf } from '../../sql/matching';

type ProductRow = typeof products.$inferSelect;
const nextVersion = sql`${products.version} + 1`;
/** A code no real SKU has (control character 1 and the item's id), held while codes are rewritten. */
const placeholderSku = sql`chr(1) || ${stockItems.id}`;
type ItemRow = typeof stockItems.$inferSelect;

function catalogueProduct(row: ProductRow, items: readonly ItemRow[]): CatalogueProduct {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    categoryId: row.categoryId ?? '',
    sku: row.sku,
    ...(row.barcode ? { barcode: row.barcode } : {}),
    price: row.priceCents,
    cost: row.costCents,
    lowStockThreshold: row.lowStockThreshold,
    reorderQuantity: row.reorderQuantity,
    ...(row.preferredSupplierId ? { preferredSupplierId: row.preferredSupplierId } : {}),
    archived: row.archived,
    variants: items
      .filter((item) => item.variantName !== null)
      .map((item) => ({
        id: item.id,
        name: item.variantName as string,
        sku: item.sku,
        price: item.priceCents ?? row.priceCents,
        ...(item.barcode ? { barcode: item.barcode } : {}),
      })),
  };
}

/** The catalogue's categories and products (archived ones too), newest first. */
async function readCatalogue(db: Executor) {
  // One after the other: a transaction's queries share one connection and cannot overlap.
  const categoryRows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
  const productRows = await db.select().from(products).orderBy(desc(products.createdAt), desc(products.id));
  const itemRows = await db
    .select()
    .from(stockItems)
    .orderBy(asc(stockItems.productId), asc(stockItems.position));
  const itemsOf = new Map<string, ItemRow[]>();
  for (const item of itemRows) {
    const list = itemsOf.get(item.productId);
    if (list) list.push(item);
    else itemsOf.set(item.productId, [item]);
  }
  return {
    categories: categoryRows,
    products: productRows.map((row) => catalogueProduct(row, itemsOf.get(row.id) ?? [])),
  };
}

/**
 * The Categories screen's cards (categorySummaries' figures): each category with how many products
 * on sale it holds, counted by PostgreSQL rather than read whole.
 */
export async function readCategorySummaries(db: Executor): Promise<CategorySummary[]> {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      productCount: sql<number>`count(${products.id}) filter (where not ${products.archived})::int`,
    })
    .from(categories)
    .leftJoin(products, eq(products.categoryId, categories.id))
    .groupBy(categories.id)
    .orderBy(asc(categories.position), asc(categories.id));
}

/** The whole catalogue as the domain's index, for its rules and figures. */
export async function readCatalogueIndex(db: Executor) {
  const { categories, products } = await readCatalogue(db);
  return createCatalogueIndex(categories, products);
}

/**
 * Only the products that own these items or have these ids, with all their items, as the domain's
 * index (with the categories when `withCategories`): what a rule about them reads, in one query,
 * however large the catalogue.
 */
export async function readCatalogueOf(
  db: Executor,
  {
    itemIds = [],
    productIds = [],
    withCategories = true,
  }: { itemIds?: string[]; productIds?: string[]; withCategories?: boolean },
) {
  const owners = db
    .select({ id: stockItems.productId })
    .from(stockItems)
    .where(isAnyOf(stockItems.id, itemIds));
  const rows =
    itemIds.length + productIds.length === 0
      ? []
      : await db
          .select({ product: products, item: stockItems })
          .from(products)
          .innerJoin(stockItems, eq(stockItems.productId, products.id))
          // Only the lists given: an OR with an empty one makes PostgreSQL walk every product.
          .where(
            or(
              itemIds.length > 0 ? inArray(products.id, owners) : undefined,
              productIds.length > 0 ? isAnyOf(products.id, productIds) : undefined,
            ),
          )
          // Newest first, as the whole catalogue is read: the index lists its products in this order.
          .orderBy(desc(products.createdAt), desc(products.id), asc(stockItems.position));
  const categoryRows = withCategories
    ? await db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .orderBy(asc(categories.position), asc(categories.id))
    : [];
  const byProduct = new Map<string, { row: ProductRow; items: ItemRow[] }>();
  for (const { product, item } of rows) {
    const entry = byProduct.get(product.id) ?? { row: product, items: [] };
    entry.items.push(item);
    byProduct.set(product.id, entry);
  }
  return createCatalogueIndex(
    categoryRows,
    [...byProduct.values()].map(({ row, items }) => catalogueProduct(row, items)),
  );
}

/**
 * The products owning the items `itemIds` (a text[] value) names, each with all its items, as one
 * JSON value: for a statement that reads more than the catalogue (the sale's). `catalogueFromJson` reads it back.
 */
export function catalogueOfItemsJson(itemIds: SQLWrapper): SQL {
  const itemsOfProduct = sql`(select json_agg(${rowJson(stockItems)} order by ${stockItems.position})
    from ${stockItems} where ${stockItems.productId} = ${products.id})`;
  const owners = sql`select ${stockItems.productId} from ${stockItems} where ${stockItems.id} = any(${itemIds})`;
  return sql`(select coalesce(json_agg(json_build_object('product', ${rowJson(products)}, 'items', ${itemsOfProduct})), '[]')
    from ${products} where ${products.id} in (${owners}))`;
}

/** What `catalogueOfItemsJson` read, as the domain's index (without categories). */
export function catalogueFromJson(rows: readonly { product: ProductRow; items: ItemRow[] }[]) {
  return createCatalogueIndex(
    [],
    rows.map(({ product, items }) => catalogueProduct(product, items)),
  );
}

/** One product as the catalogue holds it, or undefined. */
export async function readProduct(db: Executor, id: string): Promise<CatalogueProduct | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) return undefined;
  const items = await db
    .select()
    .from(stockItems)
    .where(eq(stockItems.productId, id))
    .orderBy(asc(stockItems.position));
  return catalogueProduct(row, items);
}

/** The stock items a product is kept as: its variants, or itself, each with its name. */
export function itemRows(product: CatalogueProduct): (typeof stockItems.$inferInsert)[] {
  return stockItemsOf(product).map((item, position) => ({
    id: item.id,
    productId: product.id,
    name: itemName(item),
    variantName: item.variant?.name ?? null,
    sku: item.sku,
    barcode: item.barcode ?? null,
    priceCents: item.variant?.price ?? null,
    position,
  }));
}

export function productRow(
  product: CatalogueProduct,
): Omit<typeof products.$inferInsert, 'createdAt' | 'version'> {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    categoryId: product.categoryId || null,
    sku: product.sku,
    barcode: product.barcode ?? null,
    priceCents: product.price,
    costCents: product.cost,
    lowStockThreshold: product.lowStockThreshold,
    reorderQuantity: product.reorderQuantity,
    preferredSupplierId: product.preferredSupplierId ?? null,
    archived: product.archived,
  };
}

/**
 * Stores new products and their items, however many, in two COPY statements (an id in use is an
 * error, never an overwrite): an import's chunk of products costs PostgreSQL less read
 * from COPY's text than from a JSON array.
 */
export async function insertProducts(tx: Executor, added: readonly CatalogueProduct[]) {
  await copyMany(tx, products, added.map(productRow));
  await copyMany(tx, stockItems, added.flatMap(itemRows));
}

/**
 * Stores a product and its items: a new one, or an edit (its version bumped). Items it no longer
 * has are removed; SKU codes move between items in one step (every item row is rewritten).
 */
export async function writeProduct(tx: Executor, product: CatalogueProduct, { isNew }: { isNew: boolean }) {
  if (isNew) return insertProducts(tx, [product]);
  const row = productRow(product);
  await tx
    .update(products)
    .set({ ...row, version: nextVersion })
    .where(eq(products.id, product.id));
  const items = itemRows(product);
  const kept = items.map((item) => item.id as string);
  const existing = await tx
    .select({ id: stockItems.id })
    .from(stockItems)
    .where(eq(stockItems.productId, product.id));
  const gone = existing.map(({ id }) => id).filter((id) => !kept.includes(id));
  if (gone.length > 0) await tx.delete(stockItems).where(inArray(stockItems.id, gone));
  // Codes may swap between items: clear the product's codes first, then write each item.
  if (existing.length > 0)
    await tx
      .update(stockItems)
      .set({ sku: placeholderSku, barcode: null })
      .where(eq(stockItems.productId, product.id));
  for (const item of items)
    await tx.insert(stockItems).values(item).onConflictDoUpdate({ target: stockItems.id, set: item });
}
