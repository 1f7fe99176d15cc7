import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  STOCK_STATUSES,
  stockStatus,
  stockStatusTone,
  withStockStatus,
} from './stock';

describe('§4 Stock status in inventory', () => {
  it('is "Out of Stock" when stock is 0', () => {
    expect(stockStatus(0, 10)).toBe('Out of Stock');
  });

  it('is "Out of Stock" even when the threshold is 0', () => {
    expect(stockStatus(0, 0)).toBe('Out of Stock');
  });

  it('treats a negative stock as out of stock', () => {
    expect(stockStatus(-2, 10)).toBe('Out of Stock');
  });

  it('is "Low Stock" at the threshold (edge) and below it', () => {
    expect(stockStatus(10, 10)).toBe('Low Stock');
    expect(stockStatus(1, 10)).toBe('Low Stock');
  });

  it('is "In Stock" just above the threshold', () => {
    expect(stockStatus(11, 10)).toBe('In Stock');
    expect(stockStatus(1, 0)).toBe('In Stock');
  });

  it('maps statuses to tones: critical, caution, positive', () => {
    expect(stockStatusTone('Out of Stock')).toBe('critical');
    expect(stockStatusTone('Low Stock')).toBe('caution');
    expect(stockStatusTone('In Stock')).toBe('positive');
    expect(STOCK_STATUSES).toHaveLength(3);
  });

  it('recomputes a product status from its stock', () => {
    expect(withStockStatus({ stock: 3, lowStockThreshold: 5, status: 'In Stock' as const }).status).toBe(
      'Low Stock',
    );
  });

  it('defaults the low stock threshold to 10 (form placeholder, settings default)', () => {
    expect(DEFAULT_LOW_STOCK_THRESHOLD).toBe(10);
  });
});
