import { sampleAccount } from './account';
import {
  SAMPLE_POS_LOCATION,
  sampleBins,
  sampleCatalogue,
  sampleCategoryRecords,
  sampleLocationRecords,
  sampleStockHistory,
} from './business';
import { sampleDeliveries } from './deliveries';
import { sampleDashboard, sampleKpis, sampleNotifications } from './overview';
import { sampleCustomers, sampleSuppliers } from './people';
import { sampleRiders } from './riders';
import { sampleSales } from './sales';
import type { Seed } from './seedTypes';
import { sampleSettings } from './settings';

/** A fresh deep copy of the sample business (safe to mutate). */
export function sampleSeed(): Seed {
  const { lowStock: _computed, ...dashboard } = sampleDashboard;
  return structuredClone({
    categories: sampleCategoryRecords,
    locations: sampleLocationRecords,
    bins: sampleBins,
    catalogue: sampleCatalogue,
    stockHistory: sampleStockHistory,
    posLocationId: SAMPLE_POS_LOCATION,
    sales: sampleSales,
    deliveries: sampleDeliveries,
    riders: sampleRiders,
    customers: sampleCustomers,
    suppliers: sampleSuppliers,
    purchaseOrders: [],
    dashboard,
    kpis: sampleKpis,
    notifications: sampleNotifications,
    settings: sampleSettings,
    account: sampleAccount,
  });
}
