import { sampleAccount } from './account';
import { sampleDeliveries } from './deliveries';
import {
  sampleCategories,
  sampleDashboard,
  sampleKpis,
  sampleLocations,
  sampleLowStock,
  sampleNotifications,
} from './overview';
import { sampleCustomers, sampleSuppliers } from './people';
import { samplePosProducts } from './pos';
import { sampleProducts } from './products';
import { samplePurchaseProducts } from './purchaseProducts';
import { sampleRiders } from './riders';
import { sampleSales } from './sales';
import type { Seed } from './seedTypes';
import { sampleSettings } from './settings';
import { sampleShelves } from './shelves';

/** A fresh deep copy of all sample data (safe to mutate). */
export function sampleSeed(): Seed {
  return structuredClone({
    products: sampleProducts,
    posProducts: samplePosProducts,
    sales: sampleSales,
    deliveries: sampleDeliveries,
    riders: sampleRiders,
    customers: sampleCustomers,
    suppliers: sampleSuppliers,
    purchaseProducts: samplePurchaseProducts,
    purchaseOrders: [],
    shelves: sampleShelves,
    dashboard: sampleDashboard,
    kpis: sampleKpis,
    notifications: sampleNotifications,
    categories: sampleCategories,
    locations: sampleLocations,
    lowStock: sampleLowStock,
    settings: sampleSettings,
    account: sampleAccount,
  });
}
