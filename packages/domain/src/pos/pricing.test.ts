import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartLine, Discount } from './pos';
import { deliveryFeeFor, discountAmount, lineTax, priceSale, shareInProportion } from './pricing';

const rules = { taxRatePercent: 8.25, deliveryFee: 0 };
const line = (id: string, price: number, quantity: number, discount?: Discount): CartLine => ({
  id,
  name: id,
  price,
  quantity,
  ...(discount ? { discount } : {}),
});

describe('Issue 37: prices, discounts, tax and totals computed once, in cents', () => {
  it('tax is per line at the settings rate, rounded half up', () => {
    // 19.99 * 8.25% = 1.649175 -> 1.65; 0.06 * 8.25% = 0.495 -> 0.50 (half up)
    expect(lineTax(1999, 8.25)).toBe(165);
    expect(lineTax(6, 8.25)).toBe(0);
    expect(lineTax(600, 8.25)).toBe(50);
    expect(lineTax(1000, 10)).toBe(100);
  });

  it('a line discount as a percentage or an amount comes off that line before its tax', () => {
    const price = priceSale(
      [
        line('a', 2000, 1, { kind: 'percent', value: 10, reason: 'Loyal' }),
        line('b', 1000, 2, { kind: 'amount', value: 500, reason: 'Dented' }),
      ],
      undefined,
      rules,
    );
    expect(price.lines).toEqual([
      { gross: 2000, discount: 200, own: 200, tax: 149 }, // 18.00 * 8.25% = 1.485 -> 1.49
      { gross: 2000, discount: 500, own: 500, tax: 124 }, // 15.00 * 8.25% = 1.2375 -> 1.24
    ]);
    expect(price).toMatchObject({ subtotal: 4000, discount: 700, cartDiscount: 0, tax: 273, total: 3573 });
  });

  it('a cart discount is shared over the lines in proportion, to the cent', () => {
    const price = priceSale(
      [line('a', 1000, 1), line('b', 2000, 1)],
      { kind: 'amount', value: 100, reason: 'Promo' },
      rules,
    );
    expect(price.lines.map((each) => each.discount)).toEqual([33, 67]);
    expect(price.cartDiscount).toBe(100);
    expect(price.total).toBe(3000 - 100 + price.tax);
  });

  it('a discount never takes more than the line or the cart', () => {
    expect(discountAmount({ kind: 'amount', value: 5000, reason: 'x' }, 1200)).toBe(1200);
    const price = priceSale([line('a', 1000, 1)], { kind: 'percent', value: 100, reason: 'Free' }, rules);
    expect(price).toMatchObject({ discount: 1000, tax: 0, total: 0 });
  });

  it('the delivery fee is added untaxed, and waived from the free-delivery threshold', () => {
    expect(
      priceSale([line('a', 1000, 1)], undefined, { taxRatePercent: 10, deliveryFee: 500 }),
    ).toMatchObject({
      tax: 100,
      deliveryFee: 500,
      total: 1600,
    });
    expect(deliveryFeeFor(4999, 500, 5000)).toBe(500);
    expect(deliveryFeeFor(5000, 500, 5000)).toBe(0);
    expect(deliveryFeeFor(100000, 500, 0)).toBe(500);
  });

  it('the largest discount share is what a limit is held against', () => {
    const lines = [line('a', 1000, 1, { kind: 'amount', value: 150, reason: 'x' }), line('b', 1000, 1)];
    const largest = (sold: CartLine[], cart: Discount | undefined) =>
      priceSale(sold, cart, { taxRatePercent: 0, deliveryFee: 0 }).largestDiscountPercent;
    expect(largest(lines, undefined)).toBe(15);
    expect(largest(lines, { kind: 'percent', value: 20, reason: 'y' })).toBe(20);
    expect(largest(lines, { kind: 'amount', value: 370, reason: 'y' })).toBe(20); // 3.70 of the 18.50 left
    expect(largest([line('a', 1000, 1)], undefined)).toBe(0);
    // 10% of 3.25 rounds to 0.33: still the 10% given, not 10.15%.
    expect(largest([line('a', 325, 1, { kind: 'percent', value: 10, reason: 'x' })], undefined)).toBe(10);
  });

  it('shares add up to the amount exactly, the leftover cents to the largest remainders', () => {
    expect(shareInProportion(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(shareInProportion(0, [5, 5])).toEqual([0, 0]);
    expect(shareInProportion(7, [0, 0])).toEqual([0, 0]);
  });

  it('property: the total is the sum of the lines less discounts plus tax, in whole cents, never negative', () => {
    const discount = fc.option(
      fc.oneof(
        fc.record({
          kind: fc.constant('percent' as const),
          value: fc.integer({ min: 1, max: 10000 }).map((v) => v / 100),
          reason: fc.constant('r'),
        }),
        fc.record({
          kind: fc.constant('amount' as const),
          value: fc.integer({ min: 1, max: 500_000 }),
          reason: fc.constant('r'),
        }),
      ),
      { nil: undefined },
    );
    const lines = fc.array(
      fc.record({
        id: fc.string({ minLength: 1, maxLength: 3 }),
        name: fc.constant('Item'),
        price: fc.integer({ min: 0, max: 1_000_000 }),
        quantity: fc.integer({ min: 1, max: 1000 }),
        discount,
      }),
      { minLength: 1, maxLength: 8 },
    );
    const rate = fc.integer({ min: 0, max: 10000 }).map((v) => v / 100);
    fc.assert(
      fc.property(
        lines,
        discount,
        rate,
        fc.integer({ min: 0, max: 2000 }),
        (cart, cartDiscount, taxRatePercent, deliveryFee) => {
          const clean = cart.map(({ discount: own, ...rest }) => (own ? { ...rest, discount: own } : rest));
          const price = priceSale(clean, cartDiscount, { taxRatePercent, deliveryFee });
          const gross = clean.reduce((sum, each) => sum + each.price * each.quantity, 0);
          expect(price.subtotal).toBe(gross);
          expect(price.total).toBe(price.subtotal - price.discount + price.tax + deliveryFee);
          expect(price.discount).toBe(price.lines.reduce((sum, each) => sum + each.discount, 0));
          expect(price.tax).toBe(price.lines.reduce((sum, each) => sum + each.tax, 0));
          for (const each of price.lines) {
            expect(each.discount).toBeGreaterThanOrEqual(0);
            expect(each.discount).toBeLessThanOrEqual(each.gross);
            expect(each.tax).toBe(lineTax(each.gross - each.discount, taxRatePercent));
          }
          expect(price.total).toBeGreaterThanOrEqual(0);
          expect([price.subtotal, price.discount, price.tax, price.total].every(Number.isSafeInteger)).toBe(
            true,
          );
        },
      ),
    );
  });
});
