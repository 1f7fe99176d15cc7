import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { TillCartProvider, useAddToTillCart, useTillCart } from './tillCart';

const mouse = { id: 'P001', name: 'Wireless Mouse', price: 1999 };

describe("The till's cart, shared by the POS and the Scan screen", () => {
  it("an item added from the Scan screen is in the POS's cart, one unit more each time", () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <TillCartProvider>{children}</TillCartProvider>
    );
    const { result } = renderHook(() => ({ till: useTillCart(), add: useAddToTillCart() }), { wrapper });
    act(() => result.current.add(mouse));
    act(() => result.current.add(mouse));
    expect(result.current.till[0]).toEqual([{ ...mouse, quantity: 2 }]);
    act(() => result.current.till[1]([]));
    expect(result.current.till[0]).toEqual([]);
  });
});
