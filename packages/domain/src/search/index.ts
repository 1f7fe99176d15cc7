// @warehouse/domain/search: Search: case-insensitive substring matching on the spec's fields, and prepared indexes.

export type { SearchFn } from './search';
export {
  customerSearchFields,
  deliverySearchFields,
  filterByQuery,
  normalizeQuery,
  posProductSearchFields,
  productSearchFields,
  purchaseProductSearchFields,
  riderSearchFields,
  saleSearchFields,
  searchIndexOf,
  shelfSearchFields,
} from './search';
