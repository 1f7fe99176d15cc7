import { sql } from 'drizzle-orm';
import { bigint, boolean, check, createdAt, index, integer, pgTable, primaryKey, text } from './columns';

/** The catalogue's categories (the spec's six in the sample business). */
export const categories = pgTable('categories', {
  id: text().primaryKey(),
  name: text().notNull().unique(),
  /** Where it comes in lists. */
  position: integer().notNull().default(0),
});

/** Places that hold stock: the warehouse and the stores. */
export const locations = pgTable('locations', {
  id: text().primaryKey(),
  name: text().notNull(),
  /** Where it comes in lists: the warehouse first, then the stores. */
  position: integer().notNull().default(0),
});

/** A location's bins: the warehouse's shelves (with their place on the shelving) or a store's floor. */
export const bins = pgTable(
  'bins',
  {
    id: text().primaryKey(),
    locationId: text()
      .notNull()
      .references(() => locations.id),
    label: text().notNull(),
    aisle: text(),
    shelf: text(),
    position: text(),
    zone: text(),
    capacity: integer(),
    /** Shelves list newest first. */
    createdAt: createdAt(),
  },
  (table) => [
    index().on(table.locationId),
    check('bins_capacity_positive', sql`${table.capacity} is null or ${table.capacity} > 0`),
  ],
);

/** One product per thing sold or stocked; money in integer cents. */
export const products = pgTable(
  'products',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    description: text().notNull().default(''),
    /** Null: not in a category (the product form's category is optional). */
    categoryId: text().references(() => categories.id),
    /** The product's own SKU: the one stocked when it has no variants. */
    sku: text().notNull(),
    /** The product's own barcode (a product without variants; its item carries it too). */
    barcode: text(),
    priceCents: integer().notNull(),
    costCents: integer().notNull(),
    lowStockThreshold: integer().notNull(),
    reorderQuantity: integer().notNull(),
    preferredSupplierId: text(),
    archived: boolean().notNull().default(false),
    createdAt: createdAt(),
    /** Bumped by every edit (for refusing stale edits once the contract carries a version). */
    version: integer().notNull().default(1),
  },
  (table) => [
    index().on(table.categoryId),
    // Inventory's pages: newest first, by name (case ignored) or by price, each a keyset
    // on an index; ids compared by code point, as the in-memory list compares them.
    index().on(table.createdAt, table.id),
    index('products_name_sort_index').on(sql`lower(${table.name}) collate "C"`, sql`${table.id} collate "C"`),
    index('products_price_sort_index').on(table.priceCents, sql`${table.id} collate "C"`),
    // §9 search by name or SKU: substrings through trigram indexes, not a scan.
    index('products_name_trigram_index').using('gin', table.name.op('gin_trgm_ops')),
    index('products_sku_trigram_index').using('gin', table.sku.op('gin_trgm_ops')),
    // An import matches products by their own SKU, thousands at once (the trigram index serves
    // substrings, not a list of whole SKUs).
    index().on(table.sku),
    check('products_money_not_negative', sql`${table.priceCents} >= 0 and ${table.costCents} >= 0`),
    check(
      'products_levels_not_negative',
      sql`${table.lowStockThreshold} >= 0 and ${table.reorderQuantity} >= 0`,
    ),
  ],
);

/**
 * What is stocked and sold: a product's variants, or the product itself (same id, no variant
 * name) when it has none. A SKU code names one item only.
 */
export const stockItems = pgTable(
  'stock_items',
  {
    id: text().primaryKey(),
    productId: text()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Null for a product without variants. */
    variantName: text(),
    /**
     * The item's name as the domain gives it (itemName: the product's, its variant's in brackets),
     * so a search by name has an index to use. Kept by triggers (migration 0025): whatever is
     * written here is replaced by the name of the item's product and variant.
     */
    name: text().notNull().default(''),
    sku: text().notNull().unique(),
    /**
     * The code scanned for the item (its variant's, or its product's own), one item's only across
     * every product and variant; null: none. Looked up whole (the till, Inventory's search).
     */
    barcode: text().unique(),
    /** A variant's own price; null: the product's. */
    priceCents: integer(),
    /** The variant's place in the product's list. */
    position: integer().notNull().default(0),
  },
  (table) => [
    index().on(table.productId),
    // Purchase Orders' and Shelving's search by item name or SKU: trigram indexes.
    index('stock_items_name_trigram_index').using('gin', table.name.op('gin_trgm_ops')),
    index('stock_items_sku_trigram_index').using('gin', table.sku.op('gin_trgm_ops')),
    check('stock_items_price_not_negative', sql`${table.priceCents} is null or ${table.priceCents} >= 0`),
  ],
);

/**
 * When each product changed for the POS: its record, its items or its stock. Written
 * by triggers (migrations 0017, 0019) in the statement that changes it, so a till asks only for
 * what changed since its last read. `changed` is the changing transaction's id; a deleted product
 * keeps its rows, so a till learns it is gone. A log, one row per product and transaction: two
 * transactions never wait on each other's row here (an earlier row per product is pruned later).
 */
export const catalogueChanges = pgTable(
  'catalogue_changes',
  {
    productId: text().notNull(),
    changed: bigint({ mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.changed] }), index().on(table.changed)],
);
