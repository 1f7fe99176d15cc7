// @warehouse/domain/contract: The data contract: everything the app reads and does (WarehouseApi), its errors, the one validation shape, and the in-memory implementation.

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
export { ConflictError, fieldMessages, isContractError, NotFoundError, ValidationError } from './errors';
export { createHttpApi } from './httpApi';
export { IDEMPOTENCY_KEY_HEADER, KEYED_CALLS, newIdempotencyKey } from './idempotencyKey';
export { lowStockCursor, readLowStockCursor } from './lowStockPage';
export { createMemoryApi } from './memoryApi';
export { pageOfNotifications } from './notificationPage';
export {
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
export { CONTRACT_ROUTES } from './routes';
export type { Validation } from './validation';
export { valueOrThrow } from './validation';
