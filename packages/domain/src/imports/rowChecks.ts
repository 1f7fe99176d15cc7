// Each kind's rows checked by the same rules as its form (the product form, Add Customer, the
// supplier form), their field errors put on the columns that hold the fields. A row is held as
// the file gives it (its number and its cells) and its fields are read from its cells through the
// column mapping: no object of values is made per row.

import { isBlank, parseCents, parseWhole } from '../forms/fields';
import { atMostMessage, LIMITS } from '../forms/limits';
import { type CustomerForm, validateCustomerForm } from '../people/customerForm';
import { type SupplierForm, validateSupplierForm } from '../people/supplierForm';
import { ADJUSTMENT_MESSAGES } from '../stock/adjustment';
import {
  CATEGORY_IDS,
  CATEGORY_LABELS,
  type CategoryId,
  type ProductForm,
  type ProductFormValues,
} from '../stock/product';
import { PRODUCT_MESSAGES, parseProductForm } from '../stock/productForm';

/** A data row as a file gives it: its number (the header is 1) and its cells as text. */
export interface FileRow {
  row: number;
  cells: readonly string[];
}

/** A row's value of a field: the cell of the column matched to it, trimmed (blank when none is). */
export type FieldOf = (row: FileRow, field: string) => string;

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

/** A product's rows that are its variants: each row that names one, or every row of a product given on several. */
function variantRowsOf(rows: readonly FileRow[], field: FieldOf): readonly FileRow[] {
  return rows.length > 1 ? rows : rows.filter((row) => !isBlank(field(row, 'variantName')));
}

/** The product form as a product's rows fill it: the first row the product, each row a variant when it names one. */
function productFormOfRows(rows: readonly FileRow[], field: FieldOf): ProductFormValues {
  const first = rows[0] as FileRow;
  const price = field(first, 'price');
  const typedCategory = field(first, 'category');
  const category = categoryOf(typedCategory);
  return {
    name: field(first, 'name'),
    description: field(first, 'description'),
    // An unknown category is passed on as written, so the form's rule refuses it.
    category: category ?? (typedCategory as CategoryId),
    basePrice: price,
    baseSku: field(first, 'sku'),
    barcode: field(first, 'barcode'),
    stock: '0',
    lowStockThreshold: field(first, 'lowStockThreshold'),
    variants: variantRowsOf(rows, field).map((row, index) => {
      const variantPrice = field(row, 'variantPrice');
      return {
        id: `v${index + 1}`,
        name: field(row, 'variantName'),
        sku: field(row, 'variantSku'),
        price: isBlank(variantPrice) ? price : variantPrice,
        stock: '0',
        barcode: field(row, 'variantBarcode'),
      };
    }),
  };
}

/** The rows a product form's field is on, and the import field: the product's on its first row, a variant's on its own. */
export function productFieldPlace(
  rows: readonly FileRow[],
  formField: string,
  field: FieldOf,
): { row: FileRow; field: string } {
  const first = rows[0] as FileRow;
  const variant = /^variantBarcode-v(\d+)$/.exec(formField);
  if (variant)
    return { row: variantRowsOf(rows, field)[Number(variant[1]) - 1] ?? first, field: 'variantBarcode' };
  const fields: Record<string, string> = { baseSku: 'sku', basePrice: 'price', variants: 'variantName' };
  return { row: first, field: fields[formField] ?? formField };
}

/**
 * A product's rows checked as the product form checks what is typed, and each variant's name and
 * price: the form they fill, parsed by the product form's rule, or their problems.
 */
export function checkProductRows(
  rows: readonly FileRow[],
  field: FieldOf,
): { form?: ProductForm; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const checked = parseProductForm(productFormOfRows(rows, field));
  if (!checked.ok)
    for (const [formField, message] of Object.entries(checked.fieldErrors))
      if (message) problems.push({ ...productFieldPlace(rows, formField, field), message });
  if (rows.length > 1)
    for (const row of rows)
      if (isBlank(field(row, 'variantName')))
        problems.push({ row, field: 'variantName', message: IMPORT_MESSAGES.variantNameRequired });
  for (const row of rows) {
    const typed = field(row, 'variantPrice');
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
  if (problems.length > 0 || !checked.ok) return { problems: problems.sort((a, b) => a.row.row - b.row.row) };
  return { form: checked.value, problems };
}

const formProblems = (row: FileRow, fieldErrors: Record<string, string | undefined>): FieldProblem[] =>
  Object.entries(fieldErrors).flatMap(([field, message]) => (message ? [{ row, field, message }] : []));

/** A customer's row, checked as Add Customer checks it: its form, or its problems. */
export function checkCustomerRow(
  row: FileRow,
  field: FieldOf,
): { form?: CustomerForm; problems: FieldProblem[] } {
  const form: CustomerForm = {
    name: field(row, 'name'),
    phone: field(row, 'phone'),
    email: field(row, 'email'),
    address: field(row, 'address'),
  };
  const checked = validateCustomerForm(form);
  return checked.ok ? { form, problems: [] } : { problems: formProblems(row, checked.fieldErrors) };
}

/** A supplier's row, checked as the supplier form checks it: its form, or its problems. */
export function checkSupplierRow(
  row: FileRow,
  field: FieldOf,
): { form?: SupplierForm; problems: FieldProblem[] } {
  const form: SupplierForm = {
    name: field(row, 'name'),
    email: field(row, 'email'),
    phone: field(row, 'phone'),
    address: field(row, 'address'),
    leadTimeDays: field(row, 'leadTimeDays'),
  };
  const checked = validateSupplierForm(form);
  return checked.ok ? { form, problems: [] } : { problems: formProblems(row, checked.fieldErrors) };
}

/** Units of a SKU in a bin, as an opening stock row gives them. */
export interface OpeningStockLine {
  sku: string;
  bin: string;
  location: string;
  quantity: number;
}

/** An opening stock row: a SKU, a bin, and a whole number of units from 0 up. */
export function checkStockRow(
  row: FileRow,
  field: FieldOf,
): { line?: OpeningStockLine; problems: FieldProblem[] } {
  const sku = field(row, 'sku');
  const bin = field(row, 'bin');
  const location = field(row, 'location');
  const typed = field(row, 'quantity');
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
