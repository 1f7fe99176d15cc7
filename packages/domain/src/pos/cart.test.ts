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

const rules = { taxRatePercent: 8.25, deliveryFee: 0 };

describe("Issue 37: the cart's figures at the settings' tax rate", () => {
  it('is all zero for an empty cart', () => {
    expect(cartTotals([], rules)).toMatchObject({ subtotal: 0, discount: 0, tax: 0, total: 0, itemCount: 0 });
  });

  it('sums lines, adds tax per line at 8.25% (half up) and counts units', () => {
    const cart = setQuantity(addToCart(addToCart([], mouse), cable), 'POS-2', 3);
    // 19.99 -> tax 1.6492 -> 1.65; 3 x 12.99 = 38.97 -> tax 3.2150 -> 3.22; total 58.96 + 4.87
    expect(cartTotals(cart, rules)).toMatchObject({ subtotal: 5896, tax: 487, total: 6383, itemCount: 4 });
    expect(cartItemCount(cart)).toBe(4);
    expect(lineTotal({ price: 1299, quantity: 3 })).toBe(3897);
  });
});

describe('§4 POS cart: any payment or delivery choice empties the cart', () => {
  const cart = setQuantity(addToCart(addToCart([], mouse), cable), 'POS-2', 2);
  const price = cartTotals(cart, rules);
  const context = { saleId: 'ORD-2000', date: '2024-02-01', price };

  it.each(['cash', 'card', 'mobile'] as const)('a %s payment records a completed sale', (method) => {
    const result = checkout(cart, { kind: 'payment', tenders: [{ method }] }, context);
    expect(result.cart).toEqual([]);
    expect(result.deliveryOrder).toBeNull();
    expect(result.sale).toEqual({
      id: 'ORD-2000',
      customer: 'Walk-in Customer',
      amount: price.total,
      status: 'completed',
      paymentMethod: method,
      date: '2024-02-01',
      items: 3,
    });
  });

  it('a split is listed under its largest tender', () => {
    const split = {
      kind: 'payment' as const,
      tenders: [{ method: 'cash' as const, amount: 2000 }, { method: 'card' as const }],
    };
    expect(checkout(cart, split, context).sale.paymentMethod).toBe('card');
    expect(paymentMethodFor(split, 3000)).toBe('cash');
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

  it('records the customer record sold to', () => {
    const customer = { name: 'Jane Roe', phone: '+1 555 0100', address: '1 High St' };
    const result = checkout(
      cart,
      { kind: 'payment', tenders: [{ method: 'card' }] },
      { ...context, customer, customerId: 'CUS-1' },
    );
    expect(result.sale).toMatchObject({ customer: 'Jane Roe', customerId: 'CUS-1' });
  });

  it('uses the walk-in customer for a delivery order when none is given', () => {
    const result = checkout(cart, { kind: 'delivery', option: 'fast' }, context);
    expect(result.deliveryOrder?.customer).toEqual(WALK_IN_CUSTOMER);
  });

  it('refuses an empty cart with a ValidationError', () => {
    const empty = { ...context, price: cartTotals([], rules) };
    expect(() => checkout([], { kind: 'payment', tenders: [{ method: 'cash' }] }, empty)).toThrow(
      ValidationError,
    );
    try {
      checkout([], { kind: 'payment', tenders: [{ method: 'cash' }] }, empty);
    } catch (error) {
      expect((error as ValidationError).fieldErrors).toEqual({ cart: CART_EMPTY_MESSAGE });
    }
  });

  it('derives payment method and status from the choice', () => {
    expect(paymentMethodFor({ kind: 'payment', tenders: [{ method: 'mobile' }] }, 100)).toBe('mobile');
    expect(paymentMethodFor({ kind: 'delivery', option: 'fast' }, 100)).toBe('cash');
    expect(saleStatusFor({ kind: 'payment', tenders: [{ method: 'card' }] })).toBe('completed');
    expect(saleStatusFor({ kind: 'delivery', option: 'pickup' })).toBe('pending');
    expect(saleStatusFor({ kind: 'delivery', option: 'fast' })).toBe('processing');
  });
});
