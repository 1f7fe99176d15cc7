import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

/**
 * The module's overrides with the package's own .wasm: its bytes read from disk (Node's emscripten
 * would fetch a path), and a locateFile that knows no other place, so a CDN is never asked.
 */
async function fromThePackage(wasm: string) {
  const file = require.resolve(wasm);
  return {
    locateFile: (path: string) => {
      if (!path.endsWith('.wasm')) throw new Error(`unexpected file ${path}`);
      return file;
    },
    wasmBinary: (await readFile(file)).buffer,
  };
}

describe('The Scan screen fallback decoder, zxing-wasm, from our own files (no CDN)', () => {
  it('reads an EAN-13 picture with the wasm the package ships', async () => {
    const writer = await import('zxing-wasm/full');
    await writer.prepareZXingModule({
      overrides: await fromThePackage('zxing-wasm/full/zxing_full.wasm'),
      fireImmediately: true,
    });
    const { image } = await writer.writeBarcode('4006381333931', { format: 'EAN-13', scale: 3 });
    if (!image) throw new Error('no picture written');

    const reader = await import('zxing-wasm/reader');
    await reader.prepareZXingModule({
      overrides: await fromThePackage('zxing-wasm/reader/zxing_reader.wasm'),
      fireImmediately: true,
    });
    const [found] = await reader.readBarcodes(new Uint8Array(await image.arrayBuffer()), {
      formats: ['EAN-13'],
    });
    expect(found?.text).toBe('4006381333931');
    expect(found?.format).toBe('EAN13');
  });
});
