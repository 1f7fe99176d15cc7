// @warehouse/domain/sample: The sample business and the generated data sets for the benchmark.

export { ACCOUNT_TABS, sampleAccount, sampleRewards } from './account';
export { benchBusiness } from './benchBusiness';
export { sampleDeliveries } from './deliveries';
export {
  generateCustomers,
  generateDeliveries,
  generateRiders,
  generateSales,
} from './generate';
export { generateCatalogue } from './generateCatalogue';
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
} from './overview';
export { sampleCustomers, sampleSuppliers } from './people';
export { samplePosProducts } from './pos';
export { sampleProducts } from './products';
export { samplePurchaseOrderDetail, samplePurchaseOrders } from './purchaseOrders';
export { samplePurchaseProducts } from './purchaseProducts';
export { sampleRiders } from './riders';
export { sampleSales } from './sales';

export { sampleSeed } from './seed';
export type { Seed } from './seedTypes';
export { SETTINGS_TABS, sampleSettings, sampleTillSettings } from './settings';
export { sampleShelves } from './shelves';
