// @warehouse/domain/contract: The data contract: everything the app reads and does (WarehouseApi), its errors, the one validation shape, and the in-memory implementation.

export { argumentsOf, type CallDeclaration, successStatus, takesId } from './call';
export { CALLS, type CallName } from './calls';
export type {
  BinChoice,
  CheckoutInput,
  DeliveriesQuery,
  PurchaseProductsQuery,
  RecordedSale,
  SalesQuery,
  ShelvesQuery,
  WarehouseApi,
} from './contract';
export type { DataName } from './dataNames';
export { ConflictError, fieldMessages, isContractError, NotFoundError, ValidationError } from './errors';
export { createHttpApi } from './httpApi';
export { IDEMPOTENCY_KEY_HEADER, newIdempotencyKey } from './idempotencyKey';
export { lowStockCursor, readLowStockCursor } from './lowStockPage';
export { createMemoryApi } from './memoryApi';
export { pageOfNotifications } from './notificationPage';
export {
  badCursor,
  boundedTotal,
  COUNT_BOUND,
  everyItem,
  type ListQuery,
  type Page,
  type PageQuery,
  pageFromRows,
  pageLimit,
  sortedCursor,
} from './page';
export {
  accessProblem,
  internalProblem,
  noRouteProblem,
  PROBLEM_CONTENT_TYPE,
  type Problem,
  problemOf,
} from './problem';
export {
  PRODUCT_SORTS,
  type ProductSort,
  type ProductsQuery,
  readProductCursor,
} from './productPage';
export {
  isDescending,
  PURCHASE_ORDER_SORTS,
  type PurchaseOrderSort,
  type PurchaseOrdersQuery,
  readPurchaseOrderCursor,
} from './purchaseOrderPage';
export { recordIdParams } from './shapes';
export type { Validation } from './validation';
export { valueOrThrow } from './validation';
