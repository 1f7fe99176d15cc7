import type { Bin, CatalogueProduct, Category, Location } from '../catalogue/catalogue';
import type { Delivery } from '../deliveries/delivery';
import type { Rider } from '../deliveries/rider';
import type { AppNotification } from '../overview/overview';
import type { Account } from '../people/account';
import type { CustomerRecord, Supplier } from '../people/people';
import type { Sale, SoldLine } from '../pos/sale';
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
  /** Newest first. */
  sales: Sale[];
  /** What each sale sold, by sale id; sales from before the books opened have no lines. */
  saleLines: Record<string, SoldLine[]>;
  deliveries: Delivery[];
  riders: Rider[];
  /** Who the customers are; their figures are computed from their sales. */
  customers: CustomerRecord[];
  suppliers: Supplier[];
  purchaseOrders: PurchaseOrder[];
  notifications: AppNotification[];
  settings: Settings;
  account: Account;
}
