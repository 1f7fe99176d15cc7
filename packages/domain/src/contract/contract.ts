import type { ActivityPage, ActivityQuery } from '../accounts/activity';
import type { NewStaffMember, StaffChange, StaffMember } from '../accounts/staffMember';
import type { CatalogueProduct } from '../catalogue/catalogue';
import type { StockMovementEntry } from '../catalogue/history';
import type { DeliveryStats } from '../deliveries/deliveries';
import type { Delivery, DeliveryCustomer, DeliveryStatus } from '../deliveries/delivery';
import type { DeliveryRequest } from '../deliveries/deliveryForSale';
import type { Rider, RiderForm, RiderListEntry } from '../deliveries/rider';
import type { RiderStats } from '../deliveries/riders';
import type {
  AppNotification,
  CategorySummary,
  Dashboard,
  Kpi,
  LocationSummary,
  LowStockItem,
  MenuBadges,
} from '../overview/overview';
import type { Account } from '../people/account';
import type { Customer, Supplier } from '../people/people';
import type { SupplierForm } from '../people/supplierForm';
import type { CartLine, CheckoutChoice } from '../pos/pos';
import type { PosCatalogue } from '../pos/posCatalogue';
import type { Sale, SaleDetail, SaleStatus } from '../pos/sale';
import type { LastPrice } from '../purchasing/lastPrices';
import type {
  PurchaseOrder,
  PurchaseOrderDetail,
  PurchaseOrderHeader,
  PurchaseOrderLine,
  PurchaseProduct,
  ReceiptInput,
} from '../purchasing/purchase';
import type { ReorderSuggestion } from '../purchasing/reorder';
import type { PasswordChange } from '../session/password';
import type { Settings } from '../settings/settings';
import type { StockAdjustmentInput, StockTransferInput } from '../stock/adjustment';
import type { Product, ProductFormValues } from '../stock/product';
import type { ShelfInput, ShelfLocation } from '../stock/shelf';
import type { ShelfFigures } from '../stock/shelving';
import type { ListQuery, Page, PageQuery } from './page';
import type { ProductsQuery } from './productPage';
import type { PurchaseOrdersQuery } from './purchaseOrderPage';

/** Warehouse Shelving's cards (issue 18): the search, and a zone. */
export interface ShelvesQuery extends ListQuery {
  zone?: string;
}

/** Delivery Management's list (issue 18): the search, and a status. */
export interface DeliveriesQuery extends ListQuery {
  status?: DeliveryStatus;
}

/** The purchase order form's products: the search, or only some items. */
export interface PurchaseProductsQuery extends ListQuery {
  itemIds?: string[];
}

/** Sales Management's list: the search, and a status. */
export interface SalesQuery extends ListQuery {
  status?: SaleStatus;
}

/** What the POS sends when the cashier chooses a payment or delivery option. */
export interface CheckoutInput {
  lines: CartLine[];
  choice: CheckoutChoice;
  /** Defaults to the walk-in customer. */
  customer?: DeliveryCustomer;
  /** Made by the till for this sale: the same key sent again records nothing new. */
  idempotencyKey: string;
}

/** The recorded sale and, for Fast Delivery, the delivery created for it. */
export interface RecordedSale {
  sale: Sale;
  delivery: Delivery | null;
}

/**
 * The data contract: everything the app reads and does. Implemented in memory today
 * (createMemoryApi) and by a server later.
 *
 * Errors: a rejected promise carries a ContractError with a stable `code`: a ValidationError
 * (with `fieldErrors`, and `notice` when the spec names one) when input breaks a rule, a
 * NotFoundError when an id is unknown, a ConflictError when the business's state refuses it.
 * Lists come newest first for created records; treat returned records as read-only.
 */
/** A product as the catalogue holds it (money in cents), with each item's stock and whether it has history. */
interface ProductDetail {
  product: CatalogueProduct;
  /** On hand over every location, by stock item id. */
  onHand: Record<string, number>;
  /** Stock has moved for it: it can be archived, not deleted. */
  hasHistory: boolean;
  /** Its stock at each location. */
  byLocation: { location: string; onHand: number }[];
}

/** A bin as a choice: "DT-FLOOR" named "Sales floor · Downtown Store". */
export interface BinChoice {
  id: string;
  label: string;
  /** The bin new stock goes into unless another is chosen (Add Product's opening stock). */
  receiving?: true;
}

export interface WarehouseApi {
  /**
   * Inventory listing, a page at a time: the products not archived, newest first unless sorted;
   * ValidationError for a cursor the list did not make.
   */
  listProducts(query?: ProductsQuery): Promise<Page<Product>>;
  /** NotFoundError for an unknown id. */
  getProduct(id: string): Promise<ProductDetail>;
  /**
   * Adds a product from the form as typed, its stock recorded as an opening movement;
   * ValidationError keyed by ProductField; ConflictError `duplicate_sku` when a SKU is taken.
   */
  createProduct(values: ProductFormValues): Promise<Product>;
  /**
   * Edits a product from the form as typed (its stock figures are ignored: stock moves through the
   * ledger); ValidationError when a removed variant still holds stock; ConflictError `duplicate_sku`.
   */
  updateProduct(id: string, values: ProductFormValues): Promise<Product>;
  /** Takes a product off the POS, Inventory and search; its history stays. */
  archiveProduct(id: string): Promise<Product>;
  /** Removes a product that never had stock; ConflictError `has_history` otherwise. */
  deleteProduct(id: string): Promise<void>;
  /**
   * A count or a correction of one item at one bin, with its reason, recorded in the ledger;
   * ValidationError keyed by AdjustmentField; NotFoundError for an unknown item or bin;
   * ConflictError `out_of_stock` when a correction takes more than the bin holds.
   */
  adjustStock(input: StockAdjustmentInput): Promise<void>;
  /**
   * Moves units of one item from one bin to another (two movements, one step); ValidationError
   * keyed by TransferField; NotFoundError for an unknown item or bin; ConflictError `out_of_stock`
   * when the bin holds fewer.
   */
  transferStock(input: StockTransferInput): Promise<void>;
  /**
   * The bins that can hold stock, a page at a time (issue 18: a warehouse has thousands), for the
   * choosers of where stock goes: by location, then id; searched in the name ("A-1-1 · Main
   * Warehouse"). The receiving bin is marked.
   */
  listBins(query?: ListQuery): Promise<Page<BinChoice>>;
  /**
   * A product's stock movements, newest first, each with its item's running balance, a page at a
   * time (issue 18: a product sold for years has tens of thousands); the cursor is a movement's
   * `seq`. NotFoundError for an unknown product.
   */
  listProductMovements(productId: string, query?: PageQuery): Promise<Page<StockMovementEntry>>;

  /**
   * Point of Sale product grid: one row per stock item on sale (the item's id), stock at the POS's
   * location. With `since` (a cursor an earlier read gave), only the products changed since, or a
   * complete catalogue when the changes cannot be told (the POS's location changed).
   */
  listPosProducts(since?: string): Promise<PosCatalogue>;
  /**
   * Records a POS sale at the catalogue's prices and lowers the stock it sold at the POS's location
   * in the same step (and, for Fast Delivery, creates a pending delivery). ValidationError on an
   * empty cart; NotFoundError for an item not on sale; ConflictError `out_of_stock` naming the
   * product and what is left, recording nothing. The same idempotency key records once.
   */
  recordSale(input: CheckoutInput): Promise<RecordedSale>;
  /**
   * Sales newest first, a page at a time (issue 18): searched by order id or customer (§9), filtered
   * by status. ValidationError for a cursor that is not one of this list's.
   */
  listSales(query?: SalesQuery): Promise<Page<Sale>>;
  /** One sale with its lines; NotFoundError for an unknown id. */
  getSale(id: string): Promise<SaleDetail>;

  /**
   * Deliveries newest first, a page at a time (issue 18): searched by order id, customer or
   * delivery id (§9), filtered by status. ValidationError for a cursor that is not one of this list's.
   */
  listDeliveries(query?: DeliveriesQuery): Promise<Page<Delivery>>;
  /** §9 Delivery stat cards: the five figures, over every delivery and rider. */
  getDeliveryStats(): Promise<DeliveryStats>;
  /**
   * "Create Delivery": a new pending delivery for a recorded sale, its items, total, payment and
   * customer taken from the sale. ValidationError keyed by DeliveryRequestField: no order id or
   * address, no such sale, or the sale has a delivery already.
   */
  createDelivery(request: DeliveryRequest): Promise<Delivery>;
  /** Gives a delivery a rider (status becomes assigned); NotFoundError for unknown ids. */
  assignRider(deliveryId: string, riderId: string): Promise<Delivery>;

  /**
   * Riders newest first, a page at a time (issue 18): searched by name, phone, vehicle number or
   * zone (§9). ValidationError for a cursor that is not one of this list's.
   */
  listRiders(query?: ListQuery): Promise<Page<Rider>>;
  /** Rider Management's six figures, over every rider. */
  getRiderStats(): Promise<RiderStats>;
  /** The riders a delivery can be given (those available), by name: the rider chooser's entries. */
  listAvailableRiders(): Promise<RiderListEntry[]>;
  /** "Add Rider"; ValidationError keyed by RiderField. */
  createRider(form: RiderForm): Promise<Rider>;

  /**
   * Customers newest first, a page at a time (issue 18), each with the figures of their sales;
   * searched by name or email (§9). ValidationError for a cursor that is not one of this list's.
   */
  listCustomers(query?: ListQuery): Promise<Page<Customer>>;

  listSuppliers(): Promise<Supplier[]>;
  /** Issue 17, "Add Supplier"; ValidationError keyed by SupplierField. */
  createSupplier(form: SupplierForm): Promise<Supplier>;
  /** "Edit Supplier"; ValidationError keyed by SupplierField; NotFoundError for an unknown id. */
  updateSupplier(id: string, form: SupplierForm): Promise<Supplier>;
  /** The last price paid per supplier (or one supplier's) and product, on placed orders. */
  listLastPrices(filter?: { supplierId?: string }): Promise<LastPrice[]>;
  /**
   * The items a purchase order can order (issue 18: a page at a time), newest product first,
   * searched by name or SKU; `itemIds` reads only those (the products of a form's lines).
   */
  listPurchaseProducts(query?: PurchaseProductsQuery): Promise<Page<PurchaseProduct>>;
  /**
   * Purchase Orders a page at a time (issue 18): newest first (by number) unless sorted, searched
   * by PO number or supplier, narrowed to a status (or the late ones) and a supplier.
   */
  listPurchaseOrders(query?: PurchaseOrdersQuery): Promise<Page<PurchaseOrder>>;
  /** One purchase order with its receipts; NotFoundError for an unknown id. */
  getPurchaseOrder(id: string): Promise<PurchaseOrderDetail>;
  /**
   * "Create" (an ordered PO) or "Save as Draft" (`draft: true`, editable until placed).
   * ValidationError with the "Missing Information" notice; NotFoundError for an unknown supplier.
   */
  createPurchaseOrder(
    header: PurchaseOrderHeader,
    lines: PurchaseOrderLine[],
    options?: { draft?: boolean },
  ): Promise<PurchaseOrder>;
  /** Edits a draft, checked as at creation; ConflictError `wrong_status` for any other state. */
  updatePurchaseOrder(
    id: string,
    header: PurchaseOrderHeader,
    lines: PurchaseOrderLine[],
  ): Promise<PurchaseOrder>;
  /** A draft becomes ordered; ConflictError `wrong_status` for any other state. */
  placePurchaseOrder(id: string): Promise<PurchaseOrder>;
  /**
   * Records what arrived (receipt movements onto the chosen bins) and moves the PO to partially
   * received or received, in one step. ValidationError for bad quantities, no bin or nothing
   * arriving; ConflictError `wrong_status` (not awaiting goods) or `over_receipt` (more than
   * remains). The same idempotency key records once.
   */
  receivePurchaseOrder(id: string, receipt: ReceiptInput): Promise<PurchaseOrderDetail>;
  /** Cancels a draft or ordered PO with a reason; ValidationError without one; `wrong_status` otherwise. */
  cancelPurchaseOrder(id: string, reason: string): Promise<PurchaseOrder>;
  /**
   * What to order, by preferred supplier: of one product ("Reorder", "Restock"), or of every product
   * at or below its threshold; what open purchase orders will bring is taken off. NotFoundError
   * for an unknown product.
   */
  suggestReorder(filter?: { productId?: string }): Promise<ReorderSuggestion[]>;
  /** "Reorder all": one draft per supplier of every suggestion that has a supplier. */
  draftReorders(): Promise<PurchaseOrder[]>;

  /**
   * The shelves newest first, each with what it holds, a page at a time (issue 18): searched by
   * shelf id, zone or product on it (§9), filtered by zone. ValidationError for a cursor that is
   * not one of this list's.
   */
  listShelves(query?: ShelvesQuery): Promise<Page<ShelfLocation>>;
  /** §2.5 Shelving's four figures over every shelf, and the zones the filter offers. */
  getShelfFigures(): Promise<ShelfFigures>;
  /** Adds an empty shelf from the form as typed; ValidationError keyed by ShelfField. */
  addShelf(input: ShelfInput): Promise<ShelfLocation>;

  getDashboard(): Promise<Dashboard>;
  /** The four Analytics KPIs. */
  getAnalytics(): Promise<Kpi[]>;
  /**
   * Notifications a page at a time (issue 18): the late purchase orders first (to roles that see
   * purchasing), then those raised, newest first; `total` is exact (the menu's badge).
   */
  listNotifications(query?: PageQuery): Promise<Page<AppNotification>>;
  /** The side menu's counts, each of what its screen lists (issue 14). */
  getMenuBadges(): Promise<MenuBadges>;
  listCategories(): Promise<CategorySummary[]>;
  listLocations(): Promise<LocationSummary[]>;
  /**
   * Low Stock a page at a time (issue 18), most urgent first (stock as a share of the threshold);
   * `total` is exact: it is the menu's badge, and the list is what it counts.
   */
  listLowStock(query?: PageQuery): Promise<Page<LowStockItem>>;
  getSettings(): Promise<Settings>;
  /** "Save Changes": stores the settings; ValidationError keyed by SettingsField, with its notice. */
  saveSettings(settings: Settings): Promise<Settings>;
  getAccount(): Promise<Account>;
  /** Changes the signed-in user's password; ValidationError keyed by PasswordField. */
  changePassword(change: PasswordChange): Promise<void>;

  // Staff accounts (issue 16): the Staff screen's list and actions.
  listStaff(): Promise<StaffMember[]>;
  /** With a temporary password, changed at first sign-in. Refused: `duplicate_user`, `not_allowed`. */
  createStaff(member: NewStaffMember): Promise<StaffMember>;
  /** A new role, or (de)activation. Refused: `last_owner`, `not_allowed`. */
  updateStaff(userId: string, change: StaffChange): Promise<StaffMember>;
  /** A temporary password, changed at next sign-in; the account's sessions end. */
  resetStaffPassword(userId: string, temporaryPassword: string): Promise<void>;
  /** The audit trail, newest first, a page at a time (issue 16). */
  listActivity(query?: ActivityQuery): Promise<ActivityPage>;
}
