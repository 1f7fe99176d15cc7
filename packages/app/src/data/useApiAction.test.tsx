import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import {
  ConflictError,
  createMemoryApi,
  ValidationError,
  type WarehouseApi,
} from '@warehouse/domain/contract';
import { MISSING_INFORMATION_NOTICE } from '@warehouse/domain/notices';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider } from './ApiProvider';
import { queryKeys } from './queryKeys';
import { showNotice } from './showNotice';
import { ACTION_FAILED_TITLE, changedBy, useApiAction } from './useApiAction';

vi.mock('./showNotice', () => ({ showNotice: vi.fn() }));

function renderAction(api: WarehouseApi) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>
      <ApiProvider api={api}>{children}</ApiProvider>
    </QueryClientProvider>
  );
  return renderHook(
    () =>
      useApiAction((current, id: string) => current.assignRider(id, { riderId: 'RDR-001' }), {
        calls: 'assignRider',
      }),
    { wrapper },
  ).result;
}

beforeEach(() => vi.mocked(showNotice).mockClear());

describe('useApiAction: the one owner of failure notices (issue 13)', () => {
  it('raises one destructive notice for a failure and rejects, so the caller keeps its input', async () => {
    const action = renderAction(createMemoryApi());
    await act(async () => {
      await expect(action.current('DEL-404')).rejects.toThrow('not found');
    });
    expect(showNotice).toHaveBeenCalledTimes(1);
    expect(showNotice).toHaveBeenCalledWith({
      title: ACTION_FAILED_TITLE,
      message: 'Delivery "DEL-404" was not found',
      destructive: true,
    });
  });

  it("raises the rule's own notice for a refusal that has one, and none for field errors alone", async () => {
    const refusing = (error: ValidationError): WarehouseApi => ({
      ...createMemoryApi(),
      assignRider: async () => Promise.reject(error),
    });
    const withNotice = renderAction(
      refusing(
        new ValidationError('refused', { supplierId: 'Select a supplier' }, MISSING_INFORMATION_NOTICE),
      ),
    );
    await act(async () => {
      await expect(withNotice.current('DEL-001')).rejects.toBeInstanceOf(ValidationError);
    });
    expect(showNotice).toHaveBeenCalledTimes(1);
    expect(showNotice).toHaveBeenCalledWith(MISSING_INFORMATION_NOTICE);

    const fieldsOnly = renderAction(refusing(new ValidationError('refused', { name: 'Name is required' })));
    await act(async () => {
      await expect(fieldsOnly.current('DEL-001')).rejects.toBeInstanceOf(ValidationError);
    });
    expect(showNotice).toHaveBeenCalledTimes(1);
  });
});

describe('useApiAction: a refusal by the business’s state reads again what it changed (issue 15)', () => {
  it('after "Only 2 left", the lists the sale would change are invalidated, so the till shows what is left', async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const outOfStock = new ConflictError('out_of_stock', {
      title: 'Not Enough Stock',
      message: 'Only 2 left of Leather Belt',
      destructive: true,
    });
    const api: WarehouseApi = { ...createMemoryApi(), assignRider: async () => Promise.reject(outOfStock) };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <ApiProvider api={api}>{children}</ApiProvider>
      </QueryClientProvider>
    );
    const action = renderHook(
      () =>
        useApiAction((current, id: string) => current.assignRider(id, { riderId: 'RDR-001' }), {
          calls: 'assignRider',
        }),
      { wrapper },
    ).result;
    await act(async () => {
      await expect(action.current('DEL-001')).rejects.toBe(outOfStock);
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.deliveries });
  });
});

describe('An action refetches what its calls declare they change', () => {
  it('a sale: the stock figures, the sales, the deliveries, the customers and the audit trail', () => {
    const keys = changedBy('recordSale');
    for (const key of [
      queryKeys.posProducts,
      queryKeys.products,
      queryKeys.lowStock,
      queryKeys.menuBadges,
      queryKeys.sales,
      queryKeys.deliveries,
      queryKeys.customers,
      queryKeys.activity,
    ])
      expect(keys).toContainEqual(key);
  });

  it('removing a product: not its own record, which is gone with its dialog', () => {
    const keys = changedBy(['archiveProduct', 'deleteProduct']);
    expect(keys).toContainEqual(queryKeys.products);
    expect(keys).not.toContainEqual(queryKeys.product);
  });

  it('a read-only call changes nothing; each root is refetched once', () => {
    expect(changedBy('listSales')).toEqual([]);
    const keys = changedBy(['createPurchaseOrder', 'placePurchaseOrder']);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('useApiAction: what the role may not do (issue 16)', () => {
  it('a 403 from the server reads "Not Allowed" with its reason, not "Something went wrong"', async () => {
    const forbidden = Object.assign(new Error('Your role does not allow this.'), { status: 403 });
    const api = { ...createMemoryApi(), assignRider: () => Promise.reject(forbidden) } as WarehouseApi;
    const action = renderAction(api);
    await act(async () => {
      await expect(action.current('DEL-001')).rejects.toThrow('Your role does not allow this.');
    });
    expect(showNotice).toHaveBeenCalledWith({
      title: 'Not Allowed',
      message: 'Your role does not allow this.',
      destructive: true,
    });
  });
});
