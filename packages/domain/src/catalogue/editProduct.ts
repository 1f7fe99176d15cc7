import { ValidationError } from '../contract/errors';
import { fromCents, toCents } from '../format/money';
import type { ProductForm, ProductFormValues } from '../stock/product';
import type { CatalogueProduct } from './catalogue';

/** Issue 14: stock is the ledger's; editing a product cannot drop a SKU that still holds some. */
function variantHoldsStockMessage(name: string, onHand: number): string {
  return `${name} still holds ${onHand} units: count or move them out before removing it`;
}

/**
 * The edit form's starting values: the product as it would have been typed. Stock is shown as
 * it stands (the form's stock fields are read-only when editing: stock moves through the ledger).
 * `onHandOf` takes a stock item's id (the product's, or a variant's).
 */
export function productFormValues(
  product: CatalogueProduct,
  onHandOf: (itemId: string) => number,
): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    category: product.categoryId as ProductFormValues['category'],
    basePrice: fromCents(product.price).toFixed(2),
    baseSku: product.sku,
    stock: String(
      product.variants.length === 0
        ? onHandOf(product.id)
        : product.variants.reduce((sum, v) => sum + onHandOf(v.id), 0),
    ),
    lowStockThreshold: String(product.lowStockThreshold),
    variants: product.variants.map((variant) => ({
      id: variant.id,
      name: variant.name,
      sku: variant.sku,
      price: fromCents(variant.price).toFixed(2),
      stock: String(onHandOf(variant.id)),
    })),
  };
}

/**
 * The product as edited: its fields from the form, its variants matched by id (kept, changed,
 * added or removed). The form's stock figures are ignored. An item that still holds stock cannot
 * leave the product: removing such a variant, or giving variants to a product that holds stock
 * itself, is refused with a ValidationError on `variants`.
 */
export function editedProduct(
  product: CatalogueProduct,
  form: ProductForm,
  onHandOf: (itemId: string) => number,
): CatalogueProduct {
  const kept = new Set(form.variants.map((variant) => variant.id));
  const dropped = [
    ...product.variants.filter((variant) => !kept.has(variant.id)),
    ...(product.variants.length === 0 && form.variants.length > 0 ? [product] : []),
  ];
  const holding = dropped.find(({ id }) => onHandOf(id) > 0);
  if (holding) {
    const message = variantHoldsStockMessage(holding.name, onHandOf(holding.id));
    throw new ValidationError(
      message,
      { variants: message },
      { title: 'Variant Holds Stock', message, destructive: true },
    );
  }
  const existing = new Set(product.variants.map((variant) => variant.id));
  let next = product.variants.length;
  return {
    ...product,
    name: form.name,
    description: form.description,
    categoryId: form.category,
    sku: form.baseSku,
    price: toCents(form.basePrice),
    lowStockThreshold: form.lowStockThreshold,
    variants: form.variants.map((variant) => {
      const id = existing.has(variant.id) ? variant.id : `${product.id}-${++next}`;
      return {
        id,
        name: variant.name,
        sku: variant.sku || `${form.baseSku}-${next}`,
        price: toCents(variant.price),
      };
    }),
  };
}
