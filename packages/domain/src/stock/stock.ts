import type { Tone } from '../notices/tone';
import type { Product, StockStatus } from './product';

/** Default low-stock threshold (the form's placeholder and the settings default). */
export const DEFAULT_LOW_STOCK_THRESHOLD = 10;

export const STOCK_STATUSES: readonly StockStatus[] = ['In Stock', 'Low Stock', 'Out of Stock'];

export const STOCK_STATUS_TONES: Readonly<Record<StockStatus, Tone>> = {
  'In Stock': 'positive',
  'Low Stock': 'caution',
  'Out of Stock': 'critical',
};

/**
 * §4 Stock status in inventory: "Out of Stock" when stock is 0 (or, defensively, below),
 * "Low Stock" at or below the threshold, otherwise "In Stock".
 */
export function stockStatus(stock: number, lowStockThreshold: number): StockStatus {
  if (stock <= 0) return 'Out of Stock';
  if (stock <= lowStockThreshold) return 'Low Stock';
  return 'In Stock';
}

export function stockStatusTone(status: StockStatus): Tone {
  return STOCK_STATUS_TONES[status];
}

/** The product with `status` recomputed from its stock and threshold. */
export function withStockStatus<P extends Pick<Product, 'stock' | 'lowStockThreshold' | 'status'>>(
  product: P,
): P {
  return { ...product, status: stockStatus(product.stock, product.lowStockThreshold) };
}
