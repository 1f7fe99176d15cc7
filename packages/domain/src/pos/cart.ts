import { ValidationError } from '../contract/errors';
import { type Validation, validated } from '../contract/validation';
import type { DeliveryCustomer, NewDeliveryOrder } from '../deliveries/delivery';
import { type Cents, isCents } from '../format/money';
import type { FieldErrors } from '../notices/tone';
import type { Cart, CartLine, CheckoutChoice, Discount, PosProduct, SalePaymentMethod } from './pos';
import { FAST_DELIVERY_ESTIMATE } from './pos';
import { type PricingRules, priceSale, type SalePrice } from './pricing';
import type { Sale, SaleStatus } from './sale';
import { mainMethod, resolveTenders } from './tender';

/** The customer recorded for a POS sale when none is given. */
export const WALK_IN_CUSTOMER: DeliveryCustomer = { name: 'Walk-in Customer', phone: '', address: '' };

export const CART_EMPTY_MESSAGE = 'Add at least one product to the cart';

/** §4 POS cart: clicking a product adds one unit, or one more to its existing line. */
export function addToCart(cart: Cart, product: Pick<PosProduct, 'id' | 'name' | 'price'>): CartLine[] {
  if (cart.some((line) => line.id === product.id)) {
    return cart.map((line) => (line.id === product.id ? { ...line, quantity: line.quantity + 1 } : line));
  }
  return [...cart, { id: product.id, name: product.name, price: product.price, quantity: 1 }];
}

/**
 * §4 POS cart: sets a line's quantity; 0 or below (or not a number) removes the line.
 * Fractions are truncated to whole units. Unknown ids leave the cart unchanged.
 */
export function setQuantity(cart: Cart, id: string, quantity: number): CartLine[] {
  const whole = Number.isFinite(quantity) ? Math.trunc(quantity) : 0;
  if (whole <= 0) return removeFromCart(cart, id);
  return cart.map((line) => (line.id === id ? { ...line, quantity: whole } : line));
}

export function removeFromCart(cart: Cart, id: string): CartLine[] {
  return cart.filter((line) => line.id !== id);
}

/** §4 POS cart: Clear empties the cart. */
export function clearCart(): CartLine[] {
  return [];
}

export function lineTotal(line: Pick<CartLine, 'price' | 'quantity'>): Cents {
  return line.price * line.quantity;
}

/** Units in the cart. */
export function cartItemCount(cart: Cart): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0);
}

export interface CartTotals extends SalePrice {
  itemCount: number;
}

/**
 * The cart's figures as the till shows them: subtotal, discounts, tax at the settings' rate, the
 * delivery fee and the total, in cents (`priceSale`, the one computation the server repeats).
 */
export function cartTotals(
  cart: readonly CartLine[],
  rules: PricingRules,
  cartDiscount?: Discount,
): CartTotals {
  return { ...priceSale(cart, cartDiscount, rules), itemCount: cartItemCount(cart) };
}

/**
 * What a choice records as the sale's payment method: its largest tender's. Store Pickup and
 * Fast Delivery have no payment step in the POS: they record "cash" (paid at collection or on
 * delivery).
 */
export function paymentMethodFor(choice: CheckoutChoice, total: Cents): SalePaymentMethod {
  if (choice.kind === 'account') return 'account';
  return choice.kind === 'payment' ? mainMethod(resolveTenders(total, choice.tenders), 'cash') : 'cash';
}

/**
 * The status of the recorded sale: a payment completes it; Store Pickup leaves it pending
 * (awaiting collection); Fast Delivery makes it processing (out for delivery).
 */
export function saleStatusFor(choice: CheckoutChoice): SaleStatus {
  if (choice.kind === 'payment' || choice.kind === 'account') return 'completed';
  return choice.option === 'pickup' ? 'pending' : 'processing';
}

export interface CheckoutContext {
  /** The new sale's id, which is also its order id. */
  saleId: string;
  /** YYYY-MM-DD. */
  date: string;
  /** Defaults to WALK_IN_CUSTOMER. */
  customer?: DeliveryCustomer;
  /** The customer record sold to, if one was chosen. */
  customerId?: string;
  /** The sale's money, priced by `priceSale`. */
  price: SalePrice;
}

export interface CheckoutResult {
  /** Always empty: any payment or delivery choice empties the cart. */
  cart: CartLine[];
  sale: Sale;
  /** For Fast Delivery: the new delivery order (pending, normal, "30 mins"); otherwise null. */
  deliveryOrder: NewDeliveryOrder | null;
}

/** A cart line's field: `lines.<line id>`. */
export type CartLineField = `lines.${string}`;

/** The lines of a sale as sent: each a whole quantity of at least 1 at a price of 0 or more (in cents). */
export function validateCartLines(lines: readonly CartLine[]): Validation<CartLine[], CartLineField> {
  const errors: FieldErrors<CartLineField> = {};
  for (const line of lines) {
    if (!Number.isInteger(line.quantity) || line.quantity < 1) {
      errors[`lines.${line.id}`] = 'Quantity must be a whole number of at least 1';
    } else if (!isCents(line.price)) {
      errors[`lines.${line.id}`] = 'Price must be 0 or more';
    }
  }
  return validated(errors, () => [...lines]);
}

/**
 * §4 POS cart: any payment or delivery choice empties the cart and yields the sale
 * (and, for Fast Delivery, a new delivery order). An empty cart cannot be checked out.
 */
export function checkout(cart: Cart, choice: CheckoutChoice, context: CheckoutContext): CheckoutResult {
  if (cart.length === 0) {
    throw new ValidationError(CART_EMPTY_MESSAGE, { cart: CART_EMPTY_MESSAGE });
  }
  const customer = context.customer ?? WALK_IN_CUSTOMER;
  const { total } = context.price;
  const itemCount = cartItemCount(cart);
  const paymentMethod = paymentMethodFor(choice, total);
  const sale: Sale = {
    id: context.saleId,
    customer: customer.name,
    amount: total,
    status: saleStatusFor(choice),
    paymentMethod,
    date: context.date,
    items: itemCount,
    ...(context.customerId ? { customerId: context.customerId } : {}),
  };
  const deliveryOrder: NewDeliveryOrder | null =
    choice.kind === 'delivery' && choice.option === 'fast'
      ? {
          orderId: sale.id,
          items: itemCount,
          total,
          // Paid on delivery.
          paymentMethod: 'cash',
          customer: { ...customer },
          status: 'pending',
          priority: 'normal',
          estimatedTime: FAST_DELIVERY_ESTIMATE,
        }
      : null;
  return { cart: clearCart(), sale, deliveryOrder };
}
