import { createHttpApi, type WarehouseApi } from '@warehouse/domain/contract';

/**
 * The app's data: the server's API (/api on the same origin), every record and figure stored in
 * its database. Built with VITE_WAREHOUSE_DATA=memory (`pnpm dev:memory`) the app instead runs on
 * the in-memory contract over the sample business, in the browser, with no server.
 */
export async function createAppApi(): Promise<WarehouseApi> {
  if (import.meta.env.VITE_WAREHOUSE_DATA === 'memory') {
    const { createMemoryApi } = await import('@warehouse/domain/contract');
    return createMemoryApi();
  }
  return createHttpApi('/api', (url, init) => fetch(url, init));
}
