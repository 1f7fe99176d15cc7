import type { Account } from './account';
import type { Delivery } from './delivery';
import type {
  AppNotification,
  CategorySummary,
  Dashboard,
  Kpi,
  LocationSummary,
  LowStockItem,
} from './overview';
import type { Customer, Supplier } from './people';
import type { PosProduct } from './pos';
import type { Product } from './product';
import type { PurchaseOrder, PurchaseProduct } from './purchase';
import type { Rider } from './rider';
import type { Sale } from './sale';
import type { Settings } from './settings';
import type { ShelfLocation } from './shelf';

/** Everything a WarehouseApi implementation starts from. */
export interface Seed {
  products: Product[];
  posProducts: PosProduct[];
  sales: Sale[];
  deliveries: Delivery[];
  riders: Rider[];
  customers: Customer[];
  suppliers: Supplier[];
  purchaseProducts: PurchaseProduct[];
  purchaseOrders: PurchaseOrder[];
  shelves: ShelfLocation[];
  dashboard: Dashboard;
  kpis: Kpi[];
  notifications: AppNotification[];
  categories: CategorySummary[];
  locations: LocationSummary[];
  lowStock: LowStockItem[];
  settings: Settings;
  account: Account;
}
