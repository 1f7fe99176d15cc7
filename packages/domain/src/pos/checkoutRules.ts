// What a checkout must hold besides its lines: discounts that are discounts, and a customer a
// Fast Delivery can reach.
import { type Validation, validated } from '../contract/validation';
import type { DeliveryCustomer } from '../deliveries/delivery';
import { isCents } from '../format/money';
import { isBlank } from '../forms/fields';
import type { Notice } from '../notices/notice';
import { saleNotRecordedNotice } from '../notices/notices';
import type { FieldErrors } from '../notices/tone';
import type { CartLine, Discount } from './pos';

/** A discount's reason is kept short: it is printed on the receipt. */
const DISCOUNT_REASON_MAX = 120;

export const DISCOUNT_MESSAGES = {
  percent: 'A percentage discount is more than 0 and at most 100, with two decimals at most',
  amount: 'A discount amount is more than 0',
  reason: 'Give a reason for the discount',
  reasonLong: `A discount reason is at most ${DISCOUNT_REASON_MAX} characters`,
} as const;

/** What is wrong with a discount, if anything. */
export function discountProblem(discount: Discount): string | undefined {
  if (discount.kind === 'percent') {
    const hundredths = discount.value * 100;
    if (
      !(discount.value > 0 && discount.value <= 100) ||
      Math.abs(hundredths - Math.round(hundredths)) > 1e-9
    )
      return DISCOUNT_MESSAGES.percent;
  } else if (!(isCents(discount.value) && discount.value > 0)) return DISCOUNT_MESSAGES.amount;
  if (isBlank(discount.reason)) return DISCOUNT_MESSAGES.reason;
  if (discount.reason.trim().length > DISCOUNT_REASON_MAX) return DISCOUNT_MESSAGES.reasonLong;
  return undefined;
}

type DiscountField = `lines.${string}.discount` | 'cartDiscount';

/** Every discount of a checkout, the lines' and the cart's: one message per field that fails. */
export function validateDiscounts(
  lines: readonly CartLine[],
  cartDiscount: Discount | undefined,
): Validation<true, DiscountField> {
  const errors: FieldErrors<DiscountField> = {};
  for (const line of lines) {
    const problem = line.discount && discountProblem(line.discount);
    if (problem) errors[`lines.${line.id}.discount`] = problem;
  }
  const cartProblem = cartDiscount && discountProblem(cartDiscount);
  if (cartProblem) errors.cartDiscount = cartProblem;
  const first = Object.values(errors).find(Boolean);
  return validated(errors, () => true as const, first ? saleNotRecordedNotice(first) : undefined);
}

const FAST_DELIVERY_CUSTOMER_MESSAGES = {
  customer: 'Fast Delivery needs a customer: choose or add one',
  phone: 'Fast Delivery needs the customer’s phone',
  address: 'Fast Delivery needs the customer’s address',
} as const;

type FastDeliveryField = 'customer' | 'customer.phone' | 'customer.address';

/** A Fast Delivery goes to a named customer with a phone and an address (not the walk-in). */
export function validateFastDeliveryCustomer(
  customer: DeliveryCustomer | undefined,
): Validation<true, FastDeliveryField> {
  const errors: FieldErrors<FastDeliveryField> = {};
  if (!customer || isBlank(customer.name)) errors.customer = FAST_DELIVERY_CUSTOMER_MESSAGES.customer;
  else {
    if (isBlank(customer.phone)) errors['customer.phone'] = FAST_DELIVERY_CUSTOMER_MESSAGES.phone;
    if (isBlank(customer.address)) errors['customer.address'] = FAST_DELIVERY_CUSTOMER_MESSAGES.address;
  }
  const first = errors.customer ?? errors['customer.phone'] ?? errors['customer.address'];
  return validated(errors, () => true as const, first ? saleNotRecordedNotice(first) : undefined);
}

/** A cashier's discount over the settings' limit: a manager or owner gives it. */
export function discountOverLimitNotice(limitPercent: number): Notice {
  return {
    title: 'Discount Needs a Manager',
    message: `Cashiers may give up to ${limitPercent}% off; ask a manager or owner for more`,
    destructive: true,
  };
}
