import { addDays, isoDate } from '../format/format';
import { newestSaleFirst } from '../overview/salesFigures';
import { sampleAccount } from './account';
import {
  sampleBins,
  sampleCatalogue,
  sampleCategoryRecords,
  sampleLocationRecords,
  sampleOpeningStock,
} from './business';
import { sampleDeliveries } from './deliveries';
import { sampleNotifications } from './overview';
import { sampleCustomers, sampleSuppliers } from './people';
import { sampleAwaitedPurchaseOrders } from './purchaseOrders';
import { sampleRiders } from './riders';
import { sampleSales } from './sales';
import { type SalesHistory, sampleSalesHistory } from './salesHistory';
import type { Seed } from './seedTypes';
import { sampleSettings } from './settings';

/** The sales floor the sample's till sells from. */
const TILL_BIN = 'DT-FLOOR';

// A day's history is made once: every implementation and test of that day starts from a copy.
const histories = new Map<string, SalesHistory>();
function historyOf(today: string): SalesHistory {
  let history = histories.get(today);
  if (!history) {
    history = sampleSalesHistory(today, sampleCustomers, sampleSales, sampleCatalogue, TILL_BIN);
    histories.set(today, history);
  }
  return history;
}

/**
 * A fresh deep copy of the sample business (safe to mutate) as it stands on `today` (YYYY-MM-DD,
 * by default the system's): its stock opened the day before its last two months of sales.
 */
export function sampleSeed(today: string = isoDate(new Date())): Seed {
  const history = historyOf(today);
  return structuredClone({
    categories: sampleCategoryRecords,
    locations: sampleLocationRecords,
    bins: sampleBins,
    catalogue: sampleCatalogue,
    stockHistory: [sampleOpeningStock(addDays(history.firstDay, -1)), ...history.stockHistory],
    // Lists show the newest first.
    sales: history.sales.slice().sort(newestSaleFirst),
    saleLines: history.saleLines,
    deliveries: sampleDeliveries,
    riders: sampleRiders,
    customers: [
      ...history.customers.slice().reverse(),
      ...sampleCustomers.map(({ id, name, email, phone, address }) => ({ id, name, email, phone, address })),
    ],
    suppliers: sampleSuppliers,
    purchaseOrders: sampleAwaitedPurchaseOrders(today, sampleCatalogue),
    notifications: sampleNotifications,
    settings: sampleSettings,
    account: sampleAccount,
  });
}
