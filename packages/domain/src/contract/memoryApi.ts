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
import { checkout, validateCartLines } from '../pos/cart';
import type { PurchaseOrderHeader, PurchaseOrderLine } from '../purchasing/purchase';
import { buildPurchaseOrder, validatePurchaseOrder } from '../purchasing/purchaseOrder';
import { sampleSeed } from '../sample/seed';
import type { Seed } from '../sample/seedTypes';
import { validatePasswordChange } from '../session/password';
import { validateSettings } from '../settings/settingsForm';
import { parseProductForm, productFromForm } from '../stock/productForm';
import { validateShelfInput } from '../stock/shelving';
import type { RecordedSale, WarehouseApi } from './contract';
import { NotFoundError } from './errors';
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
 * An in-memory WarehouseApi: pure, no I/O. Starts from a deep copy of the sample data, with
 * any lists in `seed` replacing the sample ones (e.g. generated data for a benchmark).
 * Validates with the domain's rules and rejects with ValidationError / NotFoundError.
 */
export function createMemoryApi(seed: Partial<Seed> = {}, options: MemoryApiOptions = {}): WarehouseApi {
  const db: Seed = { ...sampleSeed(), ...structuredClone(seed) };
  const now = options.now ?? (() => new Date());
  const ids = {
    product: createIdGenerator(
      'P',
      3,
      db.products.map((p) => p.id),
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

  return {
    listProducts: async () => db.products.slice(),
    createProduct: async (values) => {
      const product = productFromForm(ids.product(), valueOrThrow(parseProductForm(values)));
      db.products = [product, ...db.products];
      return product;
    },

    listPosProducts: async () => db.posProducts.slice(),
    recordSale: async (input): Promise<RecordedSale> => {
      const lines = valueOrThrow(validateCartLines(input.lines));
      const result = checkout(lines, input.choice, {
        saleId: ids.sale(),
        date: isoDate(now()),
        customer: input.customer,
      });
      db.sales = [result.sale, ...db.sales];
      const delivery = result.deliveryOrder ? addDelivery(result.deliveryOrder) : null;
      return { sale: result.sale, delivery };
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
    listPurchaseProducts: async () => db.purchaseProducts.slice(),
    listPurchaseOrders: async () => db.purchaseOrders.slice(),
    createPurchaseOrder: async (header: PurchaseOrderHeader, lines: PurchaseOrderLine[]) => {
      const draft = valueOrThrow(validatePurchaseOrder(header, lines));
      if (!db.suppliers.some((s) => s.id === header.supplierId))
        throw new NotFoundError('Supplier', header.supplierId);
      const order = buildPurchaseOrder(ids.purchaseOrder(), draft.header, draft.lines);
      db.purchaseOrders = [order, ...db.purchaseOrders];
      return order;
    },

    listShelves: async () => db.shelves.slice(),
    addShelf: async (input) => {
      const shelf = valueOrThrow(validateShelfInput(input));
      db.shelves = [shelf, ...db.shelves];
      return shelf;
    },

    getDashboard: async () => structuredClone(db.dashboard),
    getAnalytics: async () => db.kpis.slice(),
    listNotifications: async () => db.notifications.slice(),
    listCategories: async () => db.categories.slice(),
    listLocations: async () => db.locations.slice(),
    listLowStock: async () => db.lowStock.slice(),
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
