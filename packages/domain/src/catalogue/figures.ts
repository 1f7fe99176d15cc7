// Every stock figure the screens show, computed from the one catalogue and the ledger's balances:
// nothing here is stored, so a sale shows everywhere at once.

import type {
  CategorySummary,
  DashboardLowStockItem,
  LocationSummary,
  LowStockItem,
} from '../overview/overview';
import type { PosEntry } from '../pos/posCatalogue';
import type { PurchaseProduct } from '../purchasing/purchase';
import { productOnOrder } from '../purchasing/reorder';
import type { Ledger, Movement } from '../stock/ledger';
import type { Product } from '../stock/product';
import type { ShelfLocation } from '../stock/shelf';
import { stockStatus } from '../stock/stock';
import {
  type Bin,
  type CatalogueProduct,
  itemName,
  itemPrice,
  type Location,
  stockItemsOf,
} from './catalogue';
import type { CatalogueIndex } from './catalogueIndex';

/** The ledger's reads the figures need. */
export type StockReader = Pick<Ledger, 'onHandOfItem' | 'binsOf' | 'contentsOf'>;

/** The one read a product's stock needs. */
type OnHandReader = Pick<StockReader, 'onHandOfItem'>;

/** A product's stock: the sum of its items' over every bin. */
export function productOnHand(product: CatalogueProduct, stock: OnHandReader): number {
  return stockItemsOf(product).reduce((sum, item) => sum + stock.onHandOfItem(item.id), 0);
}

/** An item's stock over the bins of one location. */
function onHandAtLocation(itemId: string, binIds: ReadonlySet<string>, stock: StockReader): number {
  let total = 0;
  for (const [binId, quantity] of stock.binsOf(itemId)) if (binIds.has(binId)) total += quantity;
  return total;
}

/** The Inventory row of a product: its stock over all locations and its status. */
export function inventoryRow(
  product: CatalogueProduct,
  catalogue: CatalogueIndex,
  stock: StockReader,
  onOrder: ReadonlyMap<string, number>,
): Product {
  const onHand = productOnHand(product, stock);
  return {
    id: product.id,
    name: product.name,
    sku: product.sku,
    category: catalogue.categoryName(product.categoryId),
    price: product.price,
    stock: onHand,
    lowStockThreshold: product.lowStockThreshold,
    status: stockStatus(onHand, product.lowStockThreshold),
    variants: product.variants.map((variant) => ({
      id: variant.id,
      name: variant.name,
      stock: stock.onHandOfItem(variant.id),
    })),
    onOrder: productOnOrder(product, onOrder),
  };
}

/** The products at or below their low-stock threshold (out of stock included), the most urgent first. */
export function lowStockProducts(catalogue: CatalogueIndex, stock: OnHandReader) {
  return catalogue
    .productsOnSale()
    .map((product) => ({ product, onHand: productOnHand(product, stock) }))
    .filter(({ product, onHand }) => onHand <= product.lowStockThreshold)
    .sort(
      (a, b) =>
        a.onHand / Math.max(a.product.lowStockThreshold, 1) -
        b.onHand / Math.max(b.product.lowStockThreshold, 1),
    );
}

/** The Low Stock screen's rows: exactly what its badge counts. */
export function lowStockItems(
  catalogue: CatalogueIndex,
  stock: StockReader,
  onOrder: ReadonlyMap<string, number>,
): LowStockItem[] {
  return lowStockProducts(catalogue, stock).map(({ product, onHand }) => ({
    productId: product.id,
    name: product.name,
    current: onHand,
    minimum: product.lowStockThreshold,
    category: catalogue.categoryName(product.categoryId),
    onOrder: productOnOrder(product, onOrder),
  }));
}

/** "Products in Stock": the units on hand over every location, of the products Inventory lists. */
export function unitsOnHand(catalogue: CatalogueIndex, stock: OnHandReader): number {
  return catalogue.productsOnSale().reduce((sum, product) => sum + productOnHand(product, stock), 0);
}

/** Each item's net movement (signed units) from a day on: what a past day's stock needs taken off. */
export function movedSince(movements: Iterable<Pick<Movement, 'itemId' | 'quantity' | 'at'>>, day: string) {
  const moved = new Map<string, number>();
  for (const movement of movements)
    if (movement.at.slice(0, 10) >= day)
      moved.set(movement.itemId, (moved.get(movement.itemId) ?? 0) + movement.quantity);
  return moved;
}

/** The stock as it stood before the movements `moved` counts (movedSince). */
export function stockBefore(stock: OnHandReader, moved: ReadonlyMap<string, number>): OnHandReader {
  return { onHandOfItem: (itemId) => stock.onHandOfItem(itemId) - (moved.get(itemId) ?? 0) };
}

/** How many products the dashboard's Low Stock Alert lists (the most urgent). */
export const DASHBOARD_LOW_STOCK_LIMIT = 5;

export function dashboardLowStock(low: ReturnType<typeof lowStockProducts>): DashboardLowStockItem[] {
  return low.slice(0, DASHBOARD_LOW_STOCK_LIMIT).map(({ product, onHand }) => ({
    productId: product.id,
    name: product.name,
    stock: onHand,
    threshold: product.lowStockThreshold,
  }));
}

/** The POS grid: one entry per item of every product on sale (its id), its stock at the selling location. */
export function posCatalogue(
  catalogue: CatalogueIndex,
  binIds: ReadonlySet<string>,
  stock: StockReader,
): PosEntry[] {
  return catalogue.productsOnSale().flatMap((product) =>
    stockItemsOf(product).map((item) => ({
      productId: product.id,
      id: item.id,
      name: itemName(item),
      price: itemPrice(item),
      category: catalogue.categoryName(product.categoryId),
      stock: onHandAtLocation(item.id, binIds, stock),
      ...(item.barcode ? { barcode: item.barcode } : {}),
    })),
  );
}

/** What a purchase order can buy: every item of every product on sale, at its cost. */
export function purchaseProducts(catalogue: CatalogueIndex, stock: StockReader): PurchaseProduct[] {
  return catalogue.productsOnSale().flatMap((product) =>
    stockItemsOf(product).map((item) => ({
      id: item.id,
      name: itemName(item),
      sku: item.sku,
      currentStock: stock.onHandOfItem(item.id),
      price: product.cost,
    })),
  );
}

/** The Shelving screen's shelves: the bins with a shelf place, their contents from the ledger. */
export function shelves(
  bins: readonly Bin[],
  catalogue: CatalogueIndex,
  stock: StockReader,
): ShelfLocation[] {
  return bins.flatMap((bin) => {
    if (!bin.shelf) return [];
    const products = [...stock.contentsOf(bin.id)].flatMap(([itemId, quantity]) => {
      const item = catalogue.item(itemId);
      // Nothing is reserved until orders can hold stock for a customer.
      return item
        ? [{ id: itemId, name: itemName(item), sku: item.sku, quantity, reserved: 0, available: quantity }]
        : [];
    });
    return [
      {
        id: bin.id,
        ...bin.shelf,
        occupied: products.reduce((sum, product) => sum + product.quantity, 0),
        products,
      },
    ];
  });
}

/** The Categories screen: each category with the number of its products on sale. */
export function categorySummaries(catalogue: CatalogueIndex): CategorySummary[] {
  return catalogue.categories().map((category) => ({
    id: category.id,
    name: category.name,
    productCount: catalogue.onSaleInCategory(category.id),
  }));
}

/** The Locations screen: each location with the units it holds. */
export function locationSummaries(
  locations: readonly Location[],
  bins: readonly Bin[],
  stock: StockReader,
): LocationSummary[] {
  return locations.map((location) => {
    let itemCount = 0;
    for (const bin of bins)
      if (bin.locationId === location.id)
        for (const quantity of stock.contentsOf(bin.id).values()) itemCount += quantity;
    return { id: location.id, name: location.name, itemCount };
  });
}
