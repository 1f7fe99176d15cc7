import type { PurchaseOrder } from '@warehouse/domain/purchasing';
import type { purchaseOrderLines, purchaseOrders } from '../db/schema';

export function purchaseOrderRows(order: PurchaseOrder) {
  const header: typeof purchaseOrders.$inferInsert = {
    id: order.id,
    supplierId: order.supplierId,
    orderDate: order.orderDate,
    expectedDelivery: order.expectedDelivery,
    notes: order.notes,
    priority: order.priority,
    totalCents: order.total,
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
  }));
  return { header, lines };
}

export function purchaseOrderOf(
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
    lines: [...lines]
      .sort((a, b) => a.lineNo - b.lineNo)
      .map((line) => ({
        id: line.productId,
        productName: line.productName,
        sku: line.sku,
        quantity: line.quantity,
        unitPrice: line.unitPriceCents,
        total: line.totalCents,
      })),
  };
}
