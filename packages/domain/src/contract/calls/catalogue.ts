// The catalogue: products, their history, and where stock can be.
import { z } from 'zod';
import { EVERYONE, MANAGEMENT } from '../../accounts/roles';
import type { BarcodeItem, BinChoice, ProductDetail } from '../../catalogue/catalogue';
import type { StockMovementEntry } from '../../catalogue/history';
import type { CategoryRename } from '../../catalogue/renameCategory';
import type { CategorySummary, LocationSummary } from '../../overview/overview';
import { CATEGORY_IDS, type Product, type ProductFormValues } from '../../stock/product';
import { STOCK_STATUSES } from '../../stock/stock';
import { defineCall } from '../call';
import { STOCK_FIGURES } from '../dataNames';
import { PRODUCT_SORTS, type ProductsQuery } from '../productPage';
import { bool, id, listQuery, num, pageOf, pageQuery, pagesOnly, queryFlag, str, text } from '../shapes';

const productsQuery: z.ZodType<ProductsQuery> = z.strictObject({
  ...pageQuery,
  categoryId: id.optional(),
  sort: z.enum(PRODUCT_SORTS).optional(),
  descending: queryFlag.optional(),
});

const productForm: z.ZodType<ProductFormValues> = z.strictObject({
  name: text,
  description: text,
  category: z.enum(['', ...CATEGORY_IDS]),
  basePrice: text,
  baseSku: text,
  barcode: text.optional(),
  stock: text,
  lowStockThreshold: text,
  variants: z
    .array(z.object({ id: text, name: text, sku: text, price: text, stock: text, barcode: text.optional() }))
    .max(200),
  openingBinId: text.optional(),
});

const product: z.ZodType<Product> = z.object({
  id: str,
  name: str,
  sku: str,
  category: str,
  price: num,
  stock: num,
  lowStockThreshold: num,
  status: z.enum(STOCK_STATUSES),
  variants: z.array(z.object({ id: str, name: str, stock: num })),
  onOrder: num,
});

const productDetail: z.ZodType<ProductDetail> = z.object({
  product: z.object({
    id: str,
    name: str,
    description: str,
    categoryId: str,
    sku: str,
    barcode: str.optional(),
    price: num,
    cost: num,
    lowStockThreshold: num,
    reorderQuantity: num,
    preferredSupplierId: str.optional(),
    archived: bool,
    variants: z.array(z.object({ id: str, name: str, sku: str, price: num, barcode: str.optional() })),
  }),
  onHand: z.record(z.string(), num),
  hasHistory: bool,
  byLocation: z.array(z.object({ location: str, onHand: num })),
  byBin: z.array(z.object({ itemId: str, bin: str, onHand: num })),
});

const barcodeItem: z.ZodType<BarcodeItem> = z.object({ productId: str, itemId: str });

const binChoice: z.ZodType<BinChoice> = z.object({
  id: str,
  label: str,
  receiving: z.literal(true).optional(),
});

const movement: z.ZodType<StockMovementEntry> = z.object({
  seq: num,
  at: str,
  kind: z.enum(['opening', 'receipt', 'sale', 'return', 'adjustment', 'transfer', 'count']),
  item: str,
  bin: str,
  quantity: num,
  balance: num,
  by: str,
  reason: str.optional(),
  document: str.optional(),
});

const categoryRename: z.ZodType<CategoryRename> = z.strictObject({ name: text });
const category: z.ZodType<CategorySummary> = z.object({ id: str, name: str, productCount: num });
const categories: z.ZodType<CategorySummary[]> = z.array(category);
const locations: z.ZodType<LocationSummary[]> = z.array(z.object({ id: str, name: str, itemCount: num }));

export const catalogueCalls = {
  /**
   * Inventory listing, a page at a time: the products not archived, newest first unless sorted;
   * ValidationError for a cursor the list did not make.
   */
  listProducts: defineCall({
    method: 'GET',
    path: '/products',
    input: productsQuery,
    output: pageOf(product),
    roles: EVERYONE,
  }),
  /** NotFoundError for an unknown id. */
  getProduct: defineCall({ method: 'GET', path: '/products/:id', output: productDetail, roles: EVERYONE }),
  /**
   * The item a barcode names (the Scan screen's look-up), as its product's id and its own;
   * NotFoundError when no item of a product on sale has it.
   */
  getBarcodeItem: defineCall({ method: 'GET', path: '/barcodes/:id', output: barcodeItem, roles: EVERYONE }),
  /**
   * Adds a product from the form as typed, its stock recorded as an opening movement;
   * ValidationError keyed by ProductField; ConflictError `duplicate_sku` when a SKU is taken,
   * `duplicate_barcode` when a barcode is (on the field that holds it).
   */
  createProduct: defineCall({
    method: 'POST',
    path: '/products',
    input: productForm,
    output: product,
    created: true,
    roles: MANAGEMENT,
    audit: { kind: 'catalogue', label: 'Added a product', record: (_, made) => made?.id ?? null },
    changes: STOCK_FIGURES,
  }),
  /**
   * Edits a product from the form as typed (its stock figures are ignored: stock moves through the
   * ledger); ValidationError when a removed variant still holds stock; ConflictError `duplicate_sku`
   * or `duplicate_barcode`.
   */
  updateProduct: defineCall({
    method: 'PUT',
    path: '/products/:id',
    input: productForm,
    output: product,
    roles: MANAGEMENT,
    audit: { kind: 'catalogue', label: 'Edited a product', record: ({ id }) => id ?? null },
    changes: STOCK_FIGURES,
  }),
  /** Takes a product off the POS, Inventory and search; its history stays. */
  archiveProduct: defineCall({
    method: 'POST',
    path: '/products/:id/archive',
    output: product,
    roles: MANAGEMENT,
    audit: { kind: 'catalogue', label: 'Archived a product', record: ({ id }) => id ?? null },
    // The product's own record is gone from the screen that showed it: not read again.
    changes: STOCK_FIGURES.filter((name) => name !== 'product'),
  }),
  /** Removes a product that never had stock; ConflictError `has_history` otherwise. */
  deleteProduct: defineCall({
    method: 'DELETE',
    path: '/products/:id',
    roles: MANAGEMENT,
    audit: { kind: 'catalogue', label: 'Deleted a product', record: ({ id }) => id ?? null },
    changes: STOCK_FIGURES.filter((name) => name !== 'product'),
  }),
  /**
   * The bins that can hold stock, a page at a time, for the choosers of where stock goes: by
   * location, then id; searched in the name ("A-1-1 · Main Warehouse"). The receiving bin is marked.
   */
  listBins: defineCall({
    method: 'GET',
    path: '/bins',
    input: listQuery,
    output: pageOf(binChoice),
    roles: EVERYONE,
  }),
  /**
   * A product's stock movements, newest first, each with its item's running balance, a page at a
   * time; the cursor is a movement's `seq`. NotFoundError for an unknown product.
   */
  listProductMovements: defineCall({
    method: 'GET',
    path: '/products/:id/movements',
    input: pagesOnly,
    output: pageOf(movement),
    roles: EVERYONE,
  }),
  /**
   * "Rename" on a category's card: every product of it, the till and the lists name it anew.
   * ValidationError keyed by CategoryField; NotFoundError for an unknown category.
   */
  renameCategory: defineCall({
    method: 'PUT',
    path: '/categories/:id',
    input: categoryRename,
    output: category,
    roles: MANAGEMENT,
    audit: { kind: 'catalogue', label: 'Renamed a category', record: ({ id }) => id ?? null },
    keyed: true,
    changes: ['categories', 'products', 'product', 'posProducts', 'lowStock', 'dashboard'],
  }),
  listCategories: defineCall({
    method: 'GET',
    path: '/categories',
    output: categories,
    roles: EVERYONE,
  }),
  listLocations: defineCall({
    method: 'GET',
    path: '/locations',
    output: locations,
    roles: EVERYONE,
  }),
};
