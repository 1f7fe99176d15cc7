// §2.3 The side menu's content: its groups and entries with their names, routes (§2.4) and fixed
// display badges. It is the layout's own content, like any screen's texts: here, not in domain (no
// business rule) nor in app (the layout's stories need it too).

export type NavItemId =
  | 'dashboard'
  | 'search'
  | 'notifications'
  | 'inventory'
  | 'inventory-add'
  | 'categories'
  | 'low-stock'
  | 'locations'
  | 'shelving'
  | 'scan'
  | 'purchases'
  | 'sales'
  | 'invoices'
  | 'returns'
  | 'payments'
  | 'orders'
  | 'orders-create'
  | 'shipments'
  | 'operations-returns'
  | 'riders'
  | 'schedule'
  | 'analytics'
  | 'reports'
  | 'performance'
  | 'tools-import'
  | 'tools-export'
  | 'tools-backup'
  | 'settings'
  | 'users'
  | 'staff'
  | 'activity'
  | 'profile'
  | 'help'
  | 'logout';

export interface NavItem {
  id: NavItemId;
  label: string;
  href: string;
  /** A fixed display count (§2.2: not loaded from a server). */
  badge?: number;
}

export interface NavGroup {
  title: string;
  items: NavItem[];
}

/** The side menu's title (§1). */
export const MENU_TITLE = 'Warehouse';
export const LOGOUT_PATH = '/logout';

export const NAV_GROUPS: readonly NavGroup[] = [
  {
    title: 'Main Navigation',
    items: [
      { id: 'dashboard', label: 'Dashboard', href: '/' },
      { id: 'search', label: 'Search', href: '/search' },
      { id: 'notifications', label: 'Notifications', href: '/notifications', badge: 3 },
    ],
  },
  {
    title: 'Inventory Management',
    items: [
      { id: 'inventory', label: 'All Inventory', href: '/inventory' },
      { id: 'inventory-add', label: 'Add Product', href: '/inventory/add' },
      { id: 'categories', label: 'Categories', href: '/inventory/categories' },
      { id: 'low-stock', label: 'Low Stock', href: '/inventory/low-stock', badge: 12 },
      { id: 'locations', label: 'Locations', href: '/inventory/locations' },
      { id: 'shelving', label: 'Warehouse Shelving', href: '/inventory/shelving' },
      { id: 'scan', label: 'Scan Items', href: '/inventory/scan' },
    ],
  },
  {
    title: 'Transactions',
    items: [
      { id: 'purchases', label: 'Purchases', href: '/purchases', badge: 5 },
      { id: 'sales', label: 'Sales', href: '/sales', badge: 23 },
      { id: 'invoices', label: 'Invoices', href: '/invoices', badge: 8 },
      { id: 'returns', label: 'Returns', href: '/returns', badge: 2 },
      { id: 'payments', label: 'Payments', href: '/payments' },
    ],
  },
  {
    title: 'Operations',
    items: [
      { id: 'orders', label: 'Orders', href: '/orders', badge: 8 },
      { id: 'orders-create', label: 'Create Order', href: '/orders/create' },
      { id: 'shipments', label: 'Shipments', href: '/shipments' },
      { id: 'operations-returns', label: 'Returns', href: '/operations/returns', badge: 2 },
      { id: 'riders', label: 'Rider Tasks', href: '/riders' },
      { id: 'schedule', label: 'Schedule', href: '/schedule' },
    ],
  },
  {
    title: 'Analytics & Reports',
    items: [
      { id: 'analytics', label: 'Analytics', href: '/analytics' },
      { id: 'reports', label: 'Reports', href: '/reports' },
      { id: 'performance', label: 'Performance', href: '/performance' },
    ],
  },
  {
    title: 'Tools',
    items: [
      { id: 'tools-import', label: 'Import Data', href: '/tools/import' },
      { id: 'tools-export', label: 'Export Data', href: '/tools/export' },
      { id: 'tools-backup', label: 'Backup', href: '/tools/backup' },
    ],
  },
  {
    title: 'System',
    items: [
      { id: 'settings', label: 'Settings', href: '/settings' },
      { id: 'users', label: 'Users', href: '/users' },
      // Staff accounts, beside the spec's Users.
      { id: 'staff', label: 'Staff', href: '/staff' },
      { id: 'activity', label: 'Activity', href: '/activity' },
      { id: 'profile', label: 'Profile', href: '/profile' },
      { id: 'help', label: 'Help', href: '/help' },
      { id: 'logout', label: 'Logout', href: LOGOUT_PATH },
    ],
  },
];

/** The menu entry a path belongs to: the exact match, else the longest matching prefix (not "/"). */
export function activeNavItem(pathname: string): NavItem | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const items = NAV_GROUPS.flatMap((group) => group.items);
  const exact = items.find((item) => item.href === path);
  if (exact) return exact;
  return items
    .filter((item) => item.href !== '/' && path.startsWith(`${item.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0];
}
