// @warehouse/domain/search: Search: case-insensitive substring matching on the spec's fields, and prepared indexes.

export type { SearchFn, SearchIndex } from './search';
export {
  createSearchIndex,
  customerSearchFields,
  deliverySearchFields,
  filterByQuery,
  normalizeQuery,
  posProductSearchFields,
  productSearchFields,
  riderSearchFields,
  saleSearchFields,
  shelfSearchFields,
} from './search';
