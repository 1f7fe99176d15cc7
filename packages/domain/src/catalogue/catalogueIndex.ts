import { type CatalogueProduct, type Category, type StockItem, stockItemsOf } from './catalogue';

/**
 * The catalogue held in memory with the lookups every figure needs: products by id (newest
 * first), stock items by id, by SKU code and by barcode, category names by id.
 */
export function createCatalogueIndex(
  givenCategories: readonly Category[],
  products: readonly CatalogueProduct[],
) {
  let categories = givenCategories;
  const categoryNames = new Map(categories.map((category) => [category.id, category.name]));
  const byId = new Map<string, CatalogueProduct>();
  const items = new Map<string, StockItem>();
  const bySku = new Map<string, StockItem>();
  const byBarcode = new Map<string, StockItem>();
  /** Each category's products on sale, counted as products are added, edited and removed. */
  const onSaleInCategory = new Map<string, number>();
  const countOnSale = (product: CatalogueProduct, by: number) => {
    if (!product.archived)
      onSaleInCategory.set(product.categoryId, (onSaleInCategory.get(product.categoryId) ?? 0) + by);
  };
  /** Forgets the items of the product stored under `id` (before it is replaced or removed). */
  const unindex = (id: string) => {
    const previous = byId.get(id);
    if (!previous) return;
    countOnSale(previous, -1);
    for (const item of stockItemsOf(previous)) {
      items.delete(item.id);
      bySku.delete(item.sku);
      if (item.barcode && byBarcode.get(item.barcode)?.id === item.id) byBarcode.delete(item.barcode);
    }
  };
  /**
   * The order products were added in (an edit keeps a product's place), kept as they are added: a
   * place is looked up without a pass over 100,000 products when the next page is read.
   */
  const added = new Map<string, number>();
  let addedCount = 0;
  const index = (product: CatalogueProduct) => {
    unindex(product.id);
    byId.set(product.id, product);
    countOnSale(product, 1);
    if (!added.has(product.id)) added.set(product.id, addedCount++);
    for (const item of stockItemsOf(product)) {
      items.set(item.id, item);
      bySku.set(item.sku, item);
      if (item.barcode) byBarcode.set(item.barcode, item);
    }
  };
  // Newest first: the Map keeps insertion order, so the list is kept oldest first and read backwards.
  for (const product of [...products].reverse()) index(product);
  /** The products on sale, made again only after a change (the same list until then). */
  let onSale: readonly CatalogueProduct[] | undefined;

  return {
    categories: (): readonly Category[] => categories,
    categoryName: (id: string): string => categoryNames.get(id) ?? '',
    /** How many products of the category are on sale (not archived). */
    onSaleInCategory: (id: string): number => onSaleInCategory.get(id) ?? 0,
    /**
     * The products not archived (what Inventory, the POS and the counts show), newest first: the
     * same array until the catalogue changes, so what is derived from it can be kept until then.
     */
    productsOnSale: (): readonly CatalogueProduct[] => {
      onSale ??= [...byId.values()].reverse().filter((product) => !product.archived);
      return onSale;
    },
    product: (id: string): CatalogueProduct | undefined => byId.get(id),
    /**
     * A product's place in the newest-first order of every product, archived ones too: 0 for the
     * newest; a removed product leaves a gap, so places are only to be compared.
     */
    newestFirstPosition: (id: string): number | undefined => {
      const place = added.get(id);
      return place === undefined ? undefined : addedCount - 1 - place;
    },
    item: (id: string): StockItem | undefined => items.get(id),
    /** The item a SKU code belongs to, if any. */
    bySku: (code: string): StockItem | undefined => bySku.get(code),
    /** The item a barcode belongs to, if any. */
    byBarcode: (code: string): StockItem | undefined => byBarcode.get(code),
    /** Adds a product, or replaces the one with its id (an edit keeps its place in the list). */
    put(product: CatalogueProduct) {
      index(product);
      onSale = undefined;
    },
    /** A category under a new name: every product of it is listed under that name from now on. */
    renameCategory(renamed: Category) {
      categories = categories.map((category) => (category.id === renamed.id ? renamed : category));
      categoryNames.set(renamed.id, renamed.name);
      onSale = undefined;
    },
    remove(id: string) {
      unindex(id);
      byId.delete(id);
      added.delete(id);
      onSale = undefined;
    },
  };
}

export type CatalogueIndex = ReturnType<typeof createCatalogueIndex>;
