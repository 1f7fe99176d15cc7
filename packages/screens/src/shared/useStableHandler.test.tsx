import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useStableHandler } from './useStableHandler';

describe('useStableHandler', () => {
  it('keeps one identity over renders, so memoized rows are not rendered again for a new prop', () => {
    const { result, rerender } = renderHook(({ handler }) => useStableHandler(handler), {
      initialProps: { handler: vi.fn() },
    });
    const first = result.current;
    rerender({ handler: vi.fn() });
    expect(result.current).toBe(first);
  });

  it('calls the handler of the latest render, with what it is given', () => {
    const earlier = vi.fn();
    const latest = vi.fn();
    const { result, rerender } = renderHook(({ handler }) => useStableHandler(handler), {
      initialProps: { handler: earlier },
    });
    rerender({ handler: latest });
    result.current('ORD-1001');
    expect(latest).toHaveBeenCalledWith('ORD-1001');
    expect(earlier).not.toHaveBeenCalled();
  });

  it('does nothing when no handler is given', () => {
    const { result } = renderHook(() => useStableHandler<[string]>(undefined));
    expect(() => result.current('ORD-1001')).not.toThrow();
  });
});
