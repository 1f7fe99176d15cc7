/**
 * The business's data as the app reads it, one name per kind of read: what a call declares it
 * changes, and the root of the app's cached reads of it (refetched after the call).
 */
const DATA_NAMES = [
  'products',
  'product',
  'posProducts',
  'parkedCarts',
  'sales',
  'returns',
  'drawer',
  'invoices',
  'payments',
  'deliveries',
  'riders',
  'customers',
  'suppliers',
  'purchaseProducts',
  'purchaseOrders',
  'shelves',
  'bins',
  'dashboard',
  'analytics',
  'notifications',
  'categories',
  'locations',
  'lowStock',
  'menuBadges',
  'settings',
  'account',
  'staff',
  'activity',
  'backups',
] as const;
export type DataName = (typeof DATA_NAMES)[number];

/** Every read: what replacing the whole business (a restore) changes. */
export const ALL_DATA: readonly DataName[] = DATA_NAMES;

/** Every read computed from the catalogue and the stock ledger: what a change of stock changes. */
export const STOCK_FIGURES = [
  'products',
  'product',
  'posProducts',
  'purchaseProducts',
  'shelves',
  'dashboard',
  'categories',
  'locations',
  'lowStock',
  'menuBadges',
  // A change that takes a product to its threshold raises a notification.
  'notifications',
] as const satisfies readonly DataName[];

/** What a purchase order's change changes: the orders, the menu's count of awaited ones, late-order notifications. */
export const PURCHASING_FIGURES = [
  'purchaseOrders',
  'menuBadges',
  'notifications',
] as const satisfies readonly DataName[];
