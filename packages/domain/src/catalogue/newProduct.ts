import type { StockLine } from '../stock/ledger';
import type { ProductForm } from '../stock/product';
import type { CatalogueProduct } from './catalogue';

/**
 * A new catalogue product from the parsed product form, and the opening stock it was given (its
 * own, or each variant's) to record into `binId`. A variant typed without a SKU gets its
 * product's SKU and its place ("WBH-001-2"); the product's cost is unknown until it is bought.
 */
export function newCatalogueProduct(
  id: string,
  form: ProductForm,
  binId: string,
): { product: CatalogueProduct; opening: StockLine[] } {
  const variants = form.variants.map((variant, index) => ({
    id: `${id}-${index + 1}`,
    name: variant.name,
    sku: variant.sku || `${form.baseSku}-${index + 1}`,
    price: variant.price,
    stock: variant.stock,
    ...(variant.barcode ? { barcode: variant.barcode } : {}),
  }));
  const product: CatalogueProduct = {
    id,
    name: form.name,
    description: form.description,
    categoryId: form.category,
    sku: form.baseSku,
    ...(form.barcode ? { barcode: form.barcode } : {}),
    price: form.basePrice,
    cost: 0,
    lowStockThreshold: form.lowStockThreshold,
    reorderQuantity: form.lowStockThreshold * 2,
    archived: false,
    variants: variants.map(({ stock: _stock, ...variant }) => variant),
  };
  const opening =
    variants.length === 0
      ? [{ itemId: product.id, binId, quantity: form.stock }]
      : variants.map((variant) => ({ itemId: variant.id, binId, quantity: variant.stock }));
  return { product, opening: opening.filter((line) => line.quantity > 0) };
}
