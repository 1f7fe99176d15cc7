import { takeFromLocation } from '../catalogue/allocation';
import { type Bin, type CatalogueProduct, itemName, itemPrice, stockItemsOf } from '../catalogue/catalogue';
import { createCatalogueIndex } from '../catalogue/catalogueIndex';
import { dashboardStats } from '../catalogue/dashboardStats';
import { editedProduct } from '../catalogue/editProduct';
import {
  categorySummaries,
  dashboardLowStock,
  inventoryRow,
  locationSummaries,
  lowStockItems,
  lowStockProducts,
  posCatalogue,
  purchaseProducts,
  shelves,
} from '../catalogue/figures';
import { binChoices, productHistory, stockByLocation } from '../catalogue/history';
import { newCatalogueProduct } from '../catalogue/newProduct';
import { skuConflict } from '../catalogue/skuCheck';
import {
  assignRider as assignRiderRule,
  type DeliveryInput,
  deliveryFromOrder,
  newDeliveryOrder,
  validateDeliveryOrder,
} from '../deliveries/deliveries';
import type { Delivery } from '../deliveries/delivery';
import { riderFromForm, validateRiderForm } from '../deliveries/riderForm';
import { isoDate, isoDateTime } from '../format/format';
import {
  notEnoughStockNotice,
  productHasHistoryNotice,
  SALE_KEY_REUSED_NOTICE,
  shelfExistsMessage,
} from '../notices/notices';
import { checkout, validateCartLines } from '../pos/cart';
import type { CartLine } from '../pos/pos';
import type { PurchaseOrderHeader, PurchaseOrderLine } from '../purchasing/purchase';
import { buildPurchaseOrder, validatePurchaseOrder } from '../purchasing/purchaseOrder';
import { sampleSeed } from '../sample/seed';
import type { Seed } from '../sample/seedTypes';
import { validatePasswordChange } from '../session/password';
import { validateSettings } from '../settings/settingsForm';
import { validateAdjustment, validateTransfer } from '../stock/adjustment';
import { createLedger } from '../stock/ledger';
import { parseProductForm } from '../stock/productForm';
import { validateShelfInput } from '../stock/shelving';
import type { RecordedSale, WarehouseApi } from './contract';
import { ConflictError, NotFoundError } from './errors';
import { valueOrThrow } from './validation';

export interface MemoryApiOptions {
  /** The clock used for new records' dates; defaults to the system clock. */
  now?: () => Date;
}

/**
 * Makes ids like the existing ones: the prefix followed by the next number after the
 * highest one already used (zero-padded to `width`), e.g. "ORD-1012" -> "ORD-1013".
 */
export function createIdGenerator(prefix: string, width: number, existing: Iterable<string>): () => string {
  let highest = 0;
  const pattern = new RegExp(`^${prefix.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')}(\\d+)$`);
  for (const id of existing) {
    const match = pattern.exec(id);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return () => {
    highest += 1;
    return `${prefix}${String(highest).padStart(width, '0')}`;
  };
}

/**
 * An in-memory WarehouseApi: pure, no I/O. Starts from a deep copy of the sample business, with
 * any parts in `seed` replacing the sample's (e.g. generated data for a benchmark). Stock is the
 * ledger's: the seed's history is replayed into it, and every figure is computed from it.
 * Validates with the domain's rules and rejects with the contract's errors.
 */
export function createMemoryApi(seed: Partial<Seed> = {}, options: MemoryApiOptions = {}): WarehouseApi {
  const db: Seed = { ...sampleSeed(), ...structuredClone(seed) };
  const now = options.now ?? (() => new Date());
  const catalogue = createCatalogueIndex(db.categories, db.catalogue);
  const ledger = createLedger();
  for (const change of db.stockHistory) {
    if (!ledger.apply(change).ok) throw new RangeError('The stock history would make stock negative');
  }
  const binsAt = (locationId: string): Bin[] => db.bins.filter((bin) => bin.locationId === locationId);
  const posBins = binsAt(db.posLocationId).map((bin) => bin.id);
  // Where new stock goes until receiving chooses a bin: the warehouse's first bin.
  const receivingBin = db.bins[0]?.id ?? 'RECEIVING';
  const recordedSales = new Map<string, { fingerprint: string; recorded: RecordedSale }>();
  const ids = {
    product: createIdGenerator(
      'P',
      3,
      db.catalogue.map((p) => p.id),
    ),
    sale: createIdGenerator(
      'ORD-',
      4,
      db.sales.map((s) => s.id),
    ),
    delivery: createIdGenerator(
      'DEL-',
      3,
      db.deliveries.map((d) => d.id),
    ),
    rider: createIdGenerator(
      'RDR-',
      3,
      db.riders.map((r) => r.id),
    ),
    purchaseOrder: createIdGenerator(
      'PO-',
      3,
      db.purchaseOrders.map((o) => o.id),
    ),
  };

  const addDelivery = (input: DeliveryInput): Delivery => {
    const order = newDeliveryOrder(valueOrThrow(validateDeliveryOrder(input)));
    const delivery = deliveryFromOrder(ids.delivery(), order, isoDateTime(now()));
    db.deliveries = [delivery, ...db.deliveries];
    return delivery;
  };

  /** The cart's lines at the catalogue's names and prices, and the units wanted of each item. */
  const pricedLines = (lines: readonly CartLine[]) => {
    const wanted = new Map<string, number>();
    const priced = lines.map((line) => {
      const item = catalogue.item(line.id);
      if (!item || item.product.archived) throw new NotFoundError('Product', line.id);
      wanted.set(item.id, (wanted.get(item.id) ?? 0) + line.quantity);
      return { ...line, name: itemName(item), price: itemPrice(item) };
    });
    return { priced, wanted };
  };

  const productOrThrow = (id: string): CatalogueProduct => {
    const product = catalogue.product(id);
    if (!product) throw new NotFoundError('Product', id);
    return product;
  };

  const duplicateSku = (message: string) =>
    new ConflictError(
      'duplicate_sku',
      { title: 'SKU Already Used', message, destructive: true },
      { baseSku: message },
    );

  /** Stores an edited product, unless one of its SKU codes is another item's. */
  const saveProduct = (product: CatalogueProduct) => {
    const conflict = skuConflict(product, catalogue);
    if (conflict) throw duplicateSku(conflict);
    catalogue.put(product);
    return inventoryRow(product, catalogue, ledger);
  };

  const itemHasHistory = (itemId: string) => ledger.movements(itemId).length > 0;
  const hasHistory = (product: CatalogueProduct) =>
    stockItemsOf(product).some((item) => itemHasHistory(item.id));

  return {
    listProducts: async () =>
      catalogue.productsOnSale().map((product) => inventoryRow(product, catalogue, ledger)),
    getProduct: async (id) => {
      const product = productOrThrow(id);
      const onHand = Object.fromEntries(
        stockItemsOf(product).map((item) => [item.id, ledger.onHandOfItem(item.id)]),
      );
      return {
        product: structuredClone(product),
        onHand,
        hasHistory: hasHistory(product),
        byLocation: stockByLocation(product, ledger.binsOf, db.bins, db.locations),
      };
    },
    createProduct: async (values) => {
      const form = valueOrThrow(parseProductForm(values));
      // Checked under a provisional id, so a refused product takes no id.
      const conflict = skuConflict(newCatalogueProduct('', form, receivingBin).product, catalogue);
      if (conflict) throw duplicateSku(conflict);
      const { product, opening } = newCatalogueProduct(ids.product(), form, receivingBin);
      catalogue.put(product);
      if (opening.length > 0)
        ledger.apply({
          kind: 'opening',
          lines: opening,
          at: isoDateTime(now()),
          by: db.account.profile.email,
          document: { kind: 'product', id: product.id },
        });
      return inventoryRow(product, catalogue, ledger);
    },
    updateProduct: async (id, values) => {
      const product = productOrThrow(id);
      const form = valueOrThrow(parseProductForm(values));
      return saveProduct(editedProduct(product, form, itemHasHistory));
    },
    archiveProduct: async (id) => saveProduct({ ...productOrThrow(id), archived: true }),
    deleteProduct: async (id) => {
      const product = productOrThrow(id);
      if (hasHistory(product)) throw new ConflictError('has_history', productHasHistoryNotice(product.name));
      catalogue.remove(id);
    },

    adjustStock: async (input) => {
      const adjustment = valueOrThrow(validateAdjustment(input));
      const item = catalogue.item(adjustment.itemId);
      if (!item) throw new NotFoundError('Product', adjustment.itemId);
      if (!db.bins.some((bin) => bin.id === adjustment.binId))
        throw new NotFoundError('Bin', adjustment.binId);
      const result = ledger.apply({
        kind: adjustment.kind,
        lines: [{ itemId: item.id, binId: adjustment.binId, quantity: adjustment.quantity }],
        reason: adjustment.reason,
        at: isoDateTime(now()),
        by: db.account.profile.email,
      });
      if (!result.ok)
        throw new ConflictError('out_of_stock', notEnoughStockNotice(itemName(item), result.shortage.onHand));
    },
    transferStock: async (input) => {
      const transfer = valueOrThrow(validateTransfer(input));
      const item = catalogue.item(transfer.itemId);
      if (!item) throw new NotFoundError('Product', transfer.itemId);
      for (const binId of [transfer.fromBinId, transfer.toBinId])
        if (!db.bins.some((bin) => bin.id === binId)) throw new NotFoundError('Bin', binId);
      const result = ledger.apply({
        kind: 'transfer',
        lines: [
          {
            itemId: item.id,
            binId: transfer.fromBinId,
            toBinId: transfer.toBinId,
            quantity: transfer.quantity,
          },
        ],
        at: isoDateTime(now()),
        by: db.account.profile.email,
      });
      if (!result.ok)
        throw new ConflictError('out_of_stock', notEnoughStockNotice(itemName(item), result.shortage.onHand));
    },
    listBins: async () => binChoices(db.bins, db.locations),
    listProductMovements: async (productId) => {
      // productHistory keeps the movements of the product's own items.
      return productHistory(productOrThrow(productId), ledger.movements(), db.bins, db.locations);
    },

    listPosProducts: async () => posCatalogue(catalogue, new Set(posBins), ledger),
    recordSale: async (input): Promise<RecordedSale> => {
      // The key names one sale: the same key again answers with it; with another cart it is refused.
      const fingerprint = JSON.stringify([
        input.lines.map((l) => [l.id, l.quantity]),
        input.choice,
        input.customer,
      ]);
      const earlier = recordedSales.get(input.idempotencyKey);
      if (earlier) {
        if (earlier.fingerprint !== fingerprint)
          throw new ConflictError('key_reused', SALE_KEY_REUSED_NOTICE);
        return earlier.recorded;
      }
      const { priced, wanted } = pricedLines(valueOrThrow(validateCartLines(input.lines)));
      const taken = takeFromLocation(wanted, posBins, ledger);
      if (!taken.ok) {
        const { itemId, onHand } = taken.shortfall;
        const item = catalogue.item(itemId);
        throw new ConflictError('out_of_stock', notEnoughStockNotice(item ? itemName(item) : itemId, onHand));
      }
      // Everything that can refuse the sale is checked before anything changes: the cart and, for
      // Fast Delivery, the delivery. Then the sale, its stock movements and its delivery are one step.
      const context = { date: isoDate(now()), customer: input.customer };
      const draft = checkout(priced, input.choice, { ...context, saleId: 'ORD-DRAFT' });
      if (draft.deliveryOrder) valueOrThrow(validateDeliveryOrder(draft.deliveryOrder));
      const result = checkout(priced, input.choice, { ...context, saleId: ids.sale() });
      ledger.apply({
        kind: 'sale',
        lines: taken.lines,
        at: isoDateTime(now()),
        by: db.account.profile.email,
        document: { kind: 'sale', id: result.sale.id },
      });
      db.sales = [result.sale, ...db.sales];
      const delivery = result.deliveryOrder ? addDelivery(result.deliveryOrder) : null;
      const recorded = { sale: result.sale, delivery };
      recordedSales.set(input.idempotencyKey, { fingerprint, recorded });
      return recorded;
    },
    listSales: async () => db.sales.slice(),

    listDeliveries: async () => db.deliveries.slice(),
    createDelivery: async (input) => addDelivery(input),
    assignRider: async (deliveryId, riderId) => {
      const index = db.deliveries.findIndex((d) => d.id === deliveryId);
      const delivery = db.deliveries[index];
      if (!delivery) throw new NotFoundError('Delivery', deliveryId);
      const rider = db.riders.find((r) => r.id === riderId);
      if (!rider) throw new NotFoundError('Rider', riderId);
      const updated = assignRiderRule(delivery, rider);
      db.deliveries = db.deliveries.map((d, i) => (i === index ? updated : d));
      return updated;
    },

    listRiders: async () => db.riders.slice(),
    createRider: async (form) => {
      const rider = riderFromForm(ids.rider(), valueOrThrow(validateRiderForm(form)), isoDate(now()));
      db.riders = [rider, ...db.riders];
      return rider;
    },

    listCustomers: async () => db.customers.slice(),

    listSuppliers: async () => db.suppliers.slice(),
    listPurchaseProducts: async () => purchaseProducts(catalogue, ledger),
    listPurchaseOrders: async () => db.purchaseOrders.slice(),
    createPurchaseOrder: async (header: PurchaseOrderHeader, lines: PurchaseOrderLine[]) => {
      const draft = valueOrThrow(validatePurchaseOrder(header, lines));
      if (!db.suppliers.some((s) => s.id === header.supplierId))
        throw new NotFoundError('Supplier', header.supplierId);
      const order = buildPurchaseOrder(ids.purchaseOrder(), draft.header, draft.lines);
      db.purchaseOrders = [order, ...db.purchaseOrders];
      return order;
    },

    listShelves: async () => shelves(db.bins, catalogue, ledger),
    addShelf: async (input) => {
      const { id, occupied: _empty, products: _none, ...place } = valueOrThrow(validateShelfInput(input));
      if (db.bins.some((bin) => bin.id === id)) {
        const message = shelfExistsMessage(id);
        throw new ConflictError(
          'duplicate_shelf',
          { title: 'Shelf Exists', message, destructive: true },
          {
            position: message,
          },
        );
      }
      const mainWarehouse = db.bins.find((bin) => bin.shelf)?.locationId ?? db.locations[0]?.id ?? '';
      db.bins = [{ id, locationId: mainWarehouse, label: id, shelf: place }, ...db.bins];
      return { id, ...place, occupied: 0, products: [] };
    },

    getDashboard: async () => {
      const low = lowStockProducts(catalogue, ledger);
      return {
        stats: dashboardStats(db.dashboard.stats, catalogue, ledger, low.length),
        recentOrders: structuredClone(db.dashboard.recentOrders),
        lowStock: dashboardLowStock(low),
      };
    },
    getAnalytics: async () => db.kpis.slice(),
    listNotifications: async () => db.notifications.slice(),
    listCategories: async () => categorySummaries(catalogue),
    listLocations: async () => locationSummaries(db.locations, db.bins, ledger),
    listLowStock: async () => lowStockItems(catalogue, ledger),
    getSettings: async () => structuredClone(db.settings),
    saveSettings: async (settings) => {
      db.settings = valueOrThrow(validateSettings(settings));
      return structuredClone(db.settings);
    },
    getAccount: async () => structuredClone(db.account),
    // Demo accounts have no stored password to check the current one against (the staff accounts
    // of the server do): the rules of the new one are checked.
    changePassword: async (change) => {
      valueOrThrow(validatePasswordChange(change));
    },
  };
}
