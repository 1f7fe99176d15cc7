// Presentational pages: props in, on* callbacks out.

export { AccountScreen } from './account/AccountScreen';
export { type ActivityFilters, ActivityScreen } from './activity/ActivityScreen';
export { AnalyticsScreen } from './analytics/AnalyticsScreen';
export { CustomersScreen } from './customers/CustomersScreen';
export { DashboardScreen, type QuickActionId } from './dashboard/DashboardScreen';
export { DeliveryScreen } from './delivery/DeliveryScreen';
export { DrawerScreen } from './drawer/DrawerScreen';
export { ErrorScreen } from './errors/ErrorScreen';
export { NoAccessScreen } from './errors/NoAccessScreen';
export { NotFoundScreen } from './errors/NotFoundScreen';
export { CategoriesScreen } from './inventory/CategoriesScreen';
export { InventoryScreen } from './inventory/InventoryScreen';
export { LocationsScreen } from './inventory/LocationsScreen';
export { LowStockScreen } from './inventory/LowStockScreen';
export { type CameraState, type ScannedItem, type ScanResult, ScanScreen } from './inventory/ScanScreen';
export { type InvoiceFilters, InvoicesScreen } from './invoices/InvoicesScreen';
export { AppLayout } from './layout/AppLayout';
export { LOGOUT_PATH } from './layout/menu';
export { NotificationsScreen } from './notifications/NotificationsScreen';
export { type PaymentFilters, PaymentsScreen } from './payments/PaymentsScreen';
export {
  PLACEHOLDER_PAGES,
  type PlaceholderPageId,
  PlaceholderScreen,
} from './placeholder/PlaceholderScreen';
export type { CustomerFinder } from './pos/CustomerPicker';
export { PosScreen } from './pos/PosScreen';
export { ReceiptDialog } from './pos/ReceiptDialog';
export { ProfileScreen } from './profile/ProfileScreen';
export { PurchaseOrderDetailScreen } from './purchases/PurchaseOrderDetailScreen';
export { PurchaseOrderScreen } from './purchases/PurchaseOrderScreen';
export { PurchasesScreen } from './purchases/PurchasesScreen';
export { ReturnDialog } from './returns/ReturnDialog';
export type { ReturnRequestsPanelProps } from './returns/ReturnRequestsPanel';
export { ReturnsScreen } from './returns/ReturnsScreen';
export { RidersScreen } from './riders/RidersScreen';
export { SalesScreen } from './sales/SalesScreen';
export { SearchScreen } from './search/SearchScreen';
export { ChoosePasswordScreen } from './session/ChoosePasswordScreen';
export { DemoModeBanner } from './session/DemoModeBanner';
export { LoginScreen } from './session/LoginScreen';
export { LogoutScreen } from './session/LogoutScreen';
export { SettingsScreen } from './settings/SettingsScreen';
export { CurrencyProvider } from './shared/money';
export { ShelvingScreen } from './shelving/ShelvingScreen';
export { StaffScreen } from './staff/StaffScreen';
export { SupplierDialog } from './suppliers/SupplierDialog';
export { SupplierScreen } from './suppliers/SupplierScreen';
export { SuppliersScreen } from './suppliers/SuppliersScreen';
export type { ImportRequest } from './tools/ImportDialog';
export { ToolsScreen, type ToolsSection } from './tools/ToolsScreen';
