// @warehouse/domain/stock: The catalogue and its stock: products and variants, stock status, shelves and the product form.

export type { AdjustmentField, StockAdjustmentInput, StockTransferInput, TransferField } from './adjustment';
export { ADJUSTMENT_MESSAGES, validateAdjustment, validateTransfer } from './adjustment';
export type { Movement, StockChange } from './ledger';
export { balancesTouched, createLedger, planStockChange } from './ledger';
export type { CategoryId, Product, ProductForm, ProductFormValues, VariantValues } from './product';
export { CATEGORY_OPTIONS } from './product';
export type { ProductField } from './productForm';
export {
  addVariant,
  emptyProductForm,
  PRODUCT_MESSAGES,
  parseProductForm,
  removeVariant,
  updateVariant,
  variantBarcodeField,
} from './productForm';
export type { ShelfInput, ShelfLocation } from './shelf';
export { shelfToAdd } from './shelfCommand';
export type { ShelfField, ShelfFigures } from './shelving';
export {
  ALL_ZONES,
  CAPACITY_LIMIT_MESSAGE,
  emptyShelfInput,
  percentFull,
  shelfFigures,
  shelfFillTone,
  shelfStatsOf,
  validateShelfInput,
  visibleProducts,
  zoneOptions,
} from './shelving';
export { DEFAULT_LOW_STOCK_THRESHOLD, STOCK_STATUS_TONES, stockStatus } from './stock';
