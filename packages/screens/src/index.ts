// Presentational pages: props in, on* callbacks out.

export {
  AccountScreen,
  type AccountScreenProps,
  type AccountTab,
  type PasswordChange,
} from './account/AccountScreen';
export {
  AnalyticsScreen,
  type AnalyticsScreenProps,
  formatKpiValue,
  type TopProduct,
} from './analytics/AnalyticsScreen';
export { CUSTOMER_SINCE_TEXT, CustomersScreen, type CustomersScreenProps } from './customers/CustomersScreen';
export { CreateDeliveryDialog, type CreateDeliveryDialogProps } from './delivery/CreateDeliveryDialog';
export { DeliveryScreen, type DeliveryScreenProps } from './delivery/DeliveryScreen';
export { CategoriesScreen, type CategoriesScreenProps } from './inventory/CategoriesScreen';
export { LocationsScreen, type LocationsScreenProps } from './inventory/LocationsScreen';
export { LowStockScreen, type LowStockScreenProps } from './inventory/LowStockScreen';
export { ScanScreen, type ScanScreenProps } from './inventory/ScanScreen';
export { NotificationsScreen, type NotificationsScreenProps } from './notifications/NotificationsScreen';
export {
  PLACEHOLDER_PAGES,
  type PlaceholderPage,
  type PlaceholderPageId,
  PlaceholderScreen,
  type PlaceholderScreenProps,
} from './placeholder/PlaceholderScreen';
export {
  type PurchaseOrderDraft,
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
