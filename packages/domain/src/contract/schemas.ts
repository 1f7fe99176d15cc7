// The shapes of the contract's requests as zod schemas: the server checks every path parameter
// and body against them before a call runs (a 400 problem otherwise, changing nothing), and the
// API document is made from them. They check shape and bounds only; the business rules (a
// required name, a positive quantity) stay the domain's, so a refusal reads the same whichever
// implementation gave it.
import { z } from 'zod';
import { ACTIVITY_KINDS } from '../accounts/activity';
import { ROLES } from '../accounts/roles';
import { DELIVERY_PRIORITIES, DELIVERY_STATUSES } from '../deliveries/delivery';
import { VEHICLE_TYPES, ZONES } from '../deliveries/rider';
import { PAYMENT_METHODS } from '../pos/pos';
import { SALE_STATUSES } from '../pos/sale';
import { PURCHASE_ORDER_STATUSES } from '../purchasing/lifecycle';
import { PRIORITIES } from '../purchasing/purchase';
import { SOCIAL_PROVIDERS } from '../session/login';
import { MAX_PASSWORD_LENGTH } from '../session/password';
import { CATEGORY_IDS } from '../stock/product';
import type { WarehouseApi } from './contract';
import { MAX_PAGE_SIZE } from './page';
import { PRODUCT_SORTS } from './productPage';
import { PURCHASE_ORDER_SORTS } from './purchaseOrderPage';

/** No NUL character: PostgreSQL's text cannot hold one. */
const withoutNul = (value: string) => !value.includes('\0');
/** Typed text, as a form sends it: bounded, so no request can carry a novel. */
const text = z.string().max(2_000).refine(withoutNul, 'Text cannot contain a NUL character');
const id = z.string().min(1).max(200).refine(withoutNul, 'An id cannot contain a NUL character');
/** A number a count, a quantity or an amount in cents can be: finite, and far inside PostgreSQL's integer. */
const amount = z.number().finite().min(-1_000_000_000).max(1_000_000_000);
const flag = z.boolean();
/** A calendar day that exists, YYYY-MM-DD. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A day is written YYYY-MM-DD')
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
  }, 'No such day');

const productForm = z.strictObject({
  name: text,
  description: text,
  category: z.enum(['', ...CATEGORY_IDS]),
  basePrice: text,
  baseSku: text,
  stock: text,
  lowStockThreshold: text,
  variants: z.array(z.object({ id: text, name: text, sku: text, price: text, stock: text })).max(200),
  openingBinId: text.optional(),
});

const customer = z.strictObject({ name: text, phone: text, address: text });

const checkout = z.strictObject({
  lines: z.array(z.object({ id, name: text, price: amount, quantity: amount })).max(500),
  choice: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('payment'), method: z.enum(PAYMENT_METHODS) }),
    z.strictObject({ kind: z.literal('delivery'), option: z.enum(['pickup', 'fast']) }),
  ]),
  customer: customer.optional(),
  idempotencyKey: id,
});

const deliveryRequest = z.strictObject({
  orderId: text,
  phone: text,
  address: text,
  priority: z.enum(DELIVERY_PRIORITIES).optional(),
});

const riderForm = z.strictObject({
  name: text,
  phone: text,
  email: text,
  address: text,
  vehicleType: z.enum(VEHICLE_TYPES),
  vehicleNumber: text,
  licenseNumber: text,
  zone: z.enum(['', ...ZONES]),
  emergencyContact: text,
  emergencyPhone: text,
});

const supplierForm = z.strictObject({
  name: text,
  email: text,
  phone: text,
  address: text,
  leadTimeDays: text,
});

const purchaseOrderHeader = z.strictObject({
  supplierId: text,
  orderDate: text,
  expectedDelivery: text,
  notes: text,
  priority: z.enum(PRIORITIES),
});
// Lines are read back from records the client was given (a PO's lines carry what was received):
// what the server does not take from them is dropped; the request itself is strict.
const purchaseOrderLines = z
  .array(z.object({ id, productName: text, sku: text, quantity: amount, unitPrice: amount, total: amount }))
  .max(500);
const purchaseOrder = z.strictObject({ header: purchaseOrderHeader, lines: purchaseOrderLines });
const receipt = z.strictObject({
  lines: z.array(z.object({ itemId: id, quantity: amount, binId: text })).max(500),
  idempotencyKey: id,
});

const settings = z.strictObject({
  general: z.strictObject({
    warehouseName: text,
    ownerName: text,
    businessAddress: text,
    phone: text,
    email: text,
  }),
  store: z.strictObject({
    defaultCurrency: text,
    taxRatePercent: amount,
    defaultLowStockThreshold: amount,
    timezone: text,
    tillIdleMinutes: amount,
    posLocationId: text,
  }),
  delivery: z.strictObject({
    deliveryFee: amount,
    freeDeliveryThreshold: amount,
    deliveryRadiusMiles: amount,
    averageDeliveryTimeMinutes: amount,
  }),
  toggles: z.strictObject({
    notifications: z.strictObject({ lowStock: flag, newOrders: flag, marketing: flag }),
    delivery: z.strictObject({ enableDelivery: flag, fastDelivery: flag }),
    payments: z.strictObject({ cash: flag, card: flag, mobile: flag }),
    backup: z.strictObject({ automaticBackups: flag }),
  }),
});

interface RequestSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

const withId = { params: z.strictObject({ id }) };

/** What every paged list's query string has: the search, where to go on from, how many. */
const pageQuery = {
  search: text.optional(),
  cursor: text.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
};
/** A yes or no in a query string, as `true` or `false`. */
const queryFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** A list with nothing to search: where to go on from, how many. */
const pagesOnly = z.strictObject({ cursor: pageQuery.cursor, limit: pageQuery.limit });

/** Each call's request shape (calls not listed take nothing). */
export const CONTRACT_SCHEMAS: Partial<Record<keyof WarehouseApi, RequestSchemas>> = {
  listProducts: {
    query: z.strictObject({
      ...pageQuery,
      categoryId: id.optional(),
      sort: z.enum(PRODUCT_SORTS).optional(),
      descending: queryFlag.optional(),
    }),
  },
  getProduct: withId,
  createProduct: { body: productForm },
  updateProduct: { ...withId, body: productForm },
  archiveProduct: withId,
  deleteProduct: withId,
  adjustStock: {
    body: z.strictObject({
      itemId: text,
      binId: text,
      kind: z.enum(['count', 'adjustment']),
      quantity: text,
      reason: text,
    }),
  },
  transferStock: { body: z.strictObject({ itemId: text, fromBinId: text, toBinId: text, quantity: text }) },
  listProductMovements: { ...withId, query: pagesOnly },
  listPosProducts: {
    // A cursor a read of the POS catalogue gave: where its changes start, and at which location.
    query: z.strictObject({
      since: z
        .string()
        .regex(/^\d{1,18}@.*$/, 'Not a cursor of the POS catalogue')
        .optional(),
    }),
  },
  recordSale: { body: checkout },
  listSales: {
    query: z.strictObject({ ...pageQuery, status: z.enum(SALE_STATUSES).optional() }),
  },
  getSale: withId,
  listDeliveries: {
    query: z.strictObject({ ...pageQuery, status: z.enum(DELIVERY_STATUSES).optional() }),
  },
  createDelivery: { body: deliveryRequest },
  assignRider: { ...withId, body: z.strictObject({ riderId: id }) },
  listRiders: { query: z.strictObject(pageQuery) },
  listBins: { query: z.strictObject(pageQuery) },
  createRider: { body: riderForm },
  listCustomers: { query: z.strictObject(pageQuery) },
  createSupplier: { body: supplierForm },
  updateSupplier: { ...withId, body: supplierForm },
  listPurchaseProducts: {
    query: z.strictObject({
      ...pageQuery,
      // Sent as one text, the ids joined by commas (ids are made by the system, never hold one).
      itemIds: z.union([z.array(id), text.transform((ids) => ids.split(','))]).optional(),
    }),
  },
  listPurchaseOrders: {
    query: z.strictObject({
      ...pageQuery,
      status: z.enum([...PURCHASE_ORDER_STATUSES, 'late']).optional(),
      supplierId: id.optional(),
      sort: z.enum(PURCHASE_ORDER_SORTS).optional(),
      descending: queryFlag.optional(),
    }),
  },
  listLastPrices: { query: z.strictObject({ supplierId: id.optional() }) },
  listLowStock: { query: pagesOnly },
  listNotifications: { query: pagesOnly },
  getPurchaseOrder: withId,
  createPurchaseOrder: { body: purchaseOrder.extend({ draft: flag.optional() }) },
  updatePurchaseOrder: { ...withId, body: purchaseOrder },
  placePurchaseOrder: withId,
  receivePurchaseOrder: { ...withId, body: receipt },
  cancelPurchaseOrder: { ...withId, body: z.strictObject({ reason: text }) },
  suggestReorder: { query: z.strictObject({ productId: id.optional() }) },
  listShelves: { query: z.strictObject({ ...pageQuery, zone: text.optional() }) },
  addShelf: {
    body: z.strictObject({ aisle: text, shelf: text, position: text, zone: text, capacity: text }),
  },
  saveSettings: { body: settings },
  changePassword: {
    body: z.strictObject({ currentPassword: text, newPassword: text, confirmPassword: text }),
  },
  createStaff: {
    body: z.strictObject({
      userId: text,
      name: text,
      email: text,
      role: z.enum(['', ...ROLES]),
      temporaryPassword: text,
    }),
  },
  updateStaff: {
    ...withId,
    body: z
      .strictObject({ role: z.enum(ROLES).optional(), active: flag.optional() })
      .refine((change) => change.role !== undefined || change.active !== undefined, 'Give a role or active'),
  },
  listActivity: {
    query: z.strictObject({
      userId: text.optional(),
      kind: z.enum(ACTIVITY_KINDS).optional(),
      from: day.optional(),
      to: day.optional(),
      record: text.optional(),
      cursor: text.optional(),
      limit: z.coerce.number().int().min(1).max(200).optional(),
    }),
  },
  resetStaffPassword: { ...withId, body: z.strictObject({ temporaryPassword: text }) },
};

/**
 * POST /api/session (signing in, issue 16): credentials, or a social button in demo mode. A
 * password is bounded: hashing a megabyte would be a cheap way to keep the server busy.
 */
export const signInSchema = z.union([
  z.strictObject({ userId: text.min(1).max(100), password: text.min(1).max(MAX_PASSWORD_LENGTH) }),
  z.strictObject({ provider: z.enum(SOCIAL_PROVIDERS) }),
]);
