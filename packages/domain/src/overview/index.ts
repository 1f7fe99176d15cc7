// @warehouse/domain/overview: The dashboard, analytics, notifications, categories, locations and low-stock summaries.

export {
  type RaisedNotification,
  raisedBySale,
  reachingThreshold,
  riderAssignedRaised,
  saleDrops,
  timeAgo,
} from './notifications';
export type {
  AppNotification,
  CategorySummary,
  DashboardLowStockItem,
  Kpi,
  LocationSummary,
  LowStockItem,
  NotificationKind,
  RecentOrder,
  StatCard,
} from './overview';
export {
  type CustomerTally,
  comparedSince,
  customerWithTally,
  type DaySpan,
  figureMonths,
  OPEN_ORDER_STATUSES,
  RECENT_ORDERS_SHOWN,
  recentOrders,
  type SalesTally,
  type StockTally,
  salesKpis,
} from './salesFigures';
