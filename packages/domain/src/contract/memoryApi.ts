import { withMemoryActivity } from '../accounts/memoryActivity';
import { memoryStaff } from '../accounts/memoryStaff';
import { memoryBackups } from '../backups/memoryBackups';
import type { CatalogueProduct } from '../catalogue/catalogue';
import { type Bin, stockItemsOf } from '../catalogue/catalogue';
import { createCatalogueIndex } from '../catalogue/catalogueIndex';
import {
  adjustmentToRecord,
  barcodeItemOrThrow,
  dashboardOf,
  notEnoughStock,
  productDetail,
  productOrThrow,
  productToCreate,
  productToUpdate,
  refuseDeletingWithHistory,
  type Stamp,
  transferToRecord,
} from '../catalogue/commands';
import {
  categorySummaries,
  inventoryRow,
  locationSummaries,
  lowStockItems,
  lowStockProducts,
  movedSince,
  posCatalogue,
  productOnHand,
  purchaseProducts,
  shelves,
} from '../catalogue/figures';
import { binChoices, binNames, pageOfBinChoices, productHistory } from '../catalogue/history';
import { categoryToRename } from '../catalogue/renameCategory';
import {
  assignRider as assignRiderRule,
  type DeliveryInput,
  deliveryStats,
  riderListEntries,
} from '../deliveries/deliveries';
import type { Delivery } from '../deliveries/delivery';
import { deliveryToCreate } from '../deliveries/deliveryCommand';
import { deliveryForSale, validateDeliveryRequest } from '../deliveries/deliveryForSale';
import { riderFromForm, validateRiderForm } from '../deliveries/riderForm';
import { riderStats } from '../deliveries/riders';
import { isoDate, isoDateTime } from '../format/format';
import { ID_FORMATS, type IdKind, idOf } from '../format/ids';
import { memoryInvoices } from '../invoices/memoryInvoices';
import { dayInZone } from '../invoices/numbering';
import {
  type RaisedNotification,
  raisedBySale,
  reachingThreshold,
  riderAssignedRaised,
  saleDrops,
  timeAgo,
} from '../overview/notifications';
import type { AppNotification } from '../overview/overview';
import {
  comparedSince,
  countedReturns,
  customerTallies,
  customerWithTally,
  figureMonths,
  firstOrderDays,
  isOpenOrder,
  recentOrders,
  salesKpis,
  tallySales,
} from '../overview/salesFigures';
import {
  drawerCashPayment,
  historySalePayment,
  invoicePaymentRecord,
  refundPayments,
  saleCustomer,
  salePayments,
} from '../payments/ledger';
import { memoryPayments } from '../payments/memoryPayments';
import type { PaymentRecord } from '../payments/payments';
import { customerSearchText, refuseSharedContacts, validateCustomerForm } from '../people/customerForm';
import type { CustomerRecord } from '../people/people';
import { validateSupplierForm } from '../people/supplierForm';
import { memoryDrawer } from '../pos/drawer/memoryDrawer';
import { memoryParkedCarts } from '../pos/memoryParkedCarts';
import { posCatalogueRows } from '../pos/posCatalogue';
import type { SaleDetail } from '../pos/sale';
import {
  type PlannedSale,
  replayedSale,
  type SaleContext,
  saleFingerprint,
  saleToRecord,
} from '../pos/saleCommand';
import { tillSettingsOf } from '../pos/tillSettings';
import { lastPricesPaid, withLastPaid } from '../purchasing/lastPrices';
import { lateOrderNotification, lateOrders } from '../purchasing/lateOrders';
import { AWAITED_STATUSES } from '../purchasing/lifecycle';
import type { PurchaseOrder, PurchaseOrderDetail, PurchaseReceipt } from '../purchasing/purchase';
import {
  purchaseOrderToCancel,
  purchaseOrderToCreate,
  purchaseOrderToPlace,
  purchaseOrderToUpdate,
  receiptToRecord,
} from '../purchasing/purchaseOrderCommand';
import { onOrderByItem } from '../purchasing/reorder';
import { reorderDrafts, suggestionsFor } from '../purchasing/reorderCommand';
import { usualBinOf } from '../purchasing/usualBin';
import { exchangeFingerprint } from '../returns/exchangeRule';
import { memoryReturnRequests } from '../returns/memoryReturnRequests';
import { memoryReturns } from '../returns/memoryReturns';
import type { Exchange, SaleReturn } from '../returns/returns';
import { sampleSeed } from '../sample/seed';
import type { Seed } from '../sample/seedTypes';
import {
  customerSearchFields,
  deliverySearchFields,
  purchaseProductSearchFields,
  riderSearchFields,
  saleSearchFields,
  searchIndexOf,
  shelfSearchFields,
} from '../search/search';
import { validatePasswordChange } from '../session/password';
import { businessFormatOf } from '../settings/settings';
import { validateSettings } from '../settings/settingsForm';
import { createLedger, type StockChange } from '../stock/ledger';
import { shelfToAdd } from '../stock/shelfCommand';
import { shelfFigures } from '../stock/shelving';
import type { RecordedSale, WarehouseApi } from './contract';
import { NotFoundError } from './errors';
import { keptUntilChanged } from './keptUntilChanged';
import { pageOfLowStock } from './lowStockPage';
import { pageOfNotifications } from './notificationPage';
import { badCursor, compareKeys, everyItem, pageOfList } from './page';
import { pageOfProducts } from './productPage';
import { pageOfPurchaseOrders } from './purchaseOrderPage';
import { valueOrThrow } from './validation';

export interface MemoryApiOptions {
  /** The clock used for new records' dates; defaults to the system clock. */
  now?: () => Date;
}

/**
 * Makes ids like the existing ones: the prefix followed by the next number after the
 * highest one already used (zero-padded to `width`), e.g. "ORD-1012" -> "ORD-1013".
 */
export function createIdGenerator(kind: IdKind, existing: Iterable<string>): () => string {
  const { prefix } = ID_FORMATS[kind];
  let highest = 0;
  const pattern = new RegExp(`^${prefix.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')}(\\d+)$`);
  for (const id of existing) {
    const match = pattern.exec(id);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return () => {
    highest += 1;
    return idOf(kind, highest);
  };
}

/**
 * An in-memory WarehouseApi: pure, no I/O. Starts from a deep copy of the sample business, with
 * any parts in `seed` replacing the sample's (e.g. generated data for a benchmark). Stock is the
 * ledger's: the seed's history is replayed into it, and every figure is computed from it.
 * Validates with the domain's rules and rejects with the contract's errors.
 */
export function createMemoryApi(seed: Partial<Seed> = {}, options: MemoryApiOptions = {}): WarehouseApi {
  const now = options.now ?? (() => new Date());
  const db: Seed = { ...sampleSeed(isoDate(now())), ...structuredClone(seed) };
  const catalogue = createCatalogueIndex(db.categories, db.catalogue);
  const ledger = createLedger();
  for (const change of db.stockHistory) {
    if (!ledger.apply(change).ok) throw new RangeError('The stock history would make stock negative');
  }
  /** What changes with the business: the catalogue (any edit), the bins, the ledger (any movement). */
  const businessState = () => [catalogue.productsOnSale(), db.bins, ledger.movements().length];
  const allShelves = keptUntilChanged(businessState, () => shelves(db.bins, catalogue, ledger));
  const allPurchaseProducts = keptUntilChanged(
    () => [...businessState(), db.purchaseOrders],
    () => withLastPaid(purchaseProducts(catalogue, ledger), lastPricesPaid(db.purchaseOrders)),
  );
  const lowStockNow = keptUntilChanged(businessState, () => lowStockProducts(catalogue, ledger));
  const lowStockRows = keptUntilChanged(
    () => [...businessState(), db.purchaseOrders],
    () => lowStockItems(catalogue, ledger, onOrderByItem(db.purchaseOrders)),
  );
  const categoriesNow = keptUntilChanged(businessState, () => categorySummaries(catalogue));
  /** The sales badges (today's sales, open orders), counted again only once the sales or the day change. */
  const salesBadges = keptUntilChanged(
    () => [db.sales, isoDate(now())],
    () => {
      const today = isoDate(now());
      return {
        sales: db.sales.filter((sale) => sale.date === today).length,
        orders: db.sales.filter(isOpenOrder).length,
      };
    },
  );
  const binsAt = (locationId: string): Bin[] => db.bins.filter((bin) => bin.locationId === locationId);
  /** The bins of the location the POS sells from (a setting). */
  const posBins = () => binsAt(db.settings.store.posLocationId).map((bin) => bin.id);
  // Where new stock goes until receiving chooses a bin: the warehouse's first bin.
  const receivingBin = db.bins[0]?.id ?? 'RECEIVING';
  const recordedSales = new Map<string, { fingerprint: string; recorded: RecordedSale }>();
  // The drawer session each till sale counts in (a sale of one still open may be voided).
  const saleSessions = new Map<string, string>();
  // A sale's lines as sold, and a till sale's money, who sold it and when.
  const saleDetails = new Map<string, Omit<SaleDetail, 'sale'>>(
    Object.entries(db.saleLines).map(([id, lines]) => [
      id,
      { lines: lines.map(({ id, name, price, quantity }) => ({ id, name, price, quantity })) },
    ]),
  );
  // A purchase order's receipts, oldest first; and which order each receipt's key recorded.
  const receipts = new Map<string, PurchaseReceipt[]>();
  const receivedWith = new Map<string, string>();
  const existing: Record<IdKind, readonly { id: string }[]> = {
    product: db.catalogue,
    sale: db.sales,
    delivery: db.deliveries,
    rider: db.riders,
    purchaseOrder: db.purchaseOrders,
    receipt: [],
    saleReturn: [],
    returnRequest: [],
    supplier: db.suppliers,
    customer: db.customers,
    notification: db.notifications,
  };
  const ids = Object.fromEntries(
    (Object.keys(ID_FORMATS) as IdKind[]).map((kind) => [
      kind,
      createIdGenerator(
        kind,
        existing[kind].map((record) => record.id),
      ),
    ]),
  ) as Record<IdKind, () => string>;

  const stamp = (): Stamp => ({ at: isoDateTime(now()), by: db.account.profile.email });
  const binExists = (binId: string) => db.bins.some((bin) => bin.id === binId);

  const addDelivery = (input: DeliveryInput): Delivery => {
    const delivery = deliveryToCreate(input, ids.delivery(), isoDateTime(now()));
    db.deliveries = [delivery, ...db.deliveries];
    return delivery;
  };

  /** The purchase orders late today. */
  const lateNow = () => lateOrders(db.purchaseOrders, db.suppliers, isoDate(now()));

  /**
   * The returns the figures take off, each on its day (a return changes its sale's status, so the
   * sales change with every return).
   */
  const returnsCounted = keptUntilChanged(
    () => [db.sales, db.settings.store.timezone],
    async () => {
      const sales = db.sales;
      const timeZone = db.settings.store.timezone;
      return countedReturns(await everyItem((query) => api.listReturns(query)), sales, timeZone);
    },
  );
  /** Each customer's figures from their sales and returns, summed again only once the sales change. */
  const customerFigures = keptUntilChanged(
    () => [db.sales, db.settings.store.timezone],
    async () => {
      const sales = db.sales;
      return customerTallies(sales, await returnsCounted());
    },
  );

  // Archived customers: gone from the list and the till's search, their sales kept.
  const archivedCustomers = new Set<string>();
  const activeCustomers = keptUntilChanged(
    () => [db.customers, archivedCustomers.size],
    () => db.customers.filter((customer) => !archivedCustomers.has(customer.id)),
  );
  const customerOf = (id: string): CustomerRecord => {
    const customer = db.customers.find((each) => each.id === id);
    if (!customer) throw new NotFoundError('Customer', id);
    return customer;
  };
  const activeCustomerOf = (id: string): CustomerRecord => {
    const customer = customerOf(id);
    if (archivedCustomers.has(id)) throw new NotFoundError('Customer', id);
    return customer;
  };
  const withFigures = async (customer: CustomerRecord) => {
    const storeCredit = invoices.storeCreditOf(customer.id);
    return {
      ...customerWithTally({ ...customer }, (await customerFigures()).get(customer.id)),
      ...(storeCredit > 0 ? { storeCredit } : {}),
    };
  };

  /** This month's sales KPIs against last month's, from the sales. */
  const kpisNow = async () => {
    const months = figureMonths(isoDate(now()));
    const firstOrders = firstOrderDays(await customerFigures());
    const returns = await returnsCounted();
    return salesKpis(
      tallySales(db.sales, returns, months.current, firstOrders),
      tallySales(db.sales, returns, months.previous, firstOrders),
    );
  };

  /** Stores a product as the catalogue's; answers with its Inventory row. */
  const saveProduct = (product: CatalogueProduct) => {
    catalogue.put(product);
    return inventoryRow(product, catalogue, ledger, onOrderByItem(db.purchaseOrders));
  };

  /** Records a stock change, or throws the refusal naming the item and what is left. */
  const recordOrRefuse = ({
    item,
    change,
  }: {
    item: Parameters<typeof notEnoughStock>[0];
    change: StockChange;
  }) => {
    const result = ledger.apply(change);
    if (!result.ok) throw notEnoughStock(item, result.shortage.onHand);
  };

  const known = {
    supplierExists: (id: string) => db.suppliers.some((supplier) => supplier.id === id),
    itemExists: (id: string) => catalogue.item(id) !== undefined,
  };
  const purchaseOrderOf = (id: string): PurchaseOrder => {
    const order = db.purchaseOrders.find((o) => o.id === id);
    if (!order) throw new NotFoundError('Purchase order', id);
    return order;
  };
  const saveOrder = (order: PurchaseOrder) => {
    db.purchaseOrders = db.purchaseOrders.map((o) => (o.id === order.id ? order : o));
    return structuredClone(order);
  };
  const receivingBins = new Set(binsAt(db.bins[0]?.locationId ?? '').map((bin) => bin.id));
  const orderDetail = (order: PurchaseOrder): PurchaseOrderDetail => {
    const names = binNames(db.bins, db.locations);
    const usualBin = (itemId: string) => {
      const id = usualBinOf(itemId, ledger, receivingBins, receivingBin);
      return { id, label: names.get(id) ?? id };
    };
    return structuredClone({
      order,
      receipts: receipts.get(order.id) ?? [],
      usualBins: Object.fromEntries(order.lines.map((line) => [line.id, usualBin(line.id)])),
    });
  };

  // Notifications raised by events, newest first, each with the moment it was raised.
  const raised: (AppNotification & { at: string })[] = [];
  const notificationId = ids.notification;
  const raise = (notifications: readonly RaisedNotification[]) => {
    const at = isoDateTime(now());
    raised.unshift(...notifications.map((n) => ({ ...n, id: notificationId(), time: '', at })).reverse());
  };
  /** The notifications kept (raised by events, and the sample's), newest first. */
  const keptNotifications = (): AppNotification[] => [
    ...raised.map(({ at, ...n }) => ({ ...n, time: timeAgo(at, now()) })),
    ...db.notifications,
  ];
  /** A stock change of one item, raising a notification when it takes its product to its threshold. */
  const changeOneItem = (planned: Parameters<typeof recordOrRefuse>[0]) => {
    const product = planned.item.product;
    const before = productOnHand(product, ledger);
    recordOrRefuse(planned);
    raise(reachingThreshold([{ ...product, before, taken: before - productOnHand(product, ledger) }]));
  };

  const itemHasHistory = (itemId: string) => ledger.movements(itemId).length > 0;
  const hasHistory = (product: CatalogueProduct) =>
    stockItemsOf(product).some((item) => itemHasHistory(item.id));
  const productOf = (id: string) => productOrThrow(catalogue.product(id), id);

  const drawer = memoryDrawer(now, () => db.settings);
  const invoices = memoryInvoices({
    now,
    settings: () => db.settings,
    sale: (id) => {
      const sale = db.sales.find((s) => s.id === id);
      if (!sale) throw new NotFoundError('Sale', id);
      return { sale, lines: [], ...saleDetails.get(id) };
    },
    customer: (id) => db.customers.find((customer) => customer.id === id),
    locationName: (id) => db.locations.find((location) => location.id === id)?.name ?? id,
    actor: () => `${db.account.profile.firstName} ${db.account.profile.lastName}`,
    // The returns kept, by their sale's customer: those refunded to store credit.
    storeCreditRefunds: async (customerId) =>
      (await everyItem((query) => api.listReturns(query)))
        .filter((each) => db.sales.find((sale) => sale.id === each.saleId)?.customerId === customerId)
        .flatMap((each) =>
          each.refunds
            .filter((refund) => refund.method === 'store_credit')
            .map((refund) => ({
              returnId: each.id,
              saleId: each.saleId,
              at: each.at,
              amount: refund.amount,
            })),
        ),
    // The ledger's sale payments by store credit, by the customer.
    storeCreditSpent: async (customerId) =>
      (
        await everyItem((query) =>
          api.listPayments({ ...query, customerId, method: 'storeCredit', kind: 'sale' }),
        )
      ).map((payment) => ({ saleId: payment.saleId ?? '', at: payment.recordedAt, amount: payment.amount })),
  });
  /** The business's day now, in its time zone: the day a payment counts in. */
  const businessDay = () => dayInZone(now(), db.settings.store.timezone);
  // The ledger of money moved: the history's sales (kept without their tenders) paid as sold.
  const payments = memoryPayments(
    businessDay,
    db.sales.flatMap((sale, index) => {
      const paid = historySalePayment(sale, `${sale.date}T12:00:00.000Z`, `HISTORY-${index + 1}`);
      return paid ? [paid] : [];
    }),
  );
  /** Records a document's payments, as of now. */
  const recordPayments = (made: (recorded: { at: string; by: string; day: string }) => PaymentRecord[]) =>
    payments.record(made({ ...stamp(), day: businessDay() }));

  // Customer return requests; a refund records its return as the contract does (its payments too).
  const returnRequests = memoryReturnRequests({
    now,
    actor: () => `${db.account.profile.firstName} ${db.account.profile.lastName}`,
    sale: (id) => db.sales.find((sale) => sale.id === id),
    deliveryOf: (saleId) => db.deliveries.find((delivery) => delivery.orderId === saleId),
    getSaleReturns: (saleId) => api.getSaleReturns(saleId),
    recordReturn: (input) => withPayments.recordReturn(input),
    newId: ids.returnRequest,
  });

  /** A sale's detail as getSale answers it: its lines and money when the till kept them, and its invoice's number. */
  const saleDetailOf = (id: string): SaleDetail => {
    const sale = db.sales.find((each) => each.id === id);
    if (!sale) throw new NotFoundError('Sale', id);
    const invoiceNumber = invoices.invoiceOfSale(id);
    return structuredClone({
      sale,
      lines: [],
      ...saleDetails.get(id),
      ...(invoiceNumber ? { invoiceNumber } : {}),
    });
  };

  const { exchange: exchangeOf, ...returnCalls } = memoryReturns({
    now,
    seller: () => `${db.account.profile.firstName} ${db.account.profile.lastName}`,
    sale: saleDetailOf,
    setSaleStatus: (id, status) => {
      db.sales = db.sales.map((sale) => (sale.id === id ? { ...sale, status } : sale));
    },
    ledger,
    binExists,
    newReturnId: ids.saleReturn,
    drawer,
    store: () => db.settings.store,
    saleSessionOpen: (saleId) => saleSessions.get(saleId) === drawer.drawerForSale(),
    issueCreditNote: ({ invoiceNumber, refundPaid, ...input }) =>
      invoices.issueCreditNote(invoiceNumber, input, { refundPaid }),
    creditCustomer: invoices.creditCustomer,
  });

  /** What the sale's rule reads in memory, now. */
  const saleContextOf = (sold: Stamp): SaleContext => ({
    item: catalogue.item,
    posBins: posBins(),
    stock: ledger,
    newSaleId: ids.sale,
    stamp: sold,
    today: isoDate(now()),
    settings: tillSettingsOf(db.settings),
    customer: (id) => db.customers.find((customer) => customer.id === id),
    // In memory the demo owner sells: no discount limit.
    discountLimitPercent: null,
    drawerSessionId: drawer.drawerForSale(),
    owedBy: invoices.owedBy,
    storeCreditOf: invoices.storeCreditOf,
  });
  /** A planned sale kept: its stock movements, its delivery and what it raises, in one step. */
  const keepSale = async (planned: PlannedSale, sold: Stamp): Promise<RecordedSale> => {
    const drops = saleDrops(planned.lines, catalogue.item, (product) => productOnHand(product, ledger));
    ledger.apply(planned.change);
    if (planned.storeCredit)
      invoices.spendStoreCredit(planned.storeCredit.customerId, planned.storeCredit.amount);
    raise(raisedBySale(planned.sale, drops));
    db.sales = [planned.sale, ...db.sales];
    if (planned.drawerSessionId) {
      drawer.countSale(planned.drawerSessionId, planned.money);
      saleSessions.set(planned.sale.id, planned.drawerSessionId);
    }
    recordPayments((recorded) =>
      salePayments(planned.sale, planned.money, planned.drawerSessionId, recorded, payments.newId),
    );
    saleDetails.set(planned.sale.id, {
      lines: planned.lines,
      money: planned.money,
      soldBy: `${db.account.profile.firstName} ${db.account.profile.lastName}`,
      soldAt: sold.at,
    });
    // Sold on account: its unpaid invoice, in the same step.
    if (planned.onAccount) await invoices.calls.issueInvoice(planned.sale.id);
    const delivery = planned.delivery ? addDelivery(planned.delivery) : null;
    return { sale: planned.sale, delivery };
  };
  // The exchanges recorded, by their new sale's key: sent again, the first answer.
  const exchanges = new Map<string, { fingerprint: string; recorded: Exchange }>();

  const api: Omit<WarehouseApi, 'listActivity'> = {
    ...payments.calls,
    listProducts: async (query = {}) => {
      const onOrder = onOrderByItem(db.purchaseOrders);
      return pageOfProducts(catalogue, query, (product) => inventoryRow(product, catalogue, ledger, onOrder));
    },
    getProduct: async (id) => {
      const product = productOf(id);
      return productDetail(product, ledger, hasHistory(product), db);
    },
    getBarcodeItem: async (code) => barcodeItemOrThrow(catalogue, code),
    createProduct: async (values) => {
      const { product, opening } = productToCreate(
        values,
        catalogue,
        ids.product,
        { receivingBin, binExists },
        stamp(),
      );
      if (opening) ledger.apply(opening);
      return saveProduct(product);
    },
    updateProduct: async (id, values) =>
      saveProduct(productToUpdate(productOf(id), values, catalogue, itemHasHistory)),
    archiveProduct: async (id) => saveProduct({ ...productOf(id), archived: true }),
    deleteProduct: async (id) => {
      const product = productOf(id);
      refuseDeletingWithHistory(product, hasHistory(product));
      catalogue.remove(id);
    },

    adjustStock: async (input) => changeOneItem(adjustmentToRecord(input, catalogue, binExists, stamp())),
    transferStock: async (input) => recordOrRefuse(transferToRecord(input, catalogue, binExists, stamp())),
    listBins: async (query = {}) => pageOfBinChoices(binChoices(db.bins, db.locations, receivingBin), query),
    listProductMovements: async (productId, query = {}) =>
      pageOfList(
        // productHistory keeps the movements of the product's own items.
        productHistory(productOf(productId), ledger.movements(), db.bins, db.locations),
        query,
        (entry) => String(entry.seq),
      ),

    // Always the whole catalogue: in memory it costs nothing to read again.
    listPosProducts: async () => ({
      cursor: 'memory',
      complete: true,
      changed: [],
      ...posCatalogueRows(posCatalogue(catalogue, new Set(posBins()), ledger)),
    }),
    getTillSettings: async () => tillSettingsOf(structuredClone(db.settings)),
    recordSale: async (input): Promise<RecordedSale> => {
      const fingerprint = saleFingerprint(input);
      const earlier = replayedSale(recordedSales.get(input.idempotencyKey), fingerprint);
      if (earlier) return earlier;
      const sold = stamp();
      const recorded = await keepSale(saleToRecord(input, saleContextOf(sold)), sold);
      recordedSales.set(input.idempotencyKey, { fingerprint, recorded });
      return recorded;
    },
    recordExchange: async (input) => {
      const fingerprint = exchangeFingerprint(input);
      const earlier = replayedSale(exchanges.get(input.idempotencyKey), fingerprint);
      if (earlier) return structuredClone(earlier);
      const sold = stamp();
      // The return recorded and the sale planned (refused, neither is); then the sale kept.
      const { saleReturn, sale, difference } = exchangeOf(input, saleContextOf(sold));
      refunded(saleReturn);
      const recorded = { saleReturn, sale: (await keepSale(sale, sold)).sale, difference };
      exchanges.set(input.idempotencyKey, { fingerprint, recorded });
      return structuredClone(recorded);
    },
    listSales: async (query = {}) => {
      const { status, customerId, from, to } = query;
      const filtered =
        status !== undefined || customerId !== undefined || from !== undefined || to !== undefined;
      const matches = searchIndexOf(db.sales, saleSearchFields)(
        query.search ?? '',
        filtered
          ? (sale) =>
              (status === undefined || sale.status === status) &&
              (customerId === undefined || sale.customerId === customerId) &&
              (from === undefined || sale.date >= from) &&
              (to === undefined || sale.date <= to)
          : undefined,
      );
      return pageOfList(matches, query, (sale) => sale.id);
    },
    getSale: async (id) => saleDetailOf(id),

    listDeliveries: async (query = {}) => {
      const { status } = query;
      const matches = searchIndexOf(db.deliveries, deliverySearchFields)(
        query.search ?? '',
        status ? (delivery) => delivery.status === status : undefined,
      );
      return pageOfList(matches, query, (delivery) => delivery.id);
    },
    getDeliveryStats: async () => deliveryStats(db.deliveries, db.riders),
    createDelivery: async (request) => {
      const valid = valueOrThrow(validateDeliveryRequest(request));
      const sale = db.sales.find((each) => each.id === valid.orderId);
      const hasDelivery = db.deliveries.some((each) => each.orderId === valid.orderId);
      const delivery = deliveryForSale(valid, sale, hasDelivery, ids.delivery, isoDateTime(now()));
      db.deliveries = [delivery, ...db.deliveries];
      return delivery;
    },
    assignRider: async (deliveryId, { riderId }) => {
      const index = db.deliveries.findIndex((d) => d.id === deliveryId);
      const delivery = db.deliveries[index];
      if (!delivery) throw new NotFoundError('Delivery', deliveryId);
      const rider = db.riders.find((r) => r.id === riderId);
      if (!rider) throw new NotFoundError('Rider', riderId);
      const updated = assignRiderRule(delivery, rider);
      db.deliveries = db.deliveries.map((d, i) => (i === index ? updated : d));
      raise([riderAssignedRaised(rider.name, delivery.id)]);
      return updated;
    },

    listRiders: async (query = {}) =>
      pageOfList(searchIndexOf(db.riders, riderSearchFields)(query.search ?? ''), query, (rider) => rider.id),
    getRiderStats: async () => riderStats(db.riders),
    listAvailableRiders: async () =>
      riderListEntries(db.riders.filter((rider) => rider.status === 'available')).sort((a, b) =>
        compareKeys(a.name.toLowerCase(), a.id, b.name.toLowerCase(), b.id),
      ),
    createRider: async (form) => {
      const rider = riderFromForm(ids.rider(), valueOrThrow(validateRiderForm(form)), isoDate(now()));
      db.riders = [rider, ...db.riders];
      return rider;
    },

    listCustomers: async (query = {}) => {
      const matches = searchIndexOf(
        activeCustomers(),
        customerSearchFields,
      )(customerSearchText(query.search ?? ''));
      const page = pageOfList(matches, query, (customer) => customer.id);
      return { ...page, items: await Promise.all(page.items.map(withFigures)) };
    },
    getCustomer: async (id) => withFigures(customerOf(id)),
    createCustomer: async (form) => {
      const details = valueOrThrow(validateCustomerForm(form));
      refuseSharedContacts(details, activeCustomers());
      const customer = { id: ids.customer(), ...details };
      db.customers = [customer, ...db.customers];
      return withFigures(customer);
    },
    updateCustomer: async (id, form) => {
      activeCustomerOf(id);
      const details = valueOrThrow(validateCustomerForm(form));
      refuseSharedContacts(
        details,
        activeCustomers().filter((other) => other.id !== id),
      );
      const customer = { id, ...details };
      db.customers = db.customers.map((each) => (each.id === id ? customer : each));
      return withFigures(customer);
    },
    archiveCustomer: async (id) => {
      const customer = customerOf(id);
      archivedCustomers.add(id);
      return withFigures(customer);
    },

    listSuppliers: async () => db.suppliers.slice(),
    createSupplier: async (form) => {
      const supplier = { id: ids.supplier(), ...valueOrThrow(validateSupplierForm(form)) };
      db.suppliers = [supplier, ...db.suppliers];
      return { ...supplier };
    },
    updateSupplier: async (id, form) => {
      if (!db.suppliers.some((supplier) => supplier.id === id)) throw new NotFoundError('Supplier', id);
      const supplier = { id, ...valueOrThrow(validateSupplierForm(form)) };
      db.suppliers = db.suppliers.map((each) => (each.id === id ? supplier : each));
      return { ...supplier };
    },
    listLastPrices: async (filter = {}) => lastPricesPaid(db.purchaseOrders, filter.supplierId),
    listPurchaseProducts: async (query = {}) => {
      const only = query.itemIds && new Set(query.itemIds);
      const matches = searchIndexOf(allPurchaseProducts(), purchaseProductSearchFields)(
        query.search ?? '',
        only ? (product) => only.has(product.id) : undefined,
      );
      // A copy: the list is kept (with its search index) until the business changes.
      return structuredClone(pageOfList(matches, query, (product) => product.id));
    },
    listPurchaseOrders: async (query = {}) => {
      const names = new Map(db.suppliers.map((supplier) => [supplier.id, supplier.name]));
      const supplierName = (id: string) => names.get(id) ?? id;
      return structuredClone(pageOfPurchaseOrders(db.purchaseOrders, supplierName, query, isoDate(now())));
    },
    getPurchaseOrder: async (id) => orderDetail(purchaseOrderOf(id)),
    createPurchaseOrder: async ({ header, lines, draft }) => {
      const status = draft ? 'draft' : 'ordered';
      const order = purchaseOrderToCreate(header, lines, known, ids.purchaseOrder, status);
      db.purchaseOrders = [order, ...db.purchaseOrders];
      return structuredClone(order);
    },
    updatePurchaseOrder: async (id, { header, lines }) =>
      saveOrder(purchaseOrderToUpdate(purchaseOrderOf(id), header, lines, known)),
    placePurchaseOrder: async (id) => saveOrder(purchaseOrderToPlace(purchaseOrderOf(id), known)),
    receivePurchaseOrder: async (id, input) => {
      const earlier = receivedWith.get(input.idempotencyKey);
      if (earlier) return orderDetail(purchaseOrderOf(earlier));
      const planned = receiptToRecord(purchaseOrderOf(id), input, {
        binExists,
        newReceiptId: ids.receipt,
        stamp: stamp(),
      });
      // The receipt, its stock movements and the order's new state are one step.
      ledger.apply(planned.change);
      saveOrder(planned.order);
      receipts.set(id, [...(receipts.get(id) ?? []), planned.receipt]);
      receivedWith.set(input.idempotencyKey, id);
      return orderDetail(planned.order);
    },
    cancelPurchaseOrder: async (id, { reason }) =>
      saveOrder(purchaseOrderToCancel(purchaseOrderOf(id), reason)),
    suggestReorder: async (filter = {}) =>
      suggestionsFor(
        catalogue,
        ledger,
        onOrderByItem(db.purchaseOrders),
        lastPricesPaid(db.purchaseOrders),
        filter.productId,
      ),
    draftReorders: async () => {
      const suggestions = suggestionsFor(
        catalogue,
        ledger,
        onOrderByItem(db.purchaseOrders),
        lastPricesPaid(db.purchaseOrders),
      );
      const drafts = reorderDrafts(suggestions, known, ids.purchaseOrder, isoDate(now()));
      db.purchaseOrders = [...drafts.slice().reverse(), ...db.purchaseOrders];
      return structuredClone(drafts);
    },

    listShelves: async (query = {}) => {
      const { zone } = query;
      const matches = searchIndexOf(allShelves(), shelfSearchFields)(
        query.search ?? '',
        zone ? (shelf) => shelf.zone === zone : undefined,
      );
      return structuredClone(pageOfList(matches, query, (shelf) => shelf.id));
    },
    getShelfFigures: async () => shelfFigures(allShelves()),
    addShelf: async (input) => {
      // New shelves belong to the warehouse: the location whose bins are shelves.
      const warehouse = db.bins.find((bin) => bin.shelf)?.locationId ?? db.locations[0]?.id ?? '';
      const { bin, shelf } = shelfToAdd(input, binExists, warehouse);
      db.bins = [bin, ...db.bins];
      return shelf;
    },

    getDashboard: async () => {
      const since = comparedSince(isoDate(now()));
      return dashboardOf(catalogue, ledger, {
        kpis: await kpisNow(),
        recentOrders: recentOrders(db.sales),
        movedThisMonth: movedSince(ledger.movements(), since.month),
        movedThisWeek: movedSince(ledger.movements(), since.week),
        latePurchaseOrders: lateNow().length,
        currency: db.settings.store.defaultCurrency,
      });
    },
    getAnalytics: async () => kpisNow(),
    getMenuBadges: async () => ({
      notifications: lateNow().length + raised.length + db.notifications.length,
      lowStock: lowStockNow().length,
      purchases: db.purchaseOrders.filter((order) => AWAITED_STATUSES.includes(order.status)).length,
      ...salesBadges(),
      invoices: invoices.owing(),
      returns: returnRequests.openCount(),
    }),
    listNotifications: async (query = {}) => {
      const kept = keptNotifications();
      return pageOfNotifications(
        lateNow().map(lateOrderNotification),
        query,
        async (after, count) => {
          const start = after === undefined ? 0 : kept.findIndex((n) => n.id === after) + 1;
          if (after !== undefined && start === 0) throw badCursor();
          return kept.slice(start, start + count);
        },
        async () => kept.length,
      );
    },
    listCategories: async () => structuredClone(categoriesNow()),
    renameCategory: async (id, rename) => {
      catalogue.renameCategory(categoryToRename(catalogue.categories(), id, rename));
      return structuredClone(categorySummaries(catalogue).find((category) => category.id === id)!);
    },
    listLocations: async () => locationSummaries(db.locations, db.bins, ledger),
    listLowStock: async (query = {}) =>
      structuredClone(pageOfLowStock(lowStockRows(), query, (id) => catalogue.newestFirstPosition(id) ?? -1)),
    getSettings: async () => structuredClone(db.settings),
    getBusinessFormat: async () => businessFormatOf(db.settings),
    saveSettings: async (settings) => {
      db.settings = valueOrThrow(
        validateSettings(settings, (locationId) =>
          db.locations.some((location) => location.id === locationId),
        ),
      );
      return structuredClone(db.settings);
    },
    getAccount: async () => structuredClone(db.account),
    // Demo accounts have no stored password to check the current one against (the staff accounts
    // of the server do): the rules of the new one are checked.
    changePassword: async (change) => {
      valueOrThrow(validatePasswordChange(change));
    },
    ...memoryStaff(now),
    ...memoryBackups(now),
    ...drawer.calls,
    ...invoices.calls,
    ...returnRequests.calls,
    ...returnCalls,
    ...memoryParkedCarts(
      () => isoDateTime(now()),
      () => `${db.account.profile.firstName} ${db.account.profile.lastName}`,
      (id) => db.customers.find((customer) => customer.id === id),
    ),
  };
  /** A return recorded: its refunds paid out, cash from the drawer it came out of. */
  const refunded = (saleReturn: SaleReturn): SaleReturn => {
    const sale = db.sales.find((each) => each.id === saleReturn.saleId);
    recordPayments((recorded) =>
      refundPayments(
        saleReturn,
        sale ? saleCustomer(sale) : { customerId: null, customerName: null },
        drawer.drawerForSale(),
        { ...recorded, at: saleReturn.at },
        payments.newId,
      ),
    );
    return saleReturn;
  };
  // Every money movement is a payment, recorded in the same step as its document.
  const withPayments: typeof api = {
    ...api,
    recordReturn: async (input) => refunded(await api.recordReturn(input)),
    voidSale: async (saleId) => refunded(await api.voidSale(saleId)),
    recordDrawerCash: async (input) => {
      const session = await api.recordDrawerCash(input);
      const move = session.moves.at(-1);
      if (move)
        recordPayments((recorded) => [
          drawerCashPayment(move, session.id, { ...recorded, at: move.at }, payments.newId()),
        ]);
      return session;
    },
    recordPayment: async (input) => {
      const payment = await api.recordPayment(input);
      payments.record([invoicePaymentRecord(payment)]);
      return payment;
    },
  };
  return withMemoryActivity(withPayments, now);
}
