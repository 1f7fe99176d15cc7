// "Reorder", "Restock" and "Reorder all" as rules every implementation applies to the
// catalogue, the stock and the open purchase orders it reads.
import type { CatalogueIndex } from '../catalogue/catalogueIndex';
import { lowStockProducts, productOnHand, type StockReader } from '../catalogue/figures';
import { NotFoundError } from '../contract/errors';
import type { LastPrice } from './lastPrices';
import type { PurchaseOrder } from './purchase';
import { emptyHeader } from './purchaseOrder';
import { type KnownRecords, purchaseOrderToCreate } from './purchaseOrderCommand';
import { type ReorderSuggestion, reorderSuggestions } from './reorder';

/** The suggestions for one product (whatever its stock), or for every product at or below its threshold. */
export function suggestionsFor(
  catalogue: CatalogueIndex,
  stock: StockReader,
  onOrder: ReadonlyMap<string, number>,
  lastPrices: readonly LastPrice[],
  productId?: string,
): ReorderSuggestion[] {
  if (productId === undefined)
    return reorderSuggestions(lowStockProducts(catalogue, stock), onOrder, lastPrices);
  const product = catalogue.product(productId);
  if (!product || product.archived) throw new NotFoundError('Product', productId);
  return reorderSuggestions([{ product, onHand: productOnHand(product, stock) }], onOrder, lastPrices);
}

/** "Reorder all": a draft of each suggestion that names a supplier, dated today. */
export function reorderDrafts(
  suggestions: readonly ReorderSuggestion[],
  known: KnownRecords,
  newId: () => string,
  today: string,
): PurchaseOrder[] {
  return suggestions
    .filter((suggestion) => suggestion.supplierId !== '')
    .map((suggestion) =>
      purchaseOrderToCreate(
        { ...emptyHeader(today), supplierId: suggestion.supplierId, notes: 'Reorder of low stock' },
        suggestion.lines,
        known,
        newId,
        'draft',
      ),
    );
}
