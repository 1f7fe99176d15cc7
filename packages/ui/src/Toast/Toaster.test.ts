import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { TOAST_SETTINGS } from './Toaster';

describe('toast settings', () => {
  it('match the spec', () => {
    expect(TOAST_SETTINGS).toMatchObject({
      visibleToasts: 3,
      duration: 4000,
      width: 356,
      gap: 14,
      offset: 32,
      swipeThreshold: 20,
      position: 'bottom-right',
      hotkey: ['altKey', 'KeyT'],
    });
  });

  it('sonner is patched to a 20 px swipe threshold', () => {
    const require = createRequire(import.meta.url);
    const entry = require.resolve('sonner');
    for (const file of [entry, entry.replace(/index\.js$/, 'index.mjs')]) {
      const source = readFileSync(file, 'utf8');
      expect(source).toMatch(/const SWIPE_THRESHOLD = 20;/);
      expect(source).toMatch(/const TOAST_WIDTH = 356;/);
      expect(source).toMatch(/const GAP = 14;/);
    }
  });
});
