export { type BarcodeScannerOptions, SCAN_KEY_GAP_MS, useBarcodeScanner } from './useBarcodeScanner';
