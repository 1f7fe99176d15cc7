import type { Cents } from '../format/money';
import type { Option } from '../notices/tone';

/** §3 Category choices of the product form. */
export type CategoryId = 'electronics' | 'clothing' | 'books' | 'home' | 'sports';

export const CATEGORY_IDS: readonly CategoryId[] = ['electronics', 'clothing', 'books', 'home', 'sports'];

export const CATEGORY_LABELS: Readonly<Record<CategoryId, string>> = {
  electronics: 'Electronics',
  clothing: 'Clothing',
  books: 'Books',
  home: 'Home & Garden',
  sports: 'Sports',
};

export const CATEGORY_OPTIONS: readonly Option<CategoryId>[] = CATEGORY_IDS.map((value) => ({
  value,
  label: CATEGORY_LABELS[value],
}));

/** §4 Stock status in inventory. */
export type StockStatus = 'In Stock' | 'Low Stock' | 'Out of Stock';

/** §3 Variant (product form). */
export interface Variant {
  id: string;
  name: string;
  sku: string;
  price: Cents;
  stock: number;
  /** Its barcode; none when not given. */
  barcode?: string;
}

/** §3 Product form (Inventory), parsed. */
export interface ProductForm {
  name: string;
  description: string;
  /** A category id, or '' when none was chosen (category is not required). */
  category: CategoryId | '';
  basePrice: Cents;
  baseSku: string;
  /** The product's own barcode (a product without variants); none when not given. */
  barcode?: string;
  stock: number;
  lowStockThreshold: number;
  variants: Variant[];
}

/** A variant row as typed by the user (raw strings). */
export interface VariantValues {
  id: string;
  name: string;
  sku: string;
  price: string;
  stock: string;
  /** Optional; blank or missing: none. */
  barcode?: string;
}

/** The product form as typed by the user (raw strings). */
export interface ProductFormValues {
  name: string;
  description: string;
  category: CategoryId | '';
  basePrice: string;
  baseSku: string;
  /** Optional; blank or missing: none. */
  barcode?: string;
  stock: string;
  lowStockThreshold: string;
  variants: VariantValues[];
  /** The bin the opening stock goes into (Add Product); the receiving bin when not given. */
  openingBinId?: string;
}

/** §3 Product listing variant. */
interface ProductListingVariant {
  id: string;
  name: string;
  stock: number;
}

/** §3 Product listing. `category` is the display name (e.g. "Home & Garden"). */
export interface Product {
  id: string;
  name: string;
  sku: string;
  category: string;
  price: Cents;
  stock: number;
  lowStockThreshold: number;
  status: StockStatus;
  variants: ProductListingVariant[];
  /** What open purchase orders will still bring. */
  onOrder: number;
}
