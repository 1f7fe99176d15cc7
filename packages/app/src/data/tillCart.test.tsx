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
    expect(result.current.till.cart).toEqual([{ ...mouse, quantity: 2 }]);
    act(() => result.current.till.setCart([]));
    expect(result.current.till.cart).toEqual([]);
  });

  it('Issue 37: the cart keeps its discount and customer beside its lines, so leaving the POS loses neither', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <TillCartProvider>{children}</TillCartProvider>
    );
    const { result } = renderHook(() => useTillCart(), { wrapper });
    const discount = { kind: 'percent' as const, value: 10, reason: 'Loyal' };
    const customer = {
      id: 'CUST-002',
      name: 'Sarah Johnson',
      email: 'sarah.j@example.com',
      phone: '+1 (555) 234-1111',
      address: '45 Lake View Rd, Midtown',
      totalOrders: 12,
      totalSpent: 102040,
      firstOrder: '2023-03-14',
      lastOrder: '2024-01-15',
    };
    act(() => result.current.setCartDiscount(discount));
    act(() => result.current.setCustomer(customer));
    expect(result.current).toMatchObject({ cartDiscount: discount, customer: { name: 'Sarah Johnson' } });
  });
});
