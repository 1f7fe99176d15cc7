// What Tools → Import brings in: each kind's fields, as a file's columns are matched to them.
import { MANAGEMENT, type Role } from '../accounts/roles';

export type ImportKind = 'products' | 'stock' | 'customers' | 'suppliers';

export const IMPORT_KINDS: readonly ImportKind[] = ['products', 'stock', 'customers', 'suppliers'];

export const IMPORT_KIND_LABELS: Readonly<Record<ImportKind, string>> = {
  products: 'Products',
  stock: 'Opening stock',
  customers: 'Customers',
  suppliers: 'Suppliers',
};

/** Owners and managers import. */
export const IMPORT_ROLES: readonly Role[] = MANAGEMENT;

/** The largest file an import takes: 20 MB (about 100,000 product rows). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** How many rows the preview shows. */
export const IMPORT_PREVIEW_ROWS = 10;

/** How many row errors a report lists (the rest are counted). */
export const IMPORT_ERRORS_LISTED = 500;

export interface ImportField {
  /** Its name in a mapping. */
  key: string;
  /** Its label in the mapping step (the form's label where a form has it). */
  label: string;
  required: boolean;
  /** Other headers a file may give it (compared without case, spaces or punctuation). */
  aliases: readonly string[];
}

const field = (
  key: string,
  label: string,
  aliases: readonly string[] = [],
  required = false,
): ImportField => ({
  key,
  label,
  required,
  aliases,
});

/**
 * Each kind's fields. Products: a row is a product, or one variant of the product whose SKU it
 * repeats on the rows just above it. Opening stock: units of a SKU in a bin (a location's bin
 * label), recorded in the stock ledger.
 */
export const IMPORT_FIELDS: Readonly<Record<ImportKind, readonly ImportField[]>> = {
  products: [
    field('name', 'Product Name', ['name', 'product'], true),
    field('sku', 'SKU', ['base sku', 'product sku'], true),
    field('description', 'Description'),
    field('category', 'Category'),
    field('price', 'Base Price', ['price'], true),
    field('barcode', 'Barcode', ['ean', 'upc', 'gtin']),
    field('lowStockThreshold', 'Low Stock Threshold', ['threshold', 'reorder point']),
    field('variantName', 'Variant Name', ['variant']),
    field('variantSku', 'Variant SKU'),
    field('variantPrice', 'Variant Price'),
    field('variantBarcode', 'Variant Barcode'),
  ],
  stock: [
    field('sku', 'SKU', [], true),
    field('bin', 'Bin', ['shelf', 'bin label'], true),
    field('location', 'Location', ['store', 'warehouse']),
    field('quantity', 'Quantity', ['stock', 'qty', 'on hand', 'stock quantity'], true),
  ],
  customers: [
    field('name', 'Name', ['customer', 'customer name'], true),
    field('email', 'Email', ['e-mail', 'email address']),
    field('phone', 'Phone', ['phone number', 'telephone', 'mobile']),
    field('address', 'Address'),
  ],
  suppliers: [
    field('name', 'Name', ['supplier', 'supplier name'], true),
    field('email', 'Email', ['e-mail', 'email address'], true),
    field('phone', 'Phone', ['phone number', 'telephone']),
    field('address', 'Address'),
    field('leadTimeDays', 'Lead Time (days)', ['lead time', 'lead time days']),
  ],
};

/** Which of the file's columns (by index, from 0) each field reads; a field without one reads blanks. */
export type ColumnMapping = Readonly<Record<string, number>>;

const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Each field matched to the first column whose header is its key, its label or one of its
 * aliases, compared without case, spaces or punctuation ("Base Price", "base_price", "PRICE").
 */
export function matchColumns(kind: ImportKind, headers: readonly string[]): ColumnMapping {
  const keys = headers.map(headerKey);
  const mapping: Record<string, number> = {};
  const taken = new Set<number>();
  // Labels and keys first, then aliases: "SKU" is the SKU even when "Variant SKU" is also there.
  for (const names of [(f: ImportField) => [f.key, f.label], (f: ImportField) => f.aliases]) {
    for (const each of IMPORT_FIELDS[kind]) {
      if (mapping[each.key] !== undefined) continue;
      const wanted = new Set(names(each).map(headerKey));
      const index = keys.findIndex((key, at) => !taken.has(at) && wanted.has(key));
      if (index >= 0) {
        mapping[each.key] = index;
        taken.add(index);
      }
    }
  }
  return mapping;
}

/** The required fields no column is matched to, by label. */
export function unmatchedRequired(kind: ImportKind, mapping: ColumnMapping): string[] {
  return IMPORT_FIELDS[kind].filter((f) => f.required && mapping[f.key] === undefined).map((f) => f.label);
}

/** A field of a row, read from its cells through the mapping: trimmed, blank where unmapped or missing. */
export function fieldReader(mapping: ColumnMapping) {
  return (row: { cells: readonly string[] }, field: string): string => {
    const index = mapping[field];
    return index === undefined ? '' : (row.cells[index] ?? '').trim();
  };
}

/** A row's values by field, from its cells and the mapping (blank where unmapped or missing): as the preview shows them. */
export function rowValues(kind: ImportKind, cells: readonly string[], mapping: ColumnMapping) {
  const values: Record<string, string> = {};
  for (const each of IMPORT_FIELDS[kind]) {
    const index = mapping[each.key];
    values[each.key] = index === undefined ? '' : (cells[index] ?? '').trim();
  }
  return values;
}
