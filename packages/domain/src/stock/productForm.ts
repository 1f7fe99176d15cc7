import { BARCODE_MESSAGES, barcodeProblem } from '../catalogue/barcode';
import { type Validation, validated } from '../contract/validation';
import { isBlank, lenientWhole, parseCents, parseWhole } from '../forms/fields';
import { atMostMessage, LIMITS } from '../forms/limits';
import type { FieldErrors } from '../notices/tone';
import {
  CATEGORY_IDS,
  CATEGORY_LABELS,
  type Product,
  type ProductForm,
  type ProductFormValues,
  type Variant,
  type VariantValues,
} from './product';
import { DEFAULT_LOW_STOCK_THRESHOLD, stockStatus } from './stock';

export type ProductField =
  | 'name'
  | 'baseSku'
  | 'basePrice'
  | 'stock'
  | 'lowStockThreshold'
  | 'category'
  | 'barcode'
  | VariantBarcodeField;

/** A variant's barcode field, named by the variant's id in the form ("variantBarcode-v1"). */
export type VariantBarcodeField = `variantBarcode-${string}`;

export function variantBarcodeField(variantId: string): VariantBarcodeField {
  return `variantBarcode-${variantId}`;
}

export const PRODUCT_MESSAGES = {
  nameRequired: 'Product Name is required',
  skuRequired: 'SKU is required',
  basePriceRequired: 'Base Price is required',
  basePriceNumber: 'Base Price must be a number',
  basePriceNegative: 'Base Price cannot be negative',
  stockRequired: 'Stock Quantity is required',
  stockWhole: 'Stock Quantity must be a whole number',
  stockNegative: 'Stock Quantity cannot be negative',
  thresholdWhole: 'Low Stock Threshold must be a whole number',
  thresholdNegative: 'Low Stock Threshold cannot be negative',
  categoryUnknown: 'Choose a category from the list',
  basePriceLimit: atMostMessage('Base Price', LIMITS.priceCents / 100),
  stockLimit: atMostMessage('Stock Quantity', LIMITS.quantity),
  thresholdLimit: atMostMessage('Low Stock Threshold', LIMITS.quantity),
} as const;

export function emptyProductForm(): ProductFormValues {
  return {
    name: '',
    description: '',
    category: '',
    basePrice: '',
    baseSku: '',
    stock: '',
    lowStockThreshold: '',
    variants: [],
  };
}

/** Adds an empty variant row with the next free id ("v1", "v2", ...). */
export function addVariant(variants: readonly VariantValues[]): VariantValues[] {
  let next = variants.length + 1;
  const ids = new Set(variants.map((v) => v.id));
  while (ids.has(`v${next}`)) next++;
  return [...variants, { id: `v${next}`, name: '', sku: '', price: '', stock: '', barcode: '' }];
}

export function removeVariant(variants: readonly VariantValues[], id: string): VariantValues[] {
  return variants.filter((v) => v.id !== id);
}

export function updateVariant(
  variants: readonly VariantValues[],
  id: string,
  patch: Partial<Omit<VariantValues, 'id'>>,
): VariantValues[] {
  return variants.map((v) => (v.id === id ? { ...v, ...patch } : v));
}

/** §5 A variant's price is parsed as a decimal (to cents) and its stock as an integer, each 0 when invalid. */
export function parseVariant(values: VariantValues): Variant {
  const price = parseCents(values.price);
  return {
    id: values.id,
    name: values.name.trim(),
    sku: values.sku.trim(),
    price: Number.isNaN(price) ? 0 : Math.max(price, 0),
    stock: lenientWhole(values.stock),
    ...barcodeOf(values.barcode),
  };
}

/** A barcode as typed, trimmed; blank or missing is none. */
function barcodeOf(typed: string | undefined): { barcode?: string } {
  const barcode = typed?.trim() ?? '';
  return barcode === '' ? {} : { barcode };
}

export type ProductFormResult = Validation<ProductForm, ProductField>;

/**
 * §5 Product form: Product Name, SKU, Base Price and Stock Quantity are required; Base Price is a
 * decimal of 0 or more rounded to 0.01 (and kept in cents); Stock Quantity a whole number of 0 or more; Low Stock
 * Threshold optional (blank gives 10), a whole number of 0 or more when given.
 */
export function parseProductForm(values: ProductFormValues): ProductFormResult {
  const errors: FieldErrors<ProductField> = {};
  if (isBlank(values.name)) errors.name = PRODUCT_MESSAGES.nameRequired;
  if (isBlank(values.baseSku)) errors.baseSku = PRODUCT_MESSAGES.skuRequired;

  const basePrice = parseCents(values.basePrice);
  if (isBlank(values.basePrice)) errors.basePrice = PRODUCT_MESSAGES.basePriceRequired;
  else if (Number.isNaN(basePrice)) errors.basePrice = PRODUCT_MESSAGES.basePriceNumber;
  else if (basePrice < 0) errors.basePrice = PRODUCT_MESSAGES.basePriceNegative;
  else if (basePrice > LIMITS.priceCents) errors.basePrice = PRODUCT_MESSAGES.basePriceLimit;

  const stock = parseWhole(values.stock);
  if (isBlank(values.stock)) errors.stock = PRODUCT_MESSAGES.stockRequired;
  else if (Number.isNaN(stock)) errors.stock = PRODUCT_MESSAGES.stockWhole;
  else if (stock < 0) errors.stock = PRODUCT_MESSAGES.stockNegative;
  else if (stock > LIMITS.quantity) errors.stock = PRODUCT_MESSAGES.stockLimit;

  let lowStockThreshold = DEFAULT_LOW_STOCK_THRESHOLD;
  if (!isBlank(values.lowStockThreshold)) {
    lowStockThreshold = parseWhole(values.lowStockThreshold);
    if (Number.isNaN(lowStockThreshold)) errors.lowStockThreshold = PRODUCT_MESSAGES.thresholdWhole;
    else if (lowStockThreshold < 0) errors.lowStockThreshold = PRODUCT_MESSAGES.thresholdNegative;
    else if (lowStockThreshold > LIMITS.quantity) errors.lowStockThreshold = PRODUCT_MESSAGES.thresholdLimit;
  }

  if (values.category !== '' && !CATEGORY_IDS.includes(values.category)) {
    errors.category = PRODUCT_MESSAGES.categoryUnknown;
  }

  // Barcodes are optional; a retail code's check digit is checked. A product with variants is
  // sold as its variants, so the codes are theirs.
  const barcode = values.barcode?.trim() ?? '';
  const barcodeError =
    barcode !== '' && values.variants.length > 0
      ? BARCODE_MESSAGES.variantsHaveTheirs
      : barcodeProblem(barcode);
  if (barcodeError) errors.barcode = barcodeError;
  for (const variant of values.variants) {
    const problem = barcodeProblem(variant.barcode?.trim() ?? '');
    if (problem) errors[variantBarcodeField(variant.id)] = problem;
  }

  return validated(errors, () => ({
    name: values.name.trim(),
    description: values.description.trim(),
    category: values.category,
    basePrice,
    baseSku: values.baseSku.trim(),
    ...barcodeOf(values.barcode),
    stock,
    lowStockThreshold,
    variants: values.variants.map(parseVariant),
  }));
}

/** The inventory listing entry for a parsed form: category as its label, status from the stock rule. */
export function productFromForm(id: string, form: ProductForm): Product {
  return {
    id,
    name: form.name,
    sku: form.baseSku,
    category: form.category === '' ? '' : CATEGORY_LABELS[form.category],
    price: form.basePrice,
    stock: form.stock,
    lowStockThreshold: form.lowStockThreshold,
    status: stockStatus(form.stock, form.lowStockThreshold),
    variants: form.variants.map((v) => ({ id: v.id, name: v.name, stock: v.stock })),
    onOrder: 0,
  };
}
