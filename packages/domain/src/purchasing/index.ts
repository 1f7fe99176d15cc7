// @warehouse/domain/purchasing: Purchase orders: lines, totals and the order rule.

export { type LastPrice, repriceForSupplier, withLastPaid } from './lastPrices';
export { type LateOrder, lateOrderNotification } from './lateOrders';
export type { PurchaseOrderStatus } from './lifecycle';
export {
  AWAITED_STATUSES,
  canCancelOrder,
  canEditOrder,
  canReceiveOrder,
  isLate,
  OPEN_STATUSES,
  PRICED_STATUSES,
  PURCHASE_ORDER_STATUS_LABELS,
  PURCHASE_ORDER_STATUS_TONES,
  PURCHASE_ORDER_STATUSES,
  receiptProgress,
} from './lifecycle';
export type {
  Priority,
  PurchaseOrder,
  PurchaseOrderDetail,
  PurchaseOrderHeader,
  PurchaseOrderLine,
  PurchaseProduct,
  PurchaseReceipt,
  ReceiptInput,
} from './purchase';
export { PRIORITY_OPTIONS } from './purchase';
export type { PurchaseOrderDraft } from './purchaseOrder';
export {
  addProductToOrder,
  emptyHeader,
  LINES_REQUIRED_MESSAGE,
  orderTotal,
  proposedDelivery,
  purchaseOrderNumber,
  removeLine,
  resetPurchaseOrder,
  SUPPLIER_REQUIRED_MESSAGE,
  stockBadgeTone,
  updateLine,
  validatePurchaseOrder,
} from './purchaseOrder';
export {
  type KnownRecords,
  purchaseOrderToCancel,
  purchaseOrderToCreate,
  purchaseOrderToPlace,
  purchaseOrderToUpdate,
  receiptToRecord,
} from './purchaseOrderCommand';
export { reorderDrafts, suggestionsFor } from './reorderCommand';
export { usualBinOf } from './usualBin';
