// A sale's money, computed once: line discounts, a cart discount shared over the lines, tax per
// line, the delivery fee and the total, all in integer cents. The till shows these figures and the
// server computes them again from the catalogue's prices: a client's figures are never trusted.
import { type Cents, roundCents } from '../format/money';
import type { CartLine, Discount } from './pos';

/** What a sale is priced by: the settings' tax rate (a percentage) and, for Fast Delivery, its fee. */
export interface PricingRules {
  taxRatePercent: number;
  /** Added to the total untaxed; 0 when none applies. */
  deliveryFee: Cents;
}

/** One line's money: its gross (price × quantity), the discount taken off it (its own and its share of the cart's), its tax. */
export interface LinePrice {
  gross: Cents;
  discount: Cents;
  /** The line's own discount alone (what its receipt line shows; the cart's is shown once). */
  own: Cents;
  tax: Cents;
}

export interface SalePrice {
  lines: LinePrice[];
  /** The lines' gross, before any discount. */
  subtotal: Cents;
  /** Every discount: the lines' own and the cart's. */
  discount: Cents;
  /** The cart discount alone (before it is shared over the lines). */
  cartDiscount: Cents;
  tax: Cents;
  deliveryFee: Cents;
  total: Cents;
  /**
   * The largest share of its base any one discount takes, as a percentage: what a cashier's
   * discount limit is held against. A percentage discount is its own percentage (not the cents its
   * rounding takes); an amount is its share of what it is taken from.
   */
  largestDiscountPercent: number;
}

/** What a discount takes off `base` cents: a percentage rounded half up, never more than the base. */
export function discountAmount(discount: Discount | undefined, base: Cents): Cents {
  if (!discount || base <= 0) return 0;
  const taken = discount.kind === 'percent' ? roundCents((base * discount.value) / 100) : discount.value;
  return Math.max(0, Math.min(base, taken));
}

/** Tax on a line's net amount at a percentage: half up per line, the one rounding rule. */
export function lineTax(net: Cents, taxRatePercent: number): Cents {
  return roundCents((net * taxRatePercent) / 100);
}

/**
 * `amount` shared over `weights` in proportion, in whole cents that add up to it exactly: each
 * share rounded down, the cents left over going to the largest remainders (the first on a tie).
 */
export function shareInProportion(amount: Cents, weights: readonly Cents[]): Cents[] {
  const whole = weights.reduce((sum, weight) => sum + weight, 0);
  if (whole <= 0 || amount <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amount * weight) / whole);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * A sale's money: each line's gross less its own discount; the cart discount taken off what is
 * left and shared over the lines in proportion; tax per line on its net, half up; the delivery fee
 * added untaxed. The total is the subtotal less the discounts plus tax and fee, never negative.
 */
export function priceSale(
  lines: readonly CartLine[],
  cartDiscount: Discount | undefined,
  rules: PricingRules,
): SalePrice {
  const gross = lines.map((line) => line.price * line.quantity);
  const own = lines.map((line, index) => discountAmount(line.discount, gross[index] ?? 0));
  const afterOwn = gross.map((amount, index) => amount - (own[index] ?? 0));
  const cart = discountAmount(
    cartDiscount,
    afterOwn.reduce((sum, amount) => sum + amount, 0),
  );
  const shares = shareInProportion(cart, afterOwn);
  const percentTaken = (discount: Discount | undefined, taken: Cents, base: Cents) =>
    !discount ? 0 : discount.kind === 'percent' ? discount.value : percentOf(taken, base);
  const largestDiscountPercent = Math.max(
    0,
    ...lines.map((line, index) => percentTaken(line.discount, own[index] ?? 0, gross[index] ?? 0)),
    percentTaken(
      cartDiscount,
      cart,
      afterOwn.reduce((sum, amount) => sum + amount, 0),
    ),
  );
  const priced = lines.map((_, index) => {
    const discount = (own[index] ?? 0) + (shares[index] ?? 0);
    const lineGross = gross[index] ?? 0;
    return {
      gross: lineGross,
      discount,
      own: own[index] ?? 0,
      tax: lineTax(lineGross - discount, rules.taxRatePercent),
    };
  });
  const subtotal = sumOf(priced, 'gross');
  const discount = sumOf(priced, 'discount');
  const tax = sumOf(priced, 'tax');
  return {
    lines: priced,
    subtotal,
    discount,
    cartDiscount: cart,
    tax,
    deliveryFee: rules.deliveryFee,
    total: subtotal - discount + tax + rules.deliveryFee,
    largestDiscountPercent,
  };
}

const sumOf = (lines: readonly LinePrice[], key: keyof LinePrice): Cents =>
  lines.reduce((sum, line) => sum + line[key], 0);

const percentOf = (part: Cents, whole: Cents): number => (whole > 0 ? (part * 100) / whole : 0);

/**
 * The delivery fee a Fast Delivery order pays: the settings' fee, or nothing when what is bought
 * (after discounts) reaches the free-delivery threshold. A threshold of 0 charges every order.
 */
export function deliveryFeeFor(goods: Cents, fee: Cents, freeThreshold: Cents): Cents {
  return freeThreshold > 0 && goods >= freeThreshold ? 0 : fee;
}
