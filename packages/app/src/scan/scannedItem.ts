import { itemName, itemPrice, stockItemsOf } from '@warehouse/domain/catalogue';
import { isContractError, type WarehouseApi } from '@warehouse/domain/contract';
import type { ScannedItem } from '@warehouse/screens';

/**
 * The item a barcode names, as the Scan screen shows it (its stock by bin from its product's
 * record), or null when no product on sale has the code.
 */
export async function scannedItem(api: WarehouseApi, code: string): Promise<ScannedItem | null> {
  const named = await api.getBarcodeItem(code).catch((error: unknown) => {
    if (isContractError(error) && error.code === 'not_found') return null;
    throw error;
  });
  if (!named) return null;
  const detail = await api.getProduct(named.productId);
  const item = stockItemsOf(detail.product).find((candidate) => candidate.id === named.itemId);
  if (!item) return null;
  return {
    id: item.id,
    name: itemName(item),
    price: itemPrice(item),
    onHand: detail.onHand[item.id] ?? 0,
    bins: detail.byBin
      .filter((entry) => entry.itemId === item.id)
      .map(({ bin, onHand }) => ({ bin, onHand })),
  };
}
