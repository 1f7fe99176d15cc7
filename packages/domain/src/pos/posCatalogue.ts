// The POS's own catalogue as it travels: compact rows read once at start, then only
// the products changed since a cursor, so a till at 100,000 products stays fresh without reloading.
import type { Cents } from '../format/money';
import type { PosProduct } from './pos';

/**
 * One item on sale: its id, name, price, category (an index into `categories`), stock at the till,
 * its product's id when that is not its own (a variant's; null when it is, before a barcode), and
 * its barcode when it has one: most items are products without variants, and 100,000 ids not
 * sent twice are a megabyte and more less to read.
 */
export type PosCatalogueRow =
  | [id: string, name: string, price: Cents, category: number, stock: number]
  | [id: string, name: string, price: Cents, category: number, stock: number, productId: string]
  | [
      id: string,
      name: string,
      price: Cents,
      category: number,
      stock: number,
      productId: string | null,
      barcode: string,
    ];

export interface PosCatalogue {
  /** Where the changes a later read asks for (`since`) start. */
  cursor: string;
  /** Every product on sale (the rows replace what the till held), or only those changed since the cursor asked with. */
  complete: boolean;
  categories: string[];
  /** Newest products first; each changed product with all its items on sale (none: it left the POS). */
  rows: PosCatalogueRow[];
  /** Products changed since the cursor: their rows replace the ones held (`complete` false only). */
  changed: string[];
}

/** A POS tile with the product it is an item of, so a changed product can replace its items. */
export interface PosEntry extends PosProduct {
  productId: string;
}

/** What a till holds: its entries and where the next changes start. */
export interface HeldPosCatalogue {
  cursor: string;
  entries: PosEntry[];
}

/** The tiles of these products in the order given, as the rows carry them. */
export function posCatalogueRows(entries: readonly PosEntry[]): Pick<PosCatalogue, 'categories' | 'rows'> {
  const categories: string[] = [];
  const indexOf = new Map<string, number>();
  const rows = entries.map(({ productId, id, name, price, category, stock, barcode }): PosCatalogueRow => {
    let index = indexOf.get(category);
    if (index === undefined) {
      index = categories.push(category) - 1;
      indexOf.set(category, index);
    }
    if (barcode) return [id, name, price, index, stock, productId === id ? null : productId, barcode];
    return productId === id ? [id, name, price, index, stock] : [id, name, price, index, stock, productId];
  });
  return { categories, rows };
}

/** The tiles a read carries, in its order. */
export function posEntriesOf({ categories, rows }: PosCatalogue): PosEntry[] {
  return rows.map(([id, name, price, category, stock, productId, barcode]) => ({
    productId: productId ?? id,
    id,
    name,
    price,
    category: categories[category] ?? '',
    stock,
    ...(barcode ? { barcode } : {}),
  }));
}

/**
 * The catalogue after a read: a complete one as it came; changes applied to what was held, each
 * changed product's items in place of its old ones (a product new to the till first, as newest).
 */
export function applyPosCatalogue(held: HeldPosCatalogue | undefined, read: PosCatalogue): HeldPosCatalogue {
  const incoming = posEntriesOf(read);
  if (read.complete || !held) return { cursor: read.cursor, entries: incoming };
  if (read.changed.length === 0) return { cursor: read.cursor, entries: held.entries };
  const changed = new Set(read.changed);
  const itemsOf = new Map<string, PosEntry[]>();
  for (const entry of incoming) {
    const items = itemsOf.get(entry.productId);
    if (items) items.push(entry);
    else itemsOf.set(entry.productId, [entry]);
  }
  const heldProducts = new Set(held.entries.map((entry) => entry.productId));
  const entries = incoming.filter((entry) => !heldProducts.has(entry.productId));
  const placed = new Set<string>();
  for (const entry of held.entries) {
    if (!changed.has(entry.productId)) entries.push(entry);
    else if (!placed.has(entry.productId)) {
      placed.add(entry.productId);
      entries.push(...(itemsOf.get(entry.productId) ?? []));
    }
  }
  return { cursor: read.cursor, entries };
}

/** Barcode maps already made, by the list they were made from (the till's list changes rarely). */
const barcodeMaps = new WeakMap<readonly PosProduct[], ReadonlyMap<string, PosProduct>>();

/**
 * The till's item for a scanned code, looked up in a map made once per catalogue (a scan at
 * 100,000 products is one lookup, not a pass); undefined for a code no item has. Surrounding
 * spaces are ignored.
 */
export function itemByBarcode<T extends PosProduct>(items: readonly T[], code: string): T | undefined {
  let map = barcodeMaps.get(items);
  if (!map) {
    const made = new Map<string, PosProduct>();
    for (const item of items) if (item.barcode) made.set(item.barcode, item);
    barcodeMaps.set(items, made);
    map = made;
  }
  return map.get(code.trim()) as T | undefined;
}
