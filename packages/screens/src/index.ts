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
export { GLOBAL_SEARCH_PLACEHOLDER, SearchScreen, type SearchScreenProps } from './search/SearchScreen';
export {
  FAST_DELIVERY_DESCRIPTION,
  SettingsScreen,
  type SettingsScreenProps,
  type SettingsTab,
} from './settings/SettingsScreen';
export {
  type ExportFormat,
  ToolsScreen,
  type ToolsScreenProps,
  type ToolsSection,
} from './tools/ToolsScreen';
