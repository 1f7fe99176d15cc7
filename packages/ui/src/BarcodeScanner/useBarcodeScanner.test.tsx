import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBarcodeScanner } from './useBarcodeScanner';

/** A till in miniature: a search box, a button, and the codes scanned. */
function Till({ onScan, onPress }: { onScan: (code: string) => void; onPress: () => void }) {
  const [search, setSearch] = useState('');
  useBarcodeScanner(onScan);
  return (
    <div>
      <input
        aria-label="Search products"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <button type="button" onClick={onPress}>
        Wireless Mouse
      </button>
    </div>
  );
}

/**
 * One key as the browser gives it: keydown on the focused element, then (unless prevented) the
 * character typed into a focused text field, or Enter pressing a focused button; then keyup.
 */
function key(name: string) {
  const target = document.activeElement ?? document.body;
  const down = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  const typed = target.dispatchEvent(down);
  if (typed && target instanceof HTMLInputElement && name.length === 1) {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
      target,
      target.value + name,
    );
    target.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (typed && target instanceof HTMLButtonElement && name === 'Enter') target.click();
  target.dispatchEvent(new KeyboardEvent('keyup', { key: name, bubbles: true, cancelable: true }));
}

/** Types the keys `gapMs` apart, as a scanner (10 ms) or a person (150 ms) does, then Enter. */
async function type(text: string, gapMs: number, { enter = true } = {}) {
  for (const character of [...text, ...(enter ? ['Enter'] : [])]) {
    await act(async () => {
      key(character);
      await vi.advanceTimersByTimeAsync(gapMs);
    });
  }
}

const setUp = () => {
  const onScan = vi.fn();
  const onPress = vi.fn();
  render(<Till onScan={onScan} onPress={onPress} />);
  return { onScan, onPress, search: screen.getByRole('textbox', { name: 'Search products' }) };
};

describe('A keyboard-wedge scanner at the till (characters under 50 ms apart, ended by Enter)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a code typed 10 ms a key and Enter is a scan, with nothing focused', async () => {
    const { onScan } = setUp();
    await type('4006381333931', 10);
    expect(onScan).toHaveBeenCalledExactlyOnceWith('4006381333931');
  });

  it('two scans 30 ms apart both land, each with its own code', async () => {
    const { onScan } = setUp();
    await type('4006381333931', 10);
    await act(() => vi.advanceTimersByTimeAsync(30));
    await type('96385074', 10);
    expect(onScan.mock.calls).toEqual([['4006381333931'], ['96385074']]);
  });

  it('ten scans back to back, 30 ms apart, all land', async () => {
    const { onScan } = setUp();
    for (let i = 0; i < 10; i++) {
      await type(`400638133393${i}`, 10);
      await act(() => vi.advanceTimersByTimeAsync(30));
    }
    expect(onScan).toHaveBeenCalledTimes(10);
  });

  it('a scan into the focused search box leaves the search as it was', async () => {
    const { onScan, search } = setUp();
    search.focus();
    await type('mou', 150, { enter: false });
    expect((search as HTMLInputElement).value).toBe('mou');
    await act(() => vi.advanceTimersByTimeAsync(200));
    await type('4006381333931', 10);
    expect(onScan).toHaveBeenCalledExactlyOnceWith('4006381333931');
    expect((search as HTMLInputElement).value).toBe('mou');
  });

  it("a scan's Enter does not press the focused button", async () => {
    const { onScan, onPress } = setUp();
    screen.getByRole('button', { name: 'Wireless Mouse' }).focus();
    await type('96385074', 10);
    expect(onScan).toHaveBeenCalledExactlyOnceWith('96385074');
    expect(onPress).not.toHaveBeenCalled();
    // A person's Enter still presses it.
    await act(() => vi.advanceTimersByTimeAsync(200));
    await type('', 0);
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it("a person's typing is left alone: slower keys, then Enter, are no scan", async () => {
    const { onScan, search } = setUp();
    search.focus();
    await type('4006381333931', 120);
    expect(onScan).not.toHaveBeenCalled();
    expect((search as HTMLInputElement).value).toBe('4006381333931');
  });

  it("a person's quick keys in a field (one pressed before the last is let go) all land in it", async () => {
    const { onScan, search } = setUp();
    search.focus();
    await type('mouse', 10, { enter: false });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect((search as HTMLInputElement).value).toBe('mouse');
    // Quick keys and a late Enter: no scan, and the field has every key.
    await type(' pad', 10, { enter: false });
    await act(() => vi.advanceTimersByTimeAsync(20));
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    await type('', 0);
    expect((search as HTMLInputElement).value).toBe('mouse pad');
    expect(onScan).not.toHaveBeenCalled();
  });

  it('quick keys in a field, then a click at once (Complete Sale after an amount): every key is in the field first', async () => {
    const { onScan, search } = setUp();
    search.focus();
    await type('4242', 5, { enter: false });
    window.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect((search as HTMLInputElement).value).toBe('4242');
    expect(onScan).not.toHaveBeenCalled();
  });

  it('quick keys that Enter follows late are no scan; a few quick keys are none either', async () => {
    const { onScan } = setUp();
    await type('4006381333931', 10, { enter: false });
    await act(() => vi.advanceTimersByTimeAsync(300));
    await type('', 0);
    await act(() => vi.advanceTimersByTimeAsync(300));
    await type('ab', 10);
    expect(onScan).not.toHaveBeenCalled();
  });
});
