// The one catalogue: every item sold or stocked is one product; a product without
// variants is one stock item, with variants each variant is one. Stock is not kept here: it is
// the ledger's, per item and bin. Money is in integer cents.
import type { Cents } from '../format/money';

export interface Category {
  id: string;
  name: string;
}

/** A place that holds stock: the warehouse, a store. */
export interface Location {
  id: string;
  name: string;
}

/** Where a bin sits on the warehouse's shelving (the Shelving screen's shelf). */
interface ShelfPlace {
  aisle: string;
  shelf: string;
  position: string;
  zone: string;
  capacity: number;
}

/** A bin of a location: a warehouse shelf, or a store's sales floor. */
export interface Bin {
  id: string;
  locationId: string;
  /** How staff name it, e.g. "A-1-1" or "Sales floor". */
  label: string;
  /** Set for the warehouse's shelves. */
  shelf?: ShelfPlace;
}

interface CatalogueVariant {
  id: string;
  name: string;
  sku: string;
  price: Cents;
  /** Its barcode, one item's only. */
  barcode?: string;
}

export interface CatalogueProduct {
  id: string;
  name: string;
  description: string;
  categoryId: string;
  /** The product's own SKU: the one stocked when it has no variants. */
  sku: string;
  /** The product's own barcode: a product without variants only (each variant has its own). */
  barcode?: string;
  price: Cents;
  cost: Cents;
  lowStockThreshold: number;
  /** What a reorder asks for by default. */
  reorderQuantity: number;
  preferredSupplierId?: string;
  /** Archived products leave the POS and search but keep their history. */
  archived: boolean;
  variants: CatalogueVariant[];
}

/**
 * What is stocked and sold: a product without variants, or one of its variants. Its `id` (the
 * product's or the variant's) names it in the ledger and in sales and never changes; its `sku`
 * code is an attribute staff may edit.
 */
export interface StockItem {
  id: string;
  sku: string;
  /** The code scanned for it (the variant's, or the product's own), one item's only. */
  barcode?: string;
  product: CatalogueProduct;
  variant?: CatalogueVariant;
}

/** The items a product is stocked as: its variants, or itself when it has none. */
export function stockItemsOf(product: CatalogueProduct): StockItem[] {
  if (product.variants.length === 0)
    return [{ id: product.id, sku: product.sku, ...barcodeOf(product), product }];
  return product.variants.map((variant) => ({
    id: variant.id,
    sku: variant.sku,
    ...barcodeOf(variant),
    product,
    variant,
  }));
}

function barcodeOf({ barcode }: { barcode?: string }): { barcode?: string } {
  return barcode ? { barcode } : {};
}

/** How an item is named where products are listed by item: "Yoga Mat Premium (Purple)". */
export function itemName({ product, variant }: StockItem): string {
  return variant ? `${product.name} (${variant.name})` : product.name;
}

/** What one unit of an item sells for. */
export function itemPrice({ product, variant }: StockItem): Cents {
  return variant?.price ?? product.price;
}

/** A product as the catalogue holds it (money in cents), with each item's stock and whether it has history. */
export interface ProductDetail {
  product: CatalogueProduct;
  /** On hand over every location, by stock item id. */
  onHand: Record<string, number>;
  /** Stock has moved for it: it can be archived, not deleted. */
  hasHistory: boolean;
  /** Its stock at each location. */
  byLocation: { location: string; onHand: number }[];
  /** Where each item is: every bin holding some, named "A-1-1 · Main Warehouse". */
  byBin: { itemId: string; bin: string; onHand: number }[];
}

/** A bin as a choice: "DT-FLOOR" named "Sales floor · Downtown Store". */
export interface BinChoice {
  id: string;
  label: string;
  /** The bin new stock goes into unless another is chosen (Add Product's opening stock). */
  receiving?: true;
}

/** What a barcode names: an item, and the product it is an item of. */
export interface BarcodeItem {
  productId: string;
  itemId: string;
}
