// @warehouse/domain/overview: The dashboard, analytics, notifications, categories, locations and low-stock summaries.

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
