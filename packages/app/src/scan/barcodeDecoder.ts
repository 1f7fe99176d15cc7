// Reading a barcode from the camera's picture: the browser's own BarcodeDetector where it has
// one, else ZXing compiled to WebAssembly (zxing-wasm), its .wasm served by this app's build
// (never fetched from a CDN), loaded only when a camera starts on such a browser.

/** The symbologies on goods and shelves: retail codes, Code 128/39, and QR. */
const FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'code_128', 'code_39', 'itf', 'qr_code'] as const;
const ZXING_FORMATS = ['EAN-13', 'EAN-8', 'UPC-A', 'UPC-E', 'Code128', 'Code39', 'ITF', 'QRCode'] as const;

/** What a frame of video gave: the code read, or none. */
export type BarcodeDecoder = (video: HTMLVideoElement) => Promise<string | undefined>;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorInstance {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options?: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats(): Promise<string[]>;
}

/** The browser's BarcodeDetector, when it has one that reads any of our formats. */
async function nativeDecoder(): Promise<BarcodeDecoder | undefined> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return undefined;
  const supported = await Detector.getSupportedFormats().catch(() => [] as string[]);
  const formats = FORMATS.filter((format) => supported.includes(format));
  if (formats.length === 0) return undefined;
  const detector = new Detector({ formats });
  return async (video) => (await detector.detect(video))[0]?.rawValue || undefined;
}

/** ZXing in WebAssembly, reading a frame drawn onto a canvas. */
async function wasmDecoder(): Promise<BarcodeDecoder> {
  const [{ prepareZXingModule, readBarcodes }, { default: wasmUrl }] = await Promise.all([
    import('zxing-wasm/reader'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
    fireImmediately: true,
  });
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return undefined;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    const [found] = await readBarcodes(frame, { formats: [...ZXING_FORMATS], maxNumberOfSymbols: 1 });
    return found?.isValid ? found.text : undefined;
  };
}

/** The best decoder this browser has. */
export async function createBarcodeDecoder(): Promise<BarcodeDecoder> {
  return (await nativeDecoder()) ?? (await wasmDecoder());
}
