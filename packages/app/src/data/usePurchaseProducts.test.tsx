import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createMemoryApi, everyItem, type WarehouseApi } from '@warehouse/domain/contract';
import { generateCatalogue } from '@warehouse/domain/sample';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiProvider } from './ApiProvider';
import { useLineProducts } from './usePurchaseProducts';

function wrapperOf(api: WarehouseApi) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>
      <ApiProvider api={api}>{children}</ApiProvider>
    </QueryClientProvider>
  );
}

describe("Issue 18: the purchase form reads its starting lines' products, for their own prices", () => {
  it('a "Reorder all" draft of 250 lines: every line\'s product, read 50 ids at a time (a page holds 200 at most)', async () => {
    const api = createMemoryApi(generateCatalogue({ products: 200, shelves: 5 }));
    const products = (await everyItem((query) => api.listPurchaseProducts(query))).slice(0, 250);
    expect(products).toHaveLength(250);
    const lines = products.map((product) => ({
      id: product.id,
      productName: product.name,
      sku: product.sku,
      quantity: 1,
      unitPrice: product.price,
      total: product.price,
    }));
    const read = vi.spyOn(api, 'listPurchaseProducts');
    const { result } = renderHook(() => useLineProducts(lines), { wrapper: wrapperOf(api) });
    // The form waits: a supplier chosen before the prices came would leave lines unpriced.
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.lineProducts).toEqual(products);
    expect(read.mock.calls.map(([query]) => query?.itemIds?.length)).toEqual([50, 50, 50, 50, 50]);
  });

  it('a form without lines reads nothing and waits for nothing', () => {
    const api = createMemoryApi();
    const read = vi.spyOn(api, 'listPurchaseProducts');
    const { result } = renderHook(() => useLineProducts([]), { wrapper: wrapperOf(api) });
    expect(result.current).toEqual({ lineProducts: [], isLoading: false });
    expect(read).not.toHaveBeenCalled();
  });
});
