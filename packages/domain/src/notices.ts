import { formatMoney } from './money';
import type { Notice } from './types/notice';
import type { Tone } from './types/tone';

/** §8 Error catalogue as data. Messages may hold `{provider}`, `{product}` or `{total}` placeholders. */
export interface CatalogueEntry {
  readonly where: string;
  readonly title: string;
  readonly message: string;
  readonly destructive: boolean;
}

export const NOTICE_CATALOGUE = {
  loginFailed: {
    where: 'Login, empty field',
    title: 'Login Failed',
    message: 'Please enter your User ID and Password',
    destructive: true,
  },
  loginSuccessful: {
    where: 'Login success',
    title: 'Login Successful',
    message: 'Welcome to Warehouse Management System',
    destructive: false,
  },
  loggedOut: {
    where: 'Logout',
    title: 'Logged Out',
    message: 'You have been successfully logged out',
    destructive: false,
  },
  socialLogin: {
    where: 'Social button',
    title: 'Social Login',
    message: '{provider} login integration coming soon',
    destructive: false,
  },
  missingInformation: {
    where: 'Purchase order invalid',
    title: 'Missing Information',
    message: 'Please select a supplier and add products to the order',
    destructive: true,
  },
  productAdded: {
    where: 'Product added to order',
    title: 'Product Added',
    message: '{product} added to purchase order',
    destructive: false,
  },
  purchaseOrderCreated: {
    where: 'Purchase order created',
    title: 'Purchase Order Created',
    message: 'Order for {total} created successfully',
    destructive: false,
  },
} as const satisfies Record<string, CatalogueEntry>;

export type NoticeId = keyof typeof NOTICE_CATALOGUE;

/** Fills `{name}` placeholders; unknown placeholders are left as they are. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** The notice for a catalogue entry, with its placeholders filled. */
export function notice(id: NoticeId, values: Readonly<Record<string, string>> = {}): Notice {
  const entry: CatalogueEntry = NOTICE_CATALOGUE[id];
  return { title: entry.title, message: fillTemplate(entry.message, values), destructive: entry.destructive };
}

export const LOGIN_FAILED_NOTICE: Notice = notice('loginFailed');
export const LOGIN_SUCCESSFUL_NOTICE: Notice = notice('loginSuccessful');
export const LOGGED_OUT_NOTICE: Notice = notice('loggedOut');
export const MISSING_INFORMATION_NOTICE: Notice = notice('missingInformation');

/** "Google login integration coming soon". */
export function socialLoginNotice(provider: string): Notice {
  return notice('socialLogin', { provider });
}

/** "{product} added to purchase order"; takes a product name or anything with a name. */
export function productAddedNotice(product: string | { readonly name: string }): Notice {
  return notice('productAdded', { product: typeof product === 'string' ? product : product.name });
}

/** "Order for $1,234.56 created successfully". */
export function purchaseOrderCreatedNotice(total: number): Notice {
  return notice('purchaseOrderCreated', { total: formatMoney(total) });
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
