// Parking a cart: a cashier puts the current sale aside (a customer fetching their wallet) and
// starts another; the parked cart is kept on the server, so any till may resume it, once.
import { ValidationError } from '../contract/errors';
import { valueOrThrow } from '../contract/validation';
import type { Cents } from '../format/money';
import { CART_EMPTY_MESSAGE, cartItemCount, lineTotal, validateCartLines, WALK_IN_CUSTOMER } from './cart';
import { validateDiscounts } from './checkoutRules';
import type { CartLine, Discount } from './pos';

/** What the till sends to park its cart. */
export interface ParkCartInput {
  lines: CartLine[];
  cartDiscount?: Discount;
  /** The customer record the sale was for, if one was chosen. */
  customerId?: string;
}

/** A parked cart, as the list of parked carts shows it and a resume gives it back. */
export interface ParkedCart extends ParkCartInput {
  id: string;
  /** Whose sale it is: the customer's name, or the walk-in. */
  customerName: string;
  itemCount: number;
  /** The lines' worth at their prices when parked, before discounts and tax. */
  subtotal: Cents;
  parkedBy: string;
  /** ISO. */
  parkedAt: string;
}

/** Whose sale a cart is when no customer was chosen. */
export const WALK_IN_NAME = WALK_IN_CUSTOMER.name;

/** A cart fit to park: lines that could be sold, and discounts that are discounts. */
export function checkedCartToPark(input: ParkCartInput): ParkCartInput {
  if (input.lines.length === 0) throw new ValidationError(CART_EMPTY_MESSAGE, { cart: CART_EMPTY_MESSAGE });
  const lines = valueOrThrow(validateCartLines(input.lines));
  valueOrThrow(validateDiscounts(lines, input.cartDiscount));
  return {
    lines,
    ...(input.cartDiscount ? { cartDiscount: input.cartDiscount } : {}),
    ...(input.customerId ? { customerId: input.customerId } : {}),
  };
}

/** A parked cart's figures for the list. */
export function parkedFigures(lines: readonly CartLine[]): Pick<ParkedCart, 'itemCount' | 'subtotal'> {
  return {
    itemCount: cartItemCount(lines),
    subtotal: lines.reduce((sum, line) => sum + lineTotal(line), 0),
  };
}
