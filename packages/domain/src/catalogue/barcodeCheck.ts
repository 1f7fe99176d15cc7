import { type ProductField, variantBarcodeField } from '../stock/productForm';
import { barcodeTakenMessage } from './barcode';
import { type CatalogueProduct, itemName, stockItemsOf } from './catalogue';
import type { CatalogueIndex } from './catalogueIndex';

/**
 * Why a product's barcodes cannot be saved, on the form's field that holds the code, or
 * undefined: a barcode is one item's only, across every product and variant, so a code another
 * product's item has, or one the product repeats, is refused, naming the item that has it.
 * `formVariantIds` are the variants' ids in the form, in the product's order.
 */
export function barcodeConflict(
  product: CatalogueProduct,
  catalogue: Pick<CatalogueIndex, 'byBarcode'>,
  formVariantIds: readonly string[],
): { field: ProductField; message: string } | undefined {
  const items = stockItemsOf(product);
  const fieldOf = (index: number): ProductField =>
    product.variants.length === 0 ? 'barcode' : variantBarcodeField(formVariantIds[index] ?? '');
  for (const [index, item] of items.entries()) {
    if (!item.barcode) continue;
    const owner = catalogue.byBarcode(item.barcode);
    if (owner && owner.product.id !== product.id)
      return { field: fieldOf(index), message: barcodeTakenMessage(item.barcode, itemName(owner)) };
    const first = items.findIndex((other) => other.barcode === item.barcode);
    if (first !== index)
      return {
        field: fieldOf(index),
        message: barcodeTakenMessage(item.barcode, itemName(items[first] ?? item)),
      };
  }
  return undefined;
}
