// @warehouse/domain/purchasing: Purchase orders: lines, totals and the order rule.

export type {
  Priority,
  PurchaseOrder,
  PurchaseOrderHeader,
  PurchaseOrderLine,
  PurchaseProduct,
} from './purchase';
export { PRIORITY_OPTIONS } from './purchase';
export type { PurchaseOrderDraft } from './purchaseOrder';
export {
  addProductToOrder,
  emptyHeader,
  LINES_REQUIRED_MESSAGE,
  orderTotal,
  removeLine,
  resetPurchaseOrder,
  SUPPLIER_REQUIRED_MESSAGE,
  stockBadgeTone,
  updateLine,
  validatePurchaseOrder,
} from './purchaseOrder';
export { purchaseOrderToCreate } from './purchaseOrderCommand';
