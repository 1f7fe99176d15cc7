import type { Cents } from '../format/money';
import type { SaleStatus } from '../pos/sale';

/** §3 Dashboard stat card. */
export interface StatCard {
  title: string;
  value: string;
  change: string;
  changeType: 'positive' | 'negative';
}

/** A dashboard "Recent Orders" entry. */
export interface RecentOrder {
  id: string;
  customer: string;
  amount: Cents;
  status: SaleStatus;
}

/** §3 Low-stock item (the Low Stock screen). */
export interface LowStockItem {
  /** The product, for "Reorder". */
  productId: string;
  name: string;
  current: number;
  minimum: number;
  category: string;
  /** What open purchase orders will still bring. */
  onOrder: number;
}

/** §3 Low-stock item, dashboard variant. */
export interface DashboardLowStockItem {
  /** The product, for "Restock". */
  productId: string;
  name: string;
  stock: number;
  threshold: number;
}

export interface Dashboard {
  stats: StatCard[];
  recentOrders: RecentOrder[];
  lowStock: DashboardLowStockItem[];
  /** Purchase orders past their expected delivery day. */
  latePurchaseOrders: number;
}

/** §2.5 Analytics KPI card, "from last month". */
export interface Kpi {
  id: 'revenue' | 'orders' | 'newCustomers' | 'averageOrder';
  title: string;
  /** Cents for a 'money' KPI, a count for a 'count' one. */
  value: number;
  /** 'money' values display with formatMoney; 'count' values with formatCount. */
  format: 'money' | 'count';
  /** Change from last month in percent, e.g. 20.1. */
  change: number;
}

export type NotificationKind =
  | 'low_stock'
  | 'new_order'
  | 'rider_assignment'
  | 'late_purchase_order'
  /** An automatic backup that failed (the server's schedule, Settings → Backup). */
  | 'backup_failed';

export interface AppNotification {
  id: string;
  kind: NotificationKind;
  title: string;
  message: string;
  time: string;
}

/** The side menu's badges: each counts what its screen is about. */
export interface MenuBadges {
  /** The notifications listed. */
  notifications: number;
  /** The products Low Stock lists. */
  lowStock: number;
  /** Purchase orders awaiting their goods (ordered or partly received). */
  purchases: number;
  /** Today's sales. */
  sales: number;
  /** Open orders: sales pending or processing. */
  orders: number;
  /** Invoices that still owe something: unpaid, partly paid or overdue. */
  invoices: number;
  /** Customer return requests still open: requested or received. */
  returns: number;
}

/** A Categories screen card: a name and a product count. */
export interface CategorySummary {
  id: string;
  name: string;
  productCount: number;
}

/** A Locations screen card: a name and an item count. */
export interface LocationSummary {
  id: string;
  name: string;
  itemCount: number;
}
