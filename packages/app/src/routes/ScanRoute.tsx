import { type ScanResult, ScanScreen } from '@warehouse/screens';
import { useBarcodeScanner } from '@warehouse/ui';
import { useState } from 'react';
import { showNotice } from '../data/showNotice';
import { useAddToTillCart } from '../data/tillCart';
import { useApiQuery } from '../data/useApiQuery';
import { scannedItem } from '../scan/scannedItem';
import { useCameraScanner } from '../scan/useCameraScanner';
import { useMayCall } from '../session/screenAccess';

/**
 * Scan Items: the camera, a handheld scanner or the Barcode field gives a code; the item it names
 * shows with its stock by bin, and "Add to Cart" puts it in the till's cart (for those who sell).
 */
export default function ScanRoute() {
  const [code, setCode] = useState<string | null>(null);
  const { camera, stream, start, stop } = useCameraScanner(setCode);
  // A handheld (keyboard-wedge) scanner works here too.
  useBarcodeScanner(setCode);
  const lookUp = useApiQuery(['barcode', code ?? ''], (api) => scannedItem(api, code ?? ''), {
    enabled: code !== null,
    fetchedOnEachUse: true,
  });
  const addToTill = useAddToTillCart();
  const mayCall = useMayCall();

  let result: ScanResult | undefined;
  if (code !== null) {
    if (lookUp.data === undefined) result = { kind: 'looking', code };
    else if (lookUp.data === null) result = { kind: 'unknown', code };
    else result = { kind: 'found', code, item: lookUp.data };
  }
  return (
    <ScanScreen
      camera={camera}
      stream={stream}
      result={result}
      onStartCamera={() => void start()}
      onStopCamera={stop}
      onLookUp={setCode}
      {...(mayCall('recordSale')
        ? {
            onAddToCart: (item) => {
              addToTill(item);
              showNotice({
                title: 'Added to Cart',
                message: `${item.name} is in the till's cart`,
                destructive: false,
              });
            },
          }
        : {})}
    />
  );
}
