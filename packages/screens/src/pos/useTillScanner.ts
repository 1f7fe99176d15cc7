import { unknownBarcodeMessage } from '@warehouse/domain/catalogue';
import { itemByBarcode, type PosProduct } from '@warehouse/domain/pos';
import { notify, useBarcodeScanner } from '@warehouse/ui';
import { useEffect } from 'react';

export const UNKNOWN_BARCODE_TITLE = 'Unknown Barcode';

/**
 * The till's scanner: a scanned code adds its item as a press on its tile does (`add`), found
 * in a map of the till's items (made once per catalogue, after it paints, so a scan is one
 * lookup); a code no item has raises a notice naming it.
 */
export function useTillScanner(products: readonly PosProduct[], add: (product: PosProduct) => void) {
  useEffect(() => {
    itemByBarcode(products, '');
  }, [products]);
  useBarcodeScanner((code) => {
    const item = itemByBarcode(products, code);
    if (item) add(item);
    else notify.destructive(UNKNOWN_BARCODE_TITLE, unknownBarcodeMessage(code));
  });
}
