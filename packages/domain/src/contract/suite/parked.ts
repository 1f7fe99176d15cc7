// The contract suite's part on parked carts: a cart parked at one till, resumed at any, once.
import { describe, expect, it } from 'vitest';
import { NotFoundError, ValidationError } from '../errors';
import { rejection, type SuiteContext } from './fixtures';

export function parkedSuite({ api }: SuiteContext): void {
  describe('Data contract: hold and resume a cart (issue 37)', () => {
    const lines = [
      {
        id: 'P012',
        name: 'Illustrated World Atlas',
        price: 3599,
        quantity: 2,
        discount: { kind: 'percent' as const, value: 10, reason: 'Dented' },
      },
      { id: 'P010', name: 'Dark Chocolate Bar 70%', price: 325, quantity: 1 },
    ];

    it('a parked cart is listed first, with its customer, items and worth; resumed, it is gone', async () => {
      const a = await api();
      const parked = await a.parkCart({
        lines,
        cartDiscount: { kind: 'amount', value: 100, reason: 'Coupon' },
        customerId: 'CUST-002',
      });
      expect(parked).toMatchObject({
        lines,
        cartDiscount: { kind: 'amount', value: 100, reason: 'Coupon' },
        customerId: 'CUST-002',
        customerName: 'Sarah Johnson',
        itemCount: 3,
        subtotal: 2 * 3599 + 325,
        parkedBy: expect.any(String),
        parkedAt: expect.any(String),
      });
      const walkIn = await a.parkCart({ lines: [lines[1] as (typeof lines)[number]] });
      expect(walkIn.customerName).toBe('Walk-in Customer');
      const list = await a.listParkedCarts();
      expect(list.items.map((cart) => cart.id)).toEqual([walkIn.id, parked.id]);
      expect(list.total).toBe(2);

      expect(await a.resumeParkedCart(parked.id)).toEqual(parked);
      expect((await a.listParkedCarts()).items.map((cart) => cart.id)).toEqual([walkIn.id]);
      // Resumed once: a second till finds it gone.
      expect(await rejection(a.resumeParkedCart(parked.id))).toBeInstanceOf(NotFoundError);
    });

    it('an empty cart, a bad discount or an unknown customer is refused, and nothing is parked', async () => {
      const a = await api();
      const empty = await rejection(a.parkCart({ lines: [] }));
      expect((empty as ValidationError).fieldErrors).toHaveProperty('cart');
      const badDiscount = await rejection(
        a.parkCart({ lines, cartDiscount: { kind: 'percent', value: 150, reason: 'x' } }),
      );
      expect(badDiscount).toBeInstanceOf(ValidationError);
      expect(await rejection(a.parkCart({ lines, customerId: 'CUST-NONE' }))).toBeInstanceOf(NotFoundError);
      expect((await a.listParkedCarts()).total).toBe(0);
    });
  });
}
