import type { WarehouseApi } from '@warehouse/domain/contract';
import { describe, expect, it, vi } from 'vitest';
import { lazyApi } from './lazyApi';

describe('lazyApi', () => {
  it('loads the implementation once, on first use, and forwards calls and their arguments', async () => {
    const listSales = vi.fn(async () => [{ id: 'ORD-1' }]);
    const assignRider = vi.fn(async (deliveryId: string, { riderId }: { riderId: string }) => ({
      deliveryId,
      riderId,
    }));
    const load = vi.fn(async () => ({ listSales, assignRider }) as unknown as WarehouseApi);
    const api = lazyApi(load);
    expect(load).not.toHaveBeenCalled();
    await expect(api.listSales()).resolves.toEqual([{ id: 'ORD-1' }]);
    await expect(api.assignRider('DEL-1', { riderId: 'RDR-2' })).resolves.toEqual({
      deliveryId: 'DEL-1',
      riderId: 'RDR-2',
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes the implementation’s rejections through unchanged', async () => {
    const failure = new Error('not found');
    const api = lazyApi(
      async () => ({ listSales: async () => Promise.reject(failure) }) as unknown as WarehouseApi,
    );
    await expect(api.listSales()).rejects.toBe(failure);
  });
});
