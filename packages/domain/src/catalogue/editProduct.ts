import { ValidationError } from '../contract/errors';
import { centsText } from '../forms/fields';
import type { ProductForm, ProductFormValues } from '../stock/product';
import type { CatalogueProduct } from './catalogue';

/** An item's history is kept, so an item that has any cannot leave its product. */
function itemHasHistoryMessage(name: string): string {
  return `${name} has stock history, so it cannot be removed: archive the product instead`;
}

/**
 * The edit form's starting values: the product as it would have been typed, from its detail
 * (`getProduct`). Stock is shown as it stands (the form's stock fields are read-only when editing:
 * stock moves through the ledger); `onHand` is by stock item id (the product's, or a variant's).
 */
export function productFormValues({
  product,
  onHand,
}: {
  product: CatalogueProduct;
  onHand: Readonly<Record<string, number>>;
}): ProductFormValues {
  const onHandOf = (itemId: string) => onHand[itemId] ?? 0;
  return {
    name: product.name,
    description: product.description,
    category: product.categoryId as ProductFormValues['category'],
    basePrice: centsText(product.price),
    baseSku: product.sku,
    barcode: product.barcode ?? '',
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
      price: centsText(variant.price),
      stock: String(onHandOf(variant.id)),
      barcode: variant.barcode ?? '',
    })),
  };
}

/**
 * The product as edited: its fields from the form, its variants matched by id (kept, changed,
 * added or removed). The form's stock figures are ignored. An item with stock history cannot
 * leave the product (its history would be lost): removing such a variant, or giving variants to
 * a product whose own stock has moved, is refused with a ValidationError on `variants`. New
 * variants get ids no variant of the product has had; a blank SKU is made from the product's
 * SKU and the variant's id ("WBH-001-3").
 */
export function editedProduct(
  product: CatalogueProduct,
  form: ProductForm,
  itemHasHistory: (itemId: string) => boolean,
): CatalogueProduct {
  const kept = new Set(form.variants.map((variant) => variant.id));
  const dropped = [
    ...product.variants.filter((variant) => !kept.has(variant.id)),
    ...(product.variants.length === 0 && form.variants.length > 0 ? [product] : []),
  ];
  const withHistory = dropped.find(({ id }) => itemHasHistory(id));
  if (withHistory) {
    const message = itemHasHistoryMessage(withHistory.name);
    const notice = { title: 'Variant Has History', message, destructive: true };
    throw new ValidationError(message, { variants: message }, notice);
  }
  const existing = new Set(product.variants.map((variant) => variant.id));
  const suffix = (id: string) => id.slice(product.id.length + 1);
  let next = Math.max(
    product.variants.length,
    ...product.variants.map((variant) => Number.parseInt(suffix(variant.id), 10) || 0),
  );
  const { barcode: _barcode, ...rest } = product;
  return {
    ...rest,
    ...(form.barcode ? { barcode: form.barcode } : {}),
    name: form.name,
    description: form.description,
    categoryId: form.category,
    sku: form.baseSku,
    price: form.basePrice,
    lowStockThreshold: form.lowStockThreshold,
    variants: form.variants.map((variant) => {
      const id = existing.has(variant.id) ? variant.id : `${product.id}-${++next}`;
      return {
        id,
        name: variant.name,
        sku: variant.sku || `${form.baseSku}-${suffix(id)}`,
        price: variant.price,
        ...(variant.barcode ? { barcode: variant.barcode } : {}),
      };
    }),
  };
}
