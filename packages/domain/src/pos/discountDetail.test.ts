import { describe, expect, it } from 'vitest';
import { saleDiscountsDetail } from './discountDetail';

const line = { id: 'P010', name: 'Dark Chocolate Bar 70%', price: 325, quantity: 2 };

describe('Issue 37: the audit trail records the discounts given', () => {
  it("names each line's discount and the cart's, with what each took and why", () => {
    expect(
      saleDiscountsDetail(
        [
          { ...line, discount: 65, discountReason: 'Loyal customer' },
          { ...line, id: 'P011', name: 'Tea' },
        ],
        { cartDiscount: 239, cartDiscountReason: 'Coupon' },
        'USD',
      ),
    ).toBe('Discounts: Dark Chocolate Bar 70% -$0.65 (Loyal customer); cart -$2.39 (Coupon)');
  });

  it('says nothing of a sale without a discount', () => {
    expect(saleDiscountsDetail([line], { cartDiscount: 0 }, 'USD')).toBeNull();
  });
});
