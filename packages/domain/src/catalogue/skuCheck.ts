import { skuTakenMessage } from '../notices/notices';
import { type CatalogueProduct, itemName, stockItemsOf } from './catalogue';
import type { CatalogueIndex } from './catalogueIndex';

/**
 * Why a product's SKU codes cannot be saved, or undefined: a SKU is one item's only, so a code
 * another product's item uses, or one the product repeats, is refused, naming its owner.
 */
export function skuConflict(
  product: CatalogueProduct,
  catalogue: Pick<CatalogueIndex, 'bySku'>,
): string | undefined {
  const items = stockItemsOf(product);
  for (const [index, item] of items.entries()) {
    const owner = catalogue.bySku(item.sku);
    if (owner && owner.product.id !== product.id) return skuTakenMessage(item.sku, itemName(owner));
    if (items.findIndex((other) => other.sku === item.sku) !== index)
      return skuTakenMessage(item.sku, product.name);
  }
  return undefined;
}
