import type { Delivery } from '../deliveries/delivery';
import type { Rider } from '../deliveries/rider';
import type {
  AppNotification,
  CategorySummary,
  Dashboard,
  Kpi,
  LocationSummary,
  LowStockItem,
} from '../overview/overview';
import type { Account } from '../people/account';
import type { Customer, Supplier } from '../people/people';
import type { PosProduct } from '../pos/pos';
import type { Sale } from '../pos/sale';
import type { PurchaseOrder, PurchaseProduct } from '../purchasing/purchase';
import type { Settings } from '../settings/settings';
import type { Product } from '../stock/product';
import type { ShelfLocation } from '../stock/shelf';

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
