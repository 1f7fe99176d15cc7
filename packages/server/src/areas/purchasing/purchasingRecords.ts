import { isoDateTime } from '@warehouse/domain/format';
import {
  AWAITED_STATUSES,
  type LastPrice,
  type LateOrder,
  OPEN_STATUSES,
  PRICED_STATUSES,
  type PurchaseOrder,
  type PurchaseOrderStatus,
  type PurchaseReceipt,
} from '@warehouse/domain/purchasing';
import { and, asc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import {
  purchaseOrderLines,
  purchaseOrders,
  type purchaseReceiptLines,
  type purchaseReceipts,
  suppliers,
} from '../../db/schema';
import type { Executor } from '../../sql/executor';
import { isAnyOf } from '../../sql/matching';

/** The last price paid per supplier (or one supplier's) and product, on placed orders, newest orders first. */
export async function readLastPrices(
  db: Executor,
  { supplierId, itemIds }: { supplierId?: string | undefined; itemIds?: readonly string[] } = {},
): Promise<LastPrice[]> {
  const rows = await db.execute<LastPrice & Record<string, unknown>>(sql`
    select distinct on (o.supplier_id, l.product_id)
      o.supplier_id as "supplierId", l.product_id as "itemId", l.product_name as "productName", l.sku,
      l.unit_price_cents as "unitPrice", o.id as "orderId", o.order_date as "orderDate"
    from ${purchaseOrderLines} l join ${purchaseOrders} o on o.id = l.purchase_order_id
    where o.status in (${sql.join(
      PRICED_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    )})
      ${supplierId === undefined ? sql`` : sql`and o.supplier_id = ${supplierId}`}
      ${itemIds === undefined ? sql`` : sql`and ${isAnyOf(sql`l.product_id`, itemIds)}`}
    order by o.supplier_id, l.product_id, o.created_at desc, o.id desc`);
  return rows.rows;
}

/** The late orders (still awaited after their expected day, YYYY-MM-DD `today`), longest overdue first. */
export async function readLateOrders(db: Executor, today: string): Promise<LateOrder[]> {
  return db
    .select({
      id: purchaseOrders.id,
      supplierName: suppliers.name,
      expectedDelivery: purchaseOrders.expectedDelivery,
    })
    .from(purchaseOrders)
    .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .where(isLate(today))
    .orderBy(asc(purchaseOrders.expectedDelivery), asc(purchaseOrders.id));
}

/** How many purchase orders are late (the dashboard's and the badge's figure), counted, not read. */
export async function countLateOrders(db: Executor, today: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(purchaseOrders)
    .where(isLate(today));
  return row?.count ?? 0;
}

/** Awaited and past its expected delivery day (YYYY-MM-DD `today`). */
export const isLate = (today: string) =>
  and(
    inArray(purchaseOrders.status, [...AWAITED_STATUSES]),
    ne(purchaseOrders.expectedDelivery, ''),
    lt(purchaseOrders.expectedDelivery, today),
  );

/** A purchase order still open: a draft, ordered, or partially received. */
export const isOpenOrder = inArray(purchaseOrders.status, [...OPEN_STATUSES]);

/** What the lines summed will still bring: ordered less received. */
export const stillToCome = sql<number>`sum(${purchaseOrderLines.quantity} - ${purchaseOrderLines.received})::int`;

/** What open purchase orders will still bring, by stock item (of the given items, or all). */
export async function readOnOrder(db: Executor, itemIds?: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ itemId: purchaseOrderLines.productId, onOrder: stillToCome })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.purchaseOrderId))
    .where(and(isOpenOrder, itemIds ? isAnyOf(purchaseOrderLines.productId, itemIds) : undefined))
    .groupBy(purchaseOrderLines.productId);
  return new Map(rows.map((row) => [row.itemId, row.onOrder]));
}

export function purchaseOrderRows(order: PurchaseOrder) {
  const header: typeof purchaseOrders.$inferInsert = {
    id: order.id,
    supplierId: order.supplierId,
    orderDate: order.orderDate,
    expectedDelivery: order.expectedDelivery,
    notes: order.notes,
    priority: order.priority,
    totalCents: order.total,
    status: order.status,
    cancelReason: order.cancelReason,
  };
  const lines: (typeof purchaseOrderLines.$inferInsert)[] = order.lines.map((line, lineNo) => ({
    purchaseOrderId: order.id,
    lineNo,
    productId: line.id,
    productName: line.productName,
    sku: line.sku,
    quantity: line.quantity,
    unitPriceCents: line.unitPrice,
    totalCents: line.total,
    received: line.received,
  }));
  return { header, lines };
}

function purchaseOrderOf(
  row: typeof purchaseOrders.$inferSelect,
  lines: readonly (typeof purchaseOrderLines.$inferSelect)[],
): PurchaseOrder {
  return {
    id: row.id,
    supplierId: row.supplierId,
    orderDate: row.orderDate,
    expectedDelivery: row.expectedDelivery,
    notes: row.notes,
    priority: row.priority as PurchaseOrder['priority'],
    total: row.totalCents,
    status: row.status as PurchaseOrderStatus,
    cancelReason: row.cancelReason,
    lines: [...lines]
      .sort((a, b) => a.lineNo - b.lineNo)
      .map((line) => ({
        id: line.productId,
        productName: line.productName,
        sku: line.sku,
        quantity: line.quantity,
        unitPrice: line.unitPriceCents,
        total: line.totalCents,
        received: line.received,
      })),
  };
}

export function receiptRows(orderId: string, receipt: PurchaseReceipt, idempotencyKey: string) {
  const header: typeof purchaseReceipts.$inferInsert = {
    id: receipt.id,
    purchaseOrderId: orderId,
    idempotencyKey,
    at: new Date(receipt.at).toISOString(),
    by: receipt.by,
  };
  const lines: (typeof purchaseReceiptLines.$inferInsert)[] = receipt.lines.map((line, lineNo) => ({
    receiptId: receipt.id,
    lineNo,
    ...line,
  }));
  return { header, lines };
}

export function receiptOf(
  row: typeof purchaseReceipts.$inferSelect,
  lines: readonly (typeof purchaseReceiptLines.$inferSelect)[],
): PurchaseReceipt {
  return {
    id: row.id,
    at: isoDateTime(new Date(row.at)),
    by: row.by,
    lines: [...lines]
      .sort((a, b) => a.lineNo - b.lineNo)
      .map(({ itemId, productName, sku, quantity, binId }) => ({
        itemId,
        productName,
        sku,
        quantity,
        binId,
      })),
  };
}

/** The orders of these header rows, with their lines. */
export async function withLines(
  db: Executor,
  rows: (typeof purchaseOrders.$inferSelect)[],
): Promise<PurchaseOrder[]> {
  const lines = rows.length
    ? await db
        .select()
        .from(purchaseOrderLines)
        .where(
          inArray(
            purchaseOrderLines.purchaseOrderId,
            rows.map((o) => o.id),
          ),
        )
    : [];
  return rows.map((order) =>
    purchaseOrderOf(
      order,
      lines.filter((line) => line.purchaseOrderId === order.id),
    ),
  );
}
