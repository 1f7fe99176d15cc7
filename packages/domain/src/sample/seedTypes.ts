import type { Bin, CatalogueProduct, Category, Location } from '../catalogue/catalogue';
import type { Delivery } from '../deliveries/delivery';
import type { Rider } from '../deliveries/rider';
import type { AppNotification, Dashboard, Kpi } from '../overview/overview';
import type { Account } from '../people/account';
import type { Customer, Supplier } from '../people/people';
import type { Sale } from '../pos/sale';
import type { PurchaseOrder } from '../purchasing/purchase';
import type { Settings } from '../settings/settings';
import type { StockChange } from '../stock/ledger';

/** Everything a WarehouseApi implementation starts from. */
export interface Seed {
  categories: Category[];
  locations: Location[];
  bins: Bin[];
  /** The one catalogue: every product sold or stocked. */
  catalogue: CatalogueProduct[];
  /** The stock's history, oldest first; replayed into the ledger, it gives every balance. */
  stockHistory: StockChange[];
  /** The location the POS sells from. */
  posLocationId: string;
  sales: Sale[];
  deliveries: Delivery[];
  riders: Rider[];
  customers: Customer[];
  suppliers: Supplier[];
  purchaseOrders: PurchaseOrder[];
  /** The dashboard's cards and recent orders (its low-stock alert is computed). */
  dashboard: Omit<Dashboard, 'lowStock'>;
  kpis: Kpi[];
  notifications: AppNotification[];
  settings: Settings;
  account: Account;
}
