// Purchasing: suppliers, what to order, purchase orders from draft to received.
import { z } from 'zod';
import { MANAGEMENT, STOCK } from '../../accounts/roles';
import type { Supplier } from '../../people/people';
import type { SupplierForm } from '../../people/supplierForm';
import type { LastPrice } from '../../purchasing/lastPrices';
import { PURCHASE_ORDER_STATUSES } from '../../purchasing/lifecycle';
import {
  PRIORITIES,
  type PurchaseOrder,
  type PurchaseOrderDetail,
  type PurchaseOrderHeader,
  type PurchaseOrderLine,
  type PurchaseProduct,
  type PurchaseProductsQuery,
  type ReceiptInput,
} from '../../purchasing/purchase';
import type { ReorderSuggestion } from '../../purchasing/reorder';
import { defineCall } from '../call';
import { PURCHASING_FIGURES, STOCK_FIGURES } from '../dataNames';
import { PURCHASE_ORDER_SORTS, type PurchaseOrdersQuery } from '../purchaseOrderPage';
import { amount, flag, id, num, pageOf, pageQuery, queryFlag, str, text } from '../shapes';

const supplierForm: z.ZodType<SupplierForm> = z.strictObject({
  name: text,
  email: text,
  phone: text,
  address: text,
  leadTimeDays: text,
});
const supplier: z.ZodType<Supplier> = z.object({
  id: str,
  name: str,
  email: str,
  phone: str,
  address: str,
  leadTimeDays: num,
});

const header: z.ZodType<PurchaseOrderHeader> = z.strictObject({
  supplierId: text,
  orderDate: text,
  expectedDelivery: text,
  notes: text,
  priority: z.enum(PRIORITIES),
});
// Lines are read back from records the client was given (a PO's lines carry what was received):
// what the server does not take from them is dropped; the request itself is strict.
const lines: z.ZodType<PurchaseOrderLine[]> = z
  .array(z.object({ id, productName: text, sku: text, quantity: amount, unitPrice: amount, total: amount }))
  .max(500);

/** A purchase order as the form sends it; "Save as Draft" says `draft`. */
interface PurchaseOrderInput {
  header: PurchaseOrderHeader;
  lines: PurchaseOrderLine[];
  draft?: boolean;
}
const orderInput: z.ZodType<PurchaseOrderInput> = z.strictObject({ header, lines, draft: flag.optional() });
const draftInput: z.ZodType<Omit<PurchaseOrderInput, 'draft'>> = z.strictObject({ header, lines });

const receipt: z.ZodType<ReceiptInput> = z.strictObject({
  lines: z.array(z.object({ itemId: id, quantity: amount, binId: text })).max(500),
  idempotencyKey: id,
});

const line = { id: str, productName: str, sku: str, quantity: num, unitPrice: num, total: num };
const order: z.ZodType<PurchaseOrder> = z.object({
  id: str,
  supplierId: str,
  orderDate: str,
  expectedDelivery: str,
  notes: str,
  priority: z.enum(PRIORITIES),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  lines: z.array(z.object({ ...line, received: num })),
  total: num,
  cancelReason: str,
});
const orderDetail: z.ZodType<PurchaseOrderDetail> = z.object({
  order,
  receipts: z.array(
    z.object({
      id: str,
      at: str,
      by: str,
      lines: z.array(z.object({ itemId: str, productName: str, sku: str, quantity: num, binId: str })),
    }),
  ),
  usualBins: z.record(z.string(), z.object({ id: str, label: str })),
});

const purchaseProductsQuery: z.ZodType<PurchaseProductsQuery> = z.strictObject({
  ...pageQuery,
  // Sent as one text, the ids joined by commas (ids are made by the system, never hold one).
  itemIds: z.union([z.array(id), text.transform((ids) => ids.split(','))]).optional(),
});
const purchaseProduct: z.ZodType<PurchaseProduct> = z.object({
  id: str,
  name: str,
  sku: str,
  currentStock: num,
  price: num,
  lastPaid: z.record(z.string(), num).optional(),
});
const ordersQuery: z.ZodType<PurchaseOrdersQuery> = z.strictObject({
  ...pageQuery,
  status: z.enum([...PURCHASE_ORDER_STATUSES, 'late']).optional(),
  supplierId: id.optional(),
  sort: z.enum(PURCHASE_ORDER_SORTS).optional(),
  descending: queryFlag.optional(),
});
const lastPrices: z.ZodType<LastPrice[]> = z.array(
  z.object({
    supplierId: str,
    itemId: str,
    productName: str,
    sku: str,
    unitPrice: num,
    orderId: str,
    orderDate: str,
  }),
);
const suggestions: z.ZodType<ReorderSuggestion[]> = z.array(
  z.object({ supplierId: str, lines: z.array(z.object(line)) }),
);

const byId = ({ id }: { id?: string }) => id ?? null;

export const purchasingCalls = {
  listSuppliers: defineCall({ method: 'GET', path: '/suppliers', output: z.array(supplier), roles: STOCK }),
  /** "Add Supplier"; ValidationError keyed by SupplierField. */
  createSupplier: defineCall({
    method: 'POST',
    path: '/suppliers',
    input: supplierForm,
    output: supplier,
    created: true,
    roles: MANAGEMENT,
    audit: { kind: 'purchasing', label: 'Added a supplier', record: (_, made) => made?.id ?? null },
    changes: ['suppliers'],
  }),
  /** "Edit Supplier"; ValidationError keyed by SupplierField; NotFoundError for an unknown id. */
  updateSupplier: defineCall({
    method: 'PUT',
    path: '/suppliers/:id',
    input: supplierForm,
    output: supplier,
    roles: MANAGEMENT,
    audit: { kind: 'purchasing', label: 'Edited a supplier', record: byId },
    // The orders are listed, found and sorted by their supplier's name.
    changes: ['suppliers', 'purchaseOrders'],
  }),
  /** The last price paid per supplier (or one supplier's) and product, on placed orders. */
  listLastPrices: defineCall({
    method: 'GET',
    path: '/last-prices',
    input: z.strictObject({ supplierId: id.optional() }),
    output: lastPrices,
    roles: MANAGEMENT,
  }),
  /**
   * The items a purchase order can order, a page at a time, newest product first, searched by
   * name or SKU; `itemIds` reads only those (the products of a form's lines).
   */
  listPurchaseProducts: defineCall({
    method: 'GET',
    path: '/purchase-products',
    input: purchaseProductsQuery,
    output: pageOf(purchaseProduct),
    roles: STOCK,
  }),
  /**
   * Purchase Orders a page at a time: newest first (by number) unless sorted, searched by PO
   * number or supplier, narrowed to a status (or the late ones) and a supplier.
   */
  listPurchaseOrders: defineCall({
    method: 'GET',
    path: '/purchase-orders',
    input: ordersQuery,
    output: pageOf(order),
    roles: STOCK,
  }),
  /** One purchase order with its receipts; NotFoundError for an unknown id. */
  getPurchaseOrder: defineCall({
    method: 'GET',
    path: '/purchase-orders/:id',
    output: orderDetail,
    roles: STOCK,
  }),
  /**
   * "Create" (an ordered PO) or "Save as Draft" (`draft: true`, editable until placed).
   * ValidationError with the "Missing Information" notice; NotFoundError for an unknown supplier.
   */
  createPurchaseOrder: defineCall({
    method: 'POST',
    path: '/purchase-orders',
    input: orderInput,
    output: order,
    created: true,
    roles: MANAGEMENT,
    audit: { kind: 'purchasing', label: 'Created a purchase order', record: (_, made) => made?.id ?? null },
    keyed: true,
    changes: PURCHASING_FIGURES,
  }),
  /** Edits a draft, checked as at creation; ConflictError `wrong_status` for any other state. */
  updatePurchaseOrder: defineCall({
    method: 'PUT',
    path: '/purchase-orders/:id',
    input: draftInput,
    output: order,
    roles: MANAGEMENT,
    audit: { kind: 'purchasing', label: 'Edited a purchase order', record: byId },
    keyed: true,
    changes: PURCHASING_FIGURES,
  }),
  /** A draft becomes ordered; ConflictError `wrong_status` for any other state. */
  placePurchaseOrder: defineCall({
    method: 'POST',
    path: '/purchase-orders/:id/place',
    output: order,
    roles: MANAGEMENT,
    audit: { kind: 'purchasing', label: 'Placed a purchase order', record: byId },
    keyed: true,
    changes: PURCHASING_FIGURES,
  }),
  /**
   * Records what arrived (receipt movements onto the chosen bins) and moves the PO to partially
   * received or received, in one step. ValidationError for bad quantities, no bin or nothing
   * arriving; ConflictError `wrong_status` (not awaiting goods) or `over_receipt` (more than
   * remains). The same idempotency key records once.
   */
  receivePurchaseOrder: defineCall({
    method: 'POST',
    path: '/purchase-orders/:id/receipts',
    input: receipt,
    output: orderDetail,
    roles: STOCK,
    audit: { kind: 'purchasing', label: 'Received goods', record: byId },
    changes: [...PURCHASING_FIGURES, ...STOCK_FIGURES],
  }),
  /** Cancels a draft or ordered PO with a reason; ValidationError without one; `wrong_status` otherwise. */
  cancelPurchaseOrder: defineCall({
    method: 'POST',
    path: '/purchase-orders/:id/cancel',
    input: z.strictObject({ reason: text }),
    output: order,
    roles: MANAGEMENT,
    audit: { kind: 'purchasing', label: 'Cancelled a purchase order', record: byId },
    keyed: true,
    changes: PURCHASING_FIGURES,
  }),
  /**
   * What to order, by preferred supplier: of one product ("Reorder", "Restock"), or of every product
   * at or below its threshold; what open purchase orders will bring is taken off. NotFoundError
   * for an unknown product.
   */
  suggestReorder: defineCall({
    method: 'GET',
    path: '/reorder-suggestions',
    input: z.strictObject({ productId: id.optional() }),
    output: suggestions,
    roles: MANAGEMENT,
  }),
  /** "Reorder all": one draft per supplier of every suggestion that has a supplier. */
  draftReorders: defineCall({
    method: 'POST',
    path: '/reorder-drafts',
    output: z.array(order),
    created: true,
    roles: MANAGEMENT,
    audit: { kind: 'purchasing', label: 'Drafted reorders', record: () => null },
    keyed: true,
    changes: [...PURCHASING_FIGURES, 'lowStock'],
  }),
};
