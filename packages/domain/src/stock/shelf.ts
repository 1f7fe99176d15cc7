import type { ListQuery } from '../contract/page';
/** §3 Shelf product. */
export interface ShelfProduct {
  id: string;
  name: string;
  sku: string;
  quantity: number;
  reserved: number;
  available: number;
}

/** §3 Shelf location. `id` is built as aisle-shelf-position (e.g. "A-1-3"). */
export interface ShelfLocation {
  id: string;
  aisle: string;
  shelf: string;
  position: string;
  zone: string;
  capacity: number;
  occupied: number;
  products: ShelfProduct[];
}

/** The add-shelf form as typed (raw strings). */
export interface ShelfInput {
  aisle: string;
  shelf: string;
  position: string;
  zone: string;
  capacity: string;
}

/** Warehouse Shelving's cards: the search, and a zone. */
export interface ShelvesQuery extends ListQuery {
  zone?: string;
}
