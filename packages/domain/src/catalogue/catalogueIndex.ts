import { type CatalogueProduct, type Category, type Sku, skusOf } from './catalogue';

/**
 * The catalogue held in memory with the lookups every figure needs: products by id (newest
 * first), SKUs by code, category names by id. One per implementation that keeps it in memory.
 */
export function createCatalogueIndex(categories: readonly Category[], products: readonly CatalogueProduct[]) {
  const categoryNames = new Map(categories.map((category) => [category.id, category.name]));
  const byId = new Map<string, CatalogueProduct>();
  const bySku = new Map<string, Sku>();
  const index = (product: CatalogueProduct) => {
    byId.set(product.id, product);
    for (const sku of skusOf(product)) bySku.set(sku.sku, sku);
  };
  // Newest first: the Map keeps insertion order, so the list is kept oldest first and read backwards.
  for (const product of [...products].reverse()) index(product);

  return {
    categories: (): readonly Category[] => categories,
    categoryName: (id: string): string => categoryNames.get(id) ?? '',
    /** Every product, newest first. */
    products: (): CatalogueProduct[] => [...byId.values()].reverse(),
    product: (id: string): CatalogueProduct | undefined => byId.get(id),
    sku: (code: string): Sku | undefined => bySku.get(code),
    /** True when a SKU code is taken by any product or variant. */
    hasSku: (code: string): boolean => bySku.has(code),
    add(product: CatalogueProduct) {
      index(product);
    },
  };
}

export type CatalogueIndex = ReturnType<typeof createCatalogueIndex>;
