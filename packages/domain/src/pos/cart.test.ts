import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../contract/errors';
import {
  addToCart,
  CART_EMPTY_MESSAGE,
  cartItemCount,
  cartTotals,
  checkout,
  clearCart,
  lineTotal,
  paymentMethodFor,
  removeFromCart,
  saleStatusFor,
  setQuantity,
  WALK_IN_CUSTOMER,
} from './cart';
import type { CartLine } from './pos';

const mouse = { id: 'POS-1', name: 'Wireless Mouse', price: 1999, category: 'Electronics', stock: 5 };
const cable = { id: 'POS-2', name: 'USB-C Cable', price: 1299, category: 'Electronics', stock: 8 };

describe('§4 POS cart: clicking a product adds one unit, or adds one to the existing line', () => {
  it('adds a new line with quantity 1', () => {
    expect(addToCart([], mouse)).toEqual([{ id: 'POS-1', name: 'Wireless Mouse', price: 1999, quantity: 1 }]);
  });

  it('adds one to an existing line without adding a line', () => {
    const cart = addToCart(addToCart(addToCart([], mouse), cable), mouse);
    expect(cart).toHaveLength(2);
    expect(cart[0]?.quantity).toBe(2);
    expect(cart[1]?.quantity).toBe(1);
  });

  it('never mutates the cart it is given', () => {
    const cart: CartLine[] = [{ id: 'POS-1', name: 'Wireless Mouse', price: 1999, quantity: 1 }];
    const frozen = Object.freeze(cart.map((line) => Object.freeze({ ...line })));
    const next = addToCart(frozen, mouse);
    expect(frozen[0]?.quantity).toBe(1);
    expect(next).not.toBe(frozen);
  });
});

describe('§4 POS cart: setting a quantity to 0 or below removes the line', () => {
  const cart = addToCart(addToCart([], mouse), cable);

  it('sets a positive quantity', () => {
    expect(setQuantity(cart, 'POS-1', 5)[0]?.quantity).toBe(5);
  });

  it('removes the line at 0 (edge) and below', () => {
    expect(setQuantity(cart, 'POS-1', 0).map((l) => l.id)).toEqual(['POS-2']);
    expect(setQuantity(cart, 'POS-1', -3).map((l) => l.id)).toEqual(['POS-2']);
  });

  it('keeps the line at 1 (edge)', () => {
    expect(setQuantity(cart, 'POS-1', 1)[0]?.quantity).toBe(1);
  });

  it('truncates fractions to whole units and removes on a non-number', () => {
    expect(setQuantity(cart, 'POS-1', 2.7)[0]?.quantity).toBe(2);
    expect(setQuantity(cart, 'POS-1', 0.5).map((l) => l.id)).toEqual(['POS-2']);
    expect(setQuantity(cart, 'POS-1', Number.NaN).map((l) => l.id)).toEqual(['POS-2']);
  });

  it('leaves the cart unchanged for an unknown id', () => {
    expect(setQuantity(cart, 'nope', 4)).toEqual(cart);
    expect(removeFromCart(cart, 'nope')).toEqual(cart);
  });
});

describe('§4 POS cart: Clear empties the cart', () => {
  it('returns an empty cart', () => {
    expect(clearCart()).toEqual([]);
  });
});

describe('§9 Tax and totals in the cart', () => {
  it('is all zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({ subtotal: 0, tax: 0, total: 0, itemCount: 0 });
  });

  it('sums lines, adds 8% tax and counts units', () => {
    const cart = setQuantity(addToCart(addToCart([], mouse), cable), 'POS-2', 3);
    // 19.99 + 3 * 12.99 = 58.96; tax 4.7168 -> 4.72; total 63.68
    expect(cartTotals(cart)).toEqual({ subtotal: 5896, tax: 472, total: 6368, itemCount: 4 });
    expect(cartItemCount(cart)).toBe(4);
    expect(lineTotal({ id: 'x', name: 'x', price: 1299, quantity: 3 })).toBe(3897);
  });

  it("the POS totals and a sale's recorded amount are integers in cents", () => {
    const line = fc.record({
      id: fc.constantFrom('a', 'b', 'c', 'd'),
      name: fc.constant('Item'),
      price: fc.integer({ min: 0, max: 1_000_000 }),
      quantity: fc.integer({ min: 1, max: 1000 }),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), (cart) => {
        const totals = cartTotals(cart);
        const { sale } = checkout(cart, { kind: 'payment', method: 'cash' }, { saleId: 'ORD-1', date: '' });
        expect([totals.subtotal, totals.tax, totals.total, sale.amount].every(Number.isSafeInteger)).toBe(
          true,
        );
        expect(totals.total).toBe(totals.subtotal + totals.tax);
        expect(sale.amount).toBe(totals.total);
      }),
    );
  });
});

describe('§4 POS cart: any payment or delivery choice empties the cart', () => {
  const cart = setQuantity(addToCart(addToCart([], mouse), cable), 'POS-2', 2);
  const context = { saleId: 'ORD-2000', date: '2024-02-01' };

  it.each(['cash', 'card', 'mobile'] as const)('a %s payment records a completed sale', (method) => {
    const result = checkout(cart, { kind: 'payment', method }, context);
    expect(result.cart).toEqual([]);
    expect(result.deliveryOrder).toBeNull();
    expect(result.sale).toEqual({
      id: 'ORD-2000',
      customer: 'Walk-in Customer',
      amount: 4965, // 19.99 + 2 * 12.99 = 45.97; tax 3.68
      status: 'completed',
      paymentMethod: method,
      date: '2024-02-01',
      items: 3,
    });
  });

  it('Store Pickup records a pending cash sale and no delivery', () => {
    const result = checkout(cart, { kind: 'delivery', option: 'pickup' }, context);
    expect(result.cart).toEqual([]);
    expect(result.sale.status).toBe('pending');
    expect(result.sale.paymentMethod).toBe('cash');
    expect(result.deliveryOrder).toBeNull();
  });

  it('Fast Delivery records a processing sale and a new delivery order: pending, normal, "30 mins"', () => {
    const customer = { name: 'Jane Roe', phone: '+1 555 0100', address: '1 High St' };
    const result = checkout(cart, { kind: 'delivery', option: 'fast' }, { ...context, customer });
    expect(result.cart).toEqual([]);
    expect(result.sale.status).toBe('processing');
    expect(result.sale.customer).toBe('Jane Roe');
    expect(result.deliveryOrder).toEqual({
      orderId: 'ORD-2000',
      items: 3,
      total: result.sale.amount,
      paymentMethod: 'cash',
      customer,
      status: 'pending',
      priority: 'normal',
      estimatedTime: '30 mins',
    });
    expect(result.deliveryOrder?.customer).not.toBe(customer);
  });

  it('uses the walk-in customer for a delivery order when none is given', () => {
    const result = checkout(cart, { kind: 'delivery', option: 'fast' }, context);
    expect(result.deliveryOrder?.customer).toEqual(WALK_IN_CUSTOMER);
  });

  it('refuses an empty cart with a ValidationError', () => {
    expect(() => checkout([], { kind: 'payment', method: 'cash' }, context)).toThrow(ValidationError);
    try {
      checkout([], { kind: 'payment', method: 'cash' }, context);
    } catch (error) {
      expect((error as ValidationError).fieldErrors).toEqual({ cart: CART_EMPTY_MESSAGE });
    }
  });

  it('derives payment method and status from the choice', () => {
    expect(paymentMethodFor({ kind: 'payment', method: 'mobile' })).toBe('mobile');
    expect(paymentMethodFor({ kind: 'delivery', option: 'fast' })).toBe('cash');
    expect(saleStatusFor({ kind: 'payment', method: 'card' })).toBe('completed');
    expect(saleStatusFor({ kind: 'delivery', option: 'pickup' })).toBe('pending');
    expect(saleStatusFor({ kind: 'delivery', option: 'fast' })).toBe('processing');
  });
});
