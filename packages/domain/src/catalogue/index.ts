// @warehouse/domain/catalogue: The one catalogue (products, their variants as stock items, money in cents): the edit form's values and a product's stock history.

export { productFormValues } from './editProduct';
export type { StockMovementEntry } from './history';
export { MOVEMENT_KIND_LABELS } from './history';
export { stockItemsOf } from './catalogue';
