// Each kind's rows checked by the same rules as its form (the product form, Add Customer, the
// supplier form), their field errors put on the columns that hold the fields.

import { isBlank, parseCents, parseWhole } from '../forms/fields';
import { atMostMessage, LIMITS } from '../forms/limits';
import { type CustomerForm, validateCustomerForm } from '../people/customerForm';
import { type SupplierForm, validateSupplierForm } from '../people/supplierForm';
import { ADJUSTMENT_MESSAGES } from '../stock/adjustment';
import { CATEGORY_IDS, CATEGORY_LABELS, type CategoryId, type ProductFormValues } from '../stock/product';
import { PRODUCT_MESSAGES, parseProductForm } from '../stock/productForm';

/** A data row: its number in the file and its values by field. */
export interface FileRow {
  row: number;
  values: Record<string, string>;
}

/** A problem found on a row's field, before it is placed on the file's column. */
export interface FieldProblem {
  row: FileRow;
  field: string;
  message: string;
}

export const IMPORT_MESSAGES = {
  variantNameRequired: 'Variant Name is required on each row that repeats a SKU',
  variantPriceNumber: 'Variant Price must be a number',
  variantPriceNegative: 'Variant Price cannot be negative',
  variantPriceLimit: atMostMessage('Variant Price', LIMITS.priceCents / 100),
  skuApart: (sku: string, row: number) =>
    `SKU ${sku} was used on row ${row}: a product's rows must be next to each other`,
  binRequired: 'Bin is required',
  quantityNegative: 'Quantity cannot be negative',
  quantityLimit: atMostMessage('Quantity', LIMITS.quantity),
  binUnknown: (bin: string) => `No bin is labelled ${bin}`,
  binAmbiguous: (bin: string) => `More than one location has a bin labelled ${bin}: give its Location`,
  skuUnknown: (sku: string) => `No product or variant has SKU ${sku}`,
} as const;

/** A category as a file names it: its id or its label, in any case ("home", "Home & Garden"). */
function categoryOf(text: string): CategoryId | '' | undefined {
  const wanted = text.trim().toLowerCase();
  if (wanted === '') return '';
  return CATEGORY_IDS.find((id) => id === wanted || CATEGORY_LABELS[id].toLowerCase() === wanted);
}

/** The product form as a product's rows fill it: the first row the product, each row a variant when it names one. */
function productFormOfRows(rows: readonly FileRow[]): ProductFormValues {
  const first = rows[0]?.values ?? {};
  const category = categoryOf(first.category ?? '');
  const variantRows = rows.filter((row) => !isBlank(row.values.variantName ?? '') || rows.length > 1);
  return {
    name: first.name ?? '',
    description: first.description ?? '',
    // An unknown category is passed on as written, so the form's rule refuses it.
    category: category ?? ((first.category ?? '') as CategoryId),
    basePrice: first.price ?? '',
    baseSku: first.sku ?? '',
    barcode: first.barcode ?? '',
    stock: '0',
    lowStockThreshold: first.lowStockThreshold ?? '',
    variants: variantRows.map((row, index) => ({
      id: `v${index + 1}`,
      name: row.values.variantName ?? '',
      sku: row.values.variantSku ?? '',
      price: isBlank(row.values.variantPrice ?? '') ? (first.price ?? '') : (row.values.variantPrice ?? ''),
      stock: '0',
      barcode: row.values.variantBarcode ?? '',
    })),
  };
}

/** The rows a product form's field is on, and the import field: the product's on its first row, a variant's on its own. */
export function productFieldPlace(
  rows: readonly FileRow[],
  formField: string,
): { row: FileRow; field: string } {
  const first = rows[0] as FileRow;
  const variantRows = rows.filter((row) => !isBlank(row.values.variantName ?? '') || rows.length > 1);
  const variant = /^variantBarcode-v(\d+)$/.exec(formField);
  if (variant) return { row: variantRows[Number(variant[1]) - 1] ?? first, field: 'variantBarcode' };
  const fields: Record<string, string> = { baseSku: 'sku', basePrice: 'price', variants: 'variantName' };
  return { row: first, field: fields[formField] ?? formField };
}

/**
 * A product's rows checked as the product form checks what is typed, and each variant's name and
 * price; with the form they fill.
 */
export function checkProductRows(rows: readonly FileRow[]): {
  values: ProductFormValues;
  problems: FieldProblem[];
} {
  const problems: FieldProblem[] = [];
  const values = productFormOfRows(rows);
  const checked = parseProductForm(values);
  if (!checked.ok)
    for (const [formField, message] of Object.entries(checked.fieldErrors))
      if (message) problems.push({ ...productFieldPlace(rows, formField), message });
  if (rows.length > 1)
    for (const row of rows)
      if (isBlank(row.values.variantName ?? ''))
        problems.push({ row, field: 'variantName', message: IMPORT_MESSAGES.variantNameRequired });
  for (const row of rows) {
    const typed = row.values.variantPrice ?? '';
    if (isBlank(typed)) continue;
    const cents = parseCents(typed);
    const message = Number.isNaN(cents)
      ? IMPORT_MESSAGES.variantPriceNumber
      : cents < 0
        ? IMPORT_MESSAGES.variantPriceNegative
        : cents > LIMITS.priceCents
          ? IMPORT_MESSAGES.variantPriceLimit
          : undefined;
    if (message) problems.push({ row, field: 'variantPrice', message });
  }
  return { values, problems: problems.sort((a, b) => a.row.row - b.row.row) };
}

const formProblems = (row: FileRow, fieldErrors: Record<string, string | undefined>): FieldProblem[] =>
  Object.entries(fieldErrors).flatMap(([field, message]) => (message ? [{ row, field, message }] : []));

export function customerFormOfRow(row: FileRow): CustomerForm {
  const { name = '', phone = '', email = '', address = '' } = row.values;
  return { name, phone, email, address };
}

/** A customer's row, checked as Add Customer checks it. */
export function checkCustomerRow(row: FileRow): FieldProblem[] {
  const checked = validateCustomerForm(customerFormOfRow(row));
  return checked.ok ? [] : formProblems(row, checked.fieldErrors);
}

export function supplierFormOfRow(row: FileRow): SupplierForm {
  const { name = '', email = '', phone = '', address = '', leadTimeDays = '' } = row.values;
  return { name, email, phone, address, leadTimeDays };
}

/** A supplier's row, checked as the supplier form checks it. */
export function checkSupplierRow(row: FileRow): FieldProblem[] {
  const checked = validateSupplierForm(supplierFormOfRow(row));
  return checked.ok ? [] : formProblems(row, checked.fieldErrors);
}

/** Units of a SKU in a bin, as an opening stock row gives them. */
export interface OpeningStockLine {
  sku: string;
  bin: string;
  location: string;
  quantity: number;
}

/** An opening stock row: a SKU, a bin, and a whole number of units from 0 up. */
export function checkStockRow(row: FileRow): { line?: OpeningStockLine; problems: FieldProblem[] } {
  const { sku = '', bin = '', location = '', quantity: typed = '' } = row.values;
  const problems: FieldProblem[] = [];
  const problem = (field: string, message: string) => problems.push({ row, field, message });
  if (isBlank(sku)) problem('sku', PRODUCT_MESSAGES.skuRequired);
  if (isBlank(bin)) problem('bin', IMPORT_MESSAGES.binRequired);
  const quantity = parseWhole(typed);
  if (isBlank(typed)) problem('quantity', ADJUSTMENT_MESSAGES.quantityRequired);
  else if (Number.isNaN(quantity)) problem('quantity', ADJUSTMENT_MESSAGES.quantityWhole);
  else if (quantity < 0) problem('quantity', IMPORT_MESSAGES.quantityNegative);
  else if (quantity > LIMITS.quantity) problem('quantity', IMPORT_MESSAGES.quantityLimit);
  return problems.length > 0 ? { problems } : { line: { sku, bin, location, quantity }, problems };
}
