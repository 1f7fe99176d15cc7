import { unknownBarcodeMessage } from '@warehouse/domain/catalogue';
import type { Notice } from '@warehouse/domain/notices';
import { itemByBarcode, type PosProduct } from '@warehouse/domain/pos';
import { useBarcodeScanner } from '@warehouse/ui';
import { useEffect } from 'react';

export const UNKNOWN_BARCODE_TITLE = 'Unknown Barcode';

/**
 * The till's scanner: a scanned code adds its item as a press on its tile does (`add`), found
 * in a map of the till's items (made once per catalogue, after it paints, so a scan is one
 * lookup); a code no item has raises a notice naming it. Off while a dialog over the till takes
 * typing (a payment's amount, a discount's reason), so quick keys there stay the field's.
 */
export function useTillScanner(
  products: readonly PosProduct[],
  add: (product: PosProduct) => void,
  onNotice: (notice: Notice) => void,
  { isEnabled = true }: { isEnabled?: boolean } = {},
) {
  useEffect(() => {
    itemByBarcode(products, '');
  }, [products]);
  useBarcodeScanner(
    (code) => {
      const item = itemByBarcode(products, code);
      if (item) add(item);
      else
        onNotice({ title: UNKNOWN_BARCODE_TITLE, message: unknownBarcodeMessage(code), destructive: true });
    },
    { isEnabled },
  );
}
