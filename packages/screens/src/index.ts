// Presentational pages: props in, on* callbacks out.

export {
  AccountScreen,
  type AccountScreenProps,
  type AccountTab,
} from './account/AccountScreen';
export {
  AnalyticsScreen,
  type AnalyticsScreenProps,
  formatKpiValue,
  type TopProduct,
} from './analytics/AnalyticsScreen';
export { CUSTOMER_SINCE_TEXT, CustomersScreen, type CustomersScreenProps } from './customers/CustomersScreen';
export {
  DashboardScreen,
  type DashboardScreenProps,
  QUICK_ACTIONS,
  type QuickActionId,
} from './dashboard/DashboardScreen';
export { CreateDeliveryDialog, type CreateDeliveryDialogProps } from './delivery/CreateDeliveryDialog';
export { DeliveryScreen, type DeliveryScreenProps } from './delivery/DeliveryScreen';
export { ErrorScreen, type ErrorScreenProps, errorText } from './errors/ErrorScreen';
export { NotFoundScreen, type NotFoundScreenProps } from './errors/NotFoundScreen';
export { CategoriesScreen, type CategoriesScreenProps } from './inventory/CategoriesScreen';
export { InventoryScreen, type InventoryScreenProps } from './inventory/InventoryScreen';
export { LocationsScreen, type LocationsScreenProps } from './inventory/LocationsScreen';
export { LowStockScreen, type LowStockScreenProps } from './inventory/LowStockScreen';
export { ProductDialog, type ProductDialogProps } from './inventory/ProductDialog';
export { ScanScreen, type ScanScreenProps } from './inventory/ScanScreen';
export { AppLayout, type AppLayoutProps, NAV_ICONS, TOP_BAR_SEARCH_PLACEHOLDER } from './layout/AppLayout';
export { NotificationsScreen, type NotificationsScreenProps } from './notifications/NotificationsScreen';
export {
  PLACEHOLDER_PAGES,
  type PlaceholderPage,
  type PlaceholderPageId,
  PlaceholderScreen,
  type PlaceholderScreenProps,
} from './placeholder/PlaceholderScreen';
export { PosScreen, type PosScreenProps } from './pos/PosScreen';
export {
  PurchaseOrderScreen,
  type PurchaseOrderScreenProps,
} from './purchases/PurchaseOrderScreen';
export { RiderDialog, type RiderDialogProps } from './riders/RiderDialog';
export {
  RIDER_ACTION_LABELS,
  type RiderAction,
  RidersScreen,
  type RidersScreenProps,
} from './riders/RidersScreen';
export { SalesScreen, type SalesScreenProps } from './sales/SalesScreen';
export { GLOBAL_SEARCH_PLACEHOLDER, SearchScreen, type SearchScreenProps } from './search/SearchScreen';
export { LoginScreen, type LoginScreenProps } from './session/LoginScreen';
export { AUTO_LOGOUT_DELAY_MS, LogoutScreen, type LogoutScreenProps } from './session/LogoutScreen';
export {
  FAST_DELIVERY_DESCRIPTION,
  SettingsScreen,
  type SettingsScreenProps,
  type SettingsTab,
} from './settings/SettingsScreen';
export { ShelvingScreen, type ShelvingScreenProps } from './shelving/ShelvingScreen';
export {
  type ExportFormat,
  ToolsScreen,
  type ToolsScreenProps,
  type ToolsSection,
} from './tools/ToolsScreen';
