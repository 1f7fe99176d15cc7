/** One key per list the containers read, so a mutation invalidates exactly what it changes. */
export const queryKeys = {
  products: ['products'],
  /** One product's record, under ['product', id]. */
  product: ['product'],
  posProducts: ['pos-products'],
  sales: ['sales'],
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
} as const;

/** Every read computed from the catalogue and the stock ledger: what a stock change invalidates. */
export const stockFigureKeys = [
  queryKeys.products,
  queryKeys.product,
  queryKeys.posProducts,
  queryKeys.purchaseProducts,
  queryKeys.shelves,
  queryKeys.dashboard,
  queryKeys.categories,
  queryKeys.locations,
  queryKeys.lowStock,
  queryKeys.menuBadges,
  // A change that takes a product to its threshold raises a notification (issue 14).
  queryKeys.notifications,
] as const;

/** What a purchase order's change invalidates: the orders, the menu's count of awaited ones, late-order notifications. */
/** What a supplier's edit changes: its record, and the orders listed, found and sorted by its name. */
export const supplierKeys = [queryKeys.suppliers, queryKeys.purchaseOrders] as const;

export const purchasingKeys = [
  queryKeys.purchaseOrders,
  queryKeys.menuBadges,
  queryKeys.notifications,
] as const;
