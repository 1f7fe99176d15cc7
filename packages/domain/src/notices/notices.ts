import { type Cents, DEFAULT_CURRENCY, formatMoney } from '../format/money';
import type { Notice } from './notice';
import type { Tone } from './tone';

const notice = (title: string, message: string, destructive: boolean): Notice => ({
  title,
  message,
  destructive,
});

// §8 The notices, with their exact texts.
export const LOGIN_FAILED_NOTICE = notice('Login Failed', 'Please enter your User ID and Password', true);
export const LOGIN_SUCCESSFUL_NOTICE = notice(
  'Login Successful',
  'Welcome to Warehouse Management System',
  false,
);
export const LOGGED_OUT_NOTICE = notice('Logged Out', 'You have been successfully logged out', false);
export const MISSING_INFORMATION_NOTICE = notice(
  'Missing Information',
  'Please select a supplier and add products to the order',
  true,
);

/** "Google login integration coming soon". */
export function socialLoginNotice(provider: string): Notice {
  return notice('Social Login', `${provider} login integration coming soon`, false);
}

/** "{product} added to purchase order"; takes a product name or anything with a name. */
export function productAddedNotice(product: string | { readonly name: string }): Notice {
  const name = typeof product === 'string' ? product : product.name;
  return notice('Product Added', `${name} added to purchase order`, false);
}

/** "Order for $1,234.56 created successfully" (`total` in cents). */
export function purchaseOrderCreatedNotice(total: Cents, currency: string = DEFAULT_CURRENCY): Notice {
  return notice(
    'Purchase Order Created',
    `Order for ${formatMoney(total, currency)} created successfully`,
    false,
  );
}

/** A sale asking for more than the selling location holds ("Only 3 left of USB-C Cable"). */
// Drafts, receiving and cancelling purchase orders.
export function purchaseOrderDraftSavedNotice(id: string): Notice {
  return notice('Draft Saved', `${id} saved as a draft`, false);
}

export function goodsReceivedNotice(id: string, units: number): Notice {
  return notice('Goods Received', `${units} ${units === 1 ? 'unit' : 'units'} received on ${id}`, false);
}

export function supplierAddedNotice(name: string): Notice {
  return notice('Supplier Added', `${name} was added`, false);
}

export function supplierSavedNotice(name: string): Notice {
  return notice('Supplier Saved', `${name} was saved`, false);
}

/** A cart parked at the till: another sale can start, and any till can resume it. */
export function cartParkedNotice(customerName: string): Notice {
  return notice('Cart Parked', `${customerName}'s cart waits in Parked Carts`, false);
}

export function customerAddedNotice(name: string): Notice {
  return notice('Customer Added', `${name} was added`, false);
}

export function customerSavedNotice(name: string): Notice {
  return notice('Customer Saved', `${name} was saved`, false);
}

/** An archived customer leaves the list and the till's search; their sales stay. */
export function customerArchivedNotice(name: string): Notice {
  return notice('Customer Archived', `${name} was archived; their sales are kept`, false);
}

/** A category renamed: "Electronics is now Electronics & Gadgets". */
export function categoryRenamedNotice(before: string, after: string): Notice {
  return notice('Category Renamed', `${before} is now ${after}`, false);
}

/** "Reorder all": the drafts it made, or that there was nothing left to order. */
export function reorderDraftsNotice(count: number): Notice {
  return count > 0
    ? notice('Drafts Created', `${count} draft purchase ${count === 1 ? 'order' : 'orders'} to review`, false)
    : notice('Nothing to Reorder', 'Everything low is already on order', false);
}

/** "Reorder" of a product that open orders already cover. */
export const ALREADY_ON_ORDER_NOTICE = notice(
  'Already on Order',
  'Open purchase orders already bring it back above its minimum',
  false,
);

export function purchaseOrderCancelledNotice(id: string): Notice {
  return notice('Purchase Order Cancelled', `${id} was cancelled`, false);
}

export const RECEIPT_EMPTY_NOTICE = notice(
  'Nothing Received',
  'Enter how many arrived of at least one product',
  true,
);
export const CANCEL_REASON_REQUIRED_NOTICE = notice(
  'Reason Required',
  'Say why the order is cancelled',
  true,
);

/** Receiving more than a line still awaits. */
export function overReceiptNotice(name: string, remaining: number): Notice {
  return notice(
    'Too Many Received',
    remaining > 0 ? `Only ${remaining} left to receive of ${name}` : `All of ${name} has been received`,
    true,
  );
}

/** An action its order's state does not allow ("PO-0003 is cancelled"). */
export function purchaseOrderStateNotice(id: string, statusLabel: string): Notice {
  return notice('Not Possible Now', `${id} is ${statusLabel.toLowerCase()}`, true);
}

export function notEnoughStockNotice(name: string, left: number): Notice {
  return notice(
    'Not Enough Stock',
    left > 0 ? `Only ${left} left of ${name}` : `${name} is out of stock`,
    true,
  );
}

/** A SKU is one product's or variant's only. */
export function skuTakenMessage(sku: string, owner: string): string {
  return `SKU ${sku} is already used by ${owner}`;
}

/** A sale's key names one sale; sending it with another cart is a mistake of the till. */
/** A sale refused for something the cashier can put right (a payment, a customer, a discount), said at the till. */
export function saleNotRecordedNotice(message: string): Notice {
  return notice('Sale Not Recorded', message, true);
}

export const SALE_KEY_REUSED_NOTICE = notice(
  'Sale Not Recorded',
  'This sale was already recorded with other items: start a new sale',
  true,
);

/** A product with stock history is archived, not deleted. */
export function productHasHistoryNotice(name: string): Notice {
  return notice(
    'Cannot Delete Product',
    `${name} has stock history, so it cannot be deleted: archive it instead`,
    true,
  );
}

/** A shelf is a bin that holds stock, so its id is its own. */
export function shelfExistsMessage(id: string): string {
  return `Shelf ${id} already exists`;
}

/** Destructive notices use the critical tone; others are neutral. */
export function noticeTone(value: Notice): Tone {
  return value.destructive ? 'critical' : 'neutral';
}

/** §2.4 404 page heading. */
export const PAGE_NOT_FOUND_TITLE = 'Oops! Page not found';
/** §2.4 Router fallback heading. */
export const UNEXPECTED_ERROR_TITLE = 'Unexpected Application Error!';
/** §2.5 Empty states. */
export const EMPTY_CART_TEXT = 'Cart is empty. Add products to start a sale.';
export const NO_VARIANTS_TEXT =
  'No variants added. Add variants for products with different sizes, colors, or configurations.';
export const NO_SHELVES_TEXT = 'No shelves found. Try adjusting your search or filter criteria.';
