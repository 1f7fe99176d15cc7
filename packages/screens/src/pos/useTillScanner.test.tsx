import { act, renderHook } from '@testing-library/react';
import type { PosProduct } from '@warehouse/domain/pos';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNKNOWN_BARCODE_TITLE, useTillScanner } from './useTillScanner';

/** 100,000 items on the till, each with its barcode. */
const items: PosProduct[] = Array.from({ length: 100_000 }, (_, i) => ({
  id: `P${i}`,
  name: `Product ${i}`,
  price: 1000,
  category: 'Electronics',
  stock: 5,
  barcode: String(2_000_000_000_000 + i),
}));

/** A scanner's keys: 10 ms apart, then Enter. */
async function scan(code: string) {
  for (const key of [...code, 'Enter']) {
    await act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      await vi.advanceTimersByTimeAsync(10);
    });
  }
}

const onNotice = vi.fn();

describe('The till scanner: a scan adds the item as its tile does, an unknown code is named', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    onNotice.mockClear();
  });

  it('adds the item whose barcode was scanned, at 100,000 items in well under 50 ms', async () => {
    const add = vi.fn();
    renderHook(() => useTillScanner(items, add, onNotice));
    // Real time (the fake timers stand in for the clock the scanner reads).
    const now = () => Number(process.hrtime.bigint()) / 1e6;
    let addedAt = 0;
    add.mockImplementation(() => {
      addedAt = now();
    });
    const code = String(2_000_000_000_000 + 76_543);
    for (const key of code) {
      await act(async () => {
        window.dispatchEvent(new KeyboardEvent('keydown', { key }));
        await vi.advanceTimersByTimeAsync(10);
      });
    }
    const enterAt = now();
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    });
    expect(add).toHaveBeenCalledExactlyOnceWith(items[76_543]);
    expect(addedAt - enterAt).toBeLessThan(50);
  });

  it('two scans 30 ms apart add both', async () => {
    const add = vi.fn();
    renderHook(() => useTillScanner(items, add, onNotice));
    await scan('2000000000001');
    await act(() => vi.advanceTimersByTimeAsync(30));
    await scan('2000000000002');
    expect(add.mock.calls.map(([item]) => item.id)).toEqual(['P1', 'P2']);
  });

  it('a code no item has raises a notice with the code, and adds nothing', async () => {
    const add = vi.fn();
    renderHook(() => useTillScanner(items, add, onNotice));
    await scan('4006381333931');
    expect(add).not.toHaveBeenCalled();
    expect(onNotice).toHaveBeenCalledExactlyOnceWith({
      title: UNKNOWN_BARCODE_TITLE,
      message: 'No product with barcode 4006381333931',
      destructive: true,
    });
  });
});
