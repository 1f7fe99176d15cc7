import type { DataName } from '@warehouse/domain/contract';

/**
 * The root of the app's cached reads of each kind of data: a read's key starts with it, and an
 * action refetches the roots of what its calls declare they change.
 */
export const queryKeys = {
  products: ['products'],
  /** One product's record, under ['product', id]. */
  product: ['product'],
  posProducts: ['pos-products'],
  parkedCarts: ['parked-carts'],
  sales: ['sales'],
  returns: ['returns'],
  drawer: ['drawer'],
  invoices: ['invoices'],
  payments: ['payments'],
  deliveries: ['deliveries'],
  riders: ['riders'],
  customers: ['customers'],
  suppliers: ['suppliers'],
  purchaseProducts: ['purchase-products'],
  purchaseOrders: ['purchase-orders'],
  shelves: ['shelves'],
  bins: ['bins'],
  dashboard: ['dashboard'],
  analytics: ['analytics'],
  notifications: ['notifications'],
  categories: ['categories'],
  locations: ['locations'],
  lowStock: ['low-stock'],
  menuBadges: ['menu-badges'],
  settings: ['settings'],
  account: ['account'],
  staff: ['staff'],
  activity: ['activity'],
  backups: ['backups'],
} as const satisfies Record<DataName, readonly [string]>;
