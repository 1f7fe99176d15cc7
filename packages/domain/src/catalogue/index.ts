// @warehouse/domain/catalogue: The one catalogue (products, their variants as stock items, money in cents): the edit form's values and a product's stock history.

export { unknownBarcodeMessage } from './barcode';
export type { Bin, CatalogueProduct, Location } from './catalogue';
export { itemName, itemPrice, stockItemsOf } from './catalogue';
export { createCatalogueIndex } from './catalogueIndex';
export type { Stamp } from './commands';
export {
  adjustmentToRecord,
  checkedProductToCreate,
  checkedProductToUpdate,
  dashboardFrom,
  notEnoughStock,
  productDetail,
  productOrThrow,
  productToCreate,
  productToUpdate,
  refuseDeletingWithHistory,
  transferToRecord,
} from './commands';
export { productFormValues } from './editProduct';
export {
  DASHBOARD_LOW_STOCK_LIMIT,
  inventoryRow,
  shelves,
} from './figures';
export type { BalancedMovement, StockMovementEntry } from './history';
export { binNames, historyEntries, MOVEMENT_KIND_LABELS, pageOfBinChoices } from './history';
export {
  type CategoryRename,
  categoryToRename,
  MAX_CATEGORY_NAME_LENGTH,
  validateCategoryRename,
} from './renameCategory';
