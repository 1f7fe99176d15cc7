// @warehouse/domain: entity types, business rules, sample data and the data contract. No React, no I/O.

export type { CartTotals, CheckoutContext, CheckoutResult } from './cart';
export {
  addToCart,
  CART_EMPTY_MESSAGE,
  cartItemCount,
  cartTotals,
  checkout,
  clearCart,
  lineTotal,
  paymentMethodFor,
  removeFromCart,
  saleStatusFor,
  setQuantity,
  WALK_IN_CUSTOMER,
} from './cart';
export type { CheckoutInput, RecordedSale, WarehouseApi } from './contract';
export type { DeliveryField, DeliveryInput, DeliveryStats } from './deliveries';
export {
  assignRider,
  canAssignRider,
  deliveryFromOrder,
  deliveryStats,
  NOT_ASSIGNABLE_MESSAGE,
  newDeliveryOrder,
  riderListEntries,
  validateDeliveryOrder,
} from './deliveries';
export { isNotFoundError, isValidationError, NotFoundError, ValidationError } from './errors';
export { formatChange, formatCount, isoDate, isoDateTime } from './format';
export { isBlank, isEmail, lenientDecimal, lenientWhole, parseDecimal, parseWhole } from './forms/fields';
export type { LoginField, LoginValidation, LoginValues, SocialProvider } from './forms/login';
export { SOCIAL_PROVIDERS, validateLogin } from './forms/login';
export type { PasswordChange, PasswordField } from './forms/password';
export {
  emptyPasswordChange,
  MIN_PASSWORD_LENGTH,
  PASSWORD_MESSAGES,
  validatePasswordChange,
} from './forms/password';
export type { ProductField, ProductFormResult } from './forms/product';
export {
  addVariant,
  emptyProductForm,
  PRODUCT_MESSAGES,
  parseProductForm,
  parseVariant,
  productFromForm,
  removeVariant,
  updateVariant,
} from './forms/product';
export type { RiderField, RiderFormResult } from './forms/rider';
export {
  emptyRiderForm,
  NEW_RIDER_LAST_ACTIVE,
  NEW_RIDER_LOCATION,
  RIDER_MESSAGES,
  riderFromForm,
  validateRiderForm,
} from './forms/rider';
export type { SettingsField } from './forms/settings';
export { SETTINGS_MESSAGES, SETTINGS_NOT_SAVED_NOTICE, validateSettings } from './forms/settings';
export type { MemoryApiOptions } from './memoryApi';
export { createIdGenerator, createMemoryApi } from './memoryApi';
export type { SaleTotals } from './money';
export { CURRENCY_SYMBOL, formatMoney, roundCents, SALE_TAX_RATE, saleTotals } from './money';
export {
  activeNavItem,
  LOGOUT_PATH,
  MENU_TITLE,
  NAV_GROUPS,
  type NavGroup,
  type NavItem,
  type NavItemId,
} from './navigation';
export type { CatalogueEntry, NoticeId } from './notices';
export {
  EMPTY_CART_TEXT,
  fillTemplate,
  LOGGED_OUT_NOTICE,
  LOGIN_FAILED_NOTICE,
  LOGIN_SUCCESSFUL_NOTICE,
  MISSING_INFORMATION_NOTICE,
  NO_SHELVES_TEXT,
  NO_VARIANTS_TEXT,
  NOTICE_CATALOGUE,
  notice,
  noticeTone,
  PAGE_NOT_FOUND_TITLE,
  productAddedNotice,
  purchaseOrderCreatedNotice,
  socialLoginNotice,
  UNEXPECTED_ERROR_TITLE,
} from './notices';
export type {
  LinePatch,
  PurchaseOrderDraft,
  PurchaseOrderField,
  PurchaseOrderValidation,
} from './purchaseOrder';
export {
  addProductToOrder,
  buildPurchaseOrder,
  emptyHeader,
  LINES_REQUIRED_MESSAGE,
  normalizeLine,
  normalizeQuantity,
  normalizeUnitPrice,
  orderTotal,
  PURCHASE_STOCK_BADGE_LIMIT,
  removeLine,
  resetPurchaseOrder,
  SUPPLIER_REQUIRED_MESSAGE,
  stockBadgeTone,
  updateLine,
  validatePurchaseOrder,
} from './purchaseOrder';
export {
  canRedeem,
  isRewardAvailable,
  NEED_MORE_POINTS_LABEL,
  REDEEM_LABEL,
  REWARD_POINTS_BALANCE,
  redeemLabel,
  withAvailability,
} from './rewards';
export type { RiderStats } from './riders';
export { riderStats } from './riders';
export { ACCOUNT_TABS, sampleAccount, sampleRewards } from './sample/account';
export { sampleDeliveries } from './sample/deliveries';
export {
  generateCustomers,
  generateDeliveries,
  generatePosProducts,
  generateProducts,
  generatePurchaseProducts,
  generateRiders,
  generateSales,
  generateShelves,
} from './sample/generate';
export { sampleSeed } from './sample/index';
export {
  CATEGORY_NAMES,
  KPI_CHANGE_SUFFIX,
  LOCATION_NAMES,
  LOW_STOCK_BADGE,
  NOTIFICATION_BADGE,
  sampleCategories,
  sampleDashboard,
  sampleKpis,
  sampleLocations,
  sampleLowStock,
  sampleNotifications,
} from './sample/overview';
export { sampleCustomers, sampleSuppliers } from './sample/people';
export { samplePosProducts } from './sample/pos';
export { createRandom, pick, randomInt, withRandomCounts } from './sample/prng';
export { sampleProducts } from './sample/products';
export { samplePurchaseProducts } from './sample/purchaseProducts';
export { sampleRiders } from './sample/riders';
export { sampleSales } from './sample/sales';
export { SETTINGS_TABS, sampleSettings } from './sample/settings';
export { sampleShelves } from './sample/shelves';
export type { SearchFn, SearchIndex } from './search';
export {
  createSearchIndex,
  customerSearchFields,
  deliverySearchFields,
  filterByQuery,
  filterDeliveries,
  filterShelves,
  matchesQuery,
  normalizeQuery,
  posProductSearchFields,
  productSearchFields,
  riderSearchFields,
  saleSearchFields,
  searchCustomers,
  searchPosProducts,
  searchProducts,
  searchRiders,
  searchSales,
  shelfSearchFields,
} from './search';
export type { ShelfField, ShelfStats, ShelfValidation } from './shelving';
export {
  ALL_ZONES,
  CAPACITY_POSITIVE_MESSAGE,
  CAPACITY_WHOLE_NUMBER_MESSAGE,
  emptyShelfInput,
  fillPercent,
  fillTone,
  percentFull,
  SHELF_FIELD_LABELS,
  SHELF_PRODUCTS_SHOWN,
  shelfFillTone,
  shelfId,
  shelfStats,
  validateShelfInput,
  visibleProducts,
  zoneOptions,
} from './shelving';
export {
  DEFAULT_LOW_STOCK_THRESHOLD,
  STOCK_STATUS_TONES,
  STOCK_STATUSES,
  stockStatus,
  stockStatusTone,
  withStockStatus,
} from './stock';
export type {
  Account,
  AccountAddress,
  AccountInvoice,
  AccountOrder,
  AccountOrderStatus,
  AccountProfile,
  PointsHistoryEntry,
  Reward,
  TrackingStep,
  TrackingStepName,
  WishlistItem,
} from './types/account';
export { ACCOUNT_ORDER_STATUS_TONES } from './types/account';
export type {
  Delivery,
  DeliveryCustomer,
  DeliveryPriority,
  DeliveryRider,
  DeliveryStatus,
  DeliveryStatusFilter,
  NewDeliveryOrder,
} from './types/delivery';
export {
  ALL_STATUS_LABEL,
  DELIVERY_PRIORITIES,
  DELIVERY_PRIORITY_LABELS,
  DELIVERY_PRIORITY_TONES,
  DELIVERY_STATUS_FILTER_OPTIONS,
  DELIVERY_STATUS_LABELS,
  DELIVERY_STATUS_TONES,
  DELIVERY_STATUSES,
} from './types/delivery';
export type { Notice } from './types/notice';
export type {
  AppNotification,
  CategorySummary,
  Dashboard,
  DashboardLowStockItem,
  Kpi,
  LocationSummary,
  LowStockItem,
  NotificationKind,
  RecentOrder,
  StatCard,
} from './types/overview';
export type { Customer, Supplier } from './types/people';
export type { Cart, CartLine, CheckoutChoice, DeliveryOption, PaymentMethod, PosProduct } from './types/pos';
export {
  DELIVERY_OPTIONS,
  FAST_DELIVERY_ESTIMATE,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_OPTIONS,
} from './types/pos';
export type {
  CategoryId,
  Product,
  ProductForm,
  ProductFormValues,
  ProductListingVariant,
  StockStatus,
  Variant,
  VariantValues,
} from './types/product';
export { CATEGORY_IDS, CATEGORY_LABELS, CATEGORY_OPTIONS } from './types/product';
export type {
  Priority,
  PurchaseOrder,
  PurchaseOrderHeader,
  PurchaseOrderLine,
  PurchaseProduct,
} from './types/purchase';
export {
  DEFAULT_PRIORITY,
  PRIORITIES,
  PRIORITY_LABELS,
  PRIORITY_OPTIONS,
  PRIORITY_TONES,
} from './types/purchase';
export type { Rider, RiderForm, RiderListEntry, RiderStatus, VehicleType, Zone } from './types/rider';
export {
  RIDER_STATUS_LABELS,
  RIDER_STATUS_TONES,
  RIDER_STATUSES,
  VEHICLE_TYPE_LABELS,
  VEHICLE_TYPE_OPTIONS,
  VEHICLE_TYPES,
  ZONE_LABELS,
  ZONE_OPTIONS,
  ZONES,
} from './types/rider';
export type { Sale, SaleStatus } from './types/sale';
export { SALE_STATUS_LABELS, SALE_STATUS_TONES, SALE_STATUSES } from './types/sale';
export type { Seed } from './types/seed';
export type { Settings } from './types/settings';
export type { ShelfInput, ShelfLocation, ShelfProduct } from './types/shelf';
export type { FieldErrors, Option, Tone } from './types/tone';
export { TONES } from './types/tone';
export type { Validation } from './validation';
export { INVALID_INPUT_MESSAGE, validated, valueOrThrow } from './validation';
