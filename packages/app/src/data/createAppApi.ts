import { createHttpApi, type WarehouseApi } from '@warehouse/domain/contract';
import { reportSessionEnded } from '../session/sessionEnded';

/**
 * The app's data: the server's API (/api on the same origin), every record and figure stored in
 * its database; a 401 ends the session in the app too. Built with VITE_WAREHOUSE_DATA=memory (`pnpm dev:memory`) the app instead runs on
 * the in-memory contract over the sample business, in the browser, with no server.
 */
export async function createAppApi(): Promise<WarehouseApi> {
  if (import.meta.env.VITE_WAREHOUSE_DATA === 'memory') {
    const { createMemoryApi } = await import('@warehouse/domain/contract');
    return createMemoryApi();
  }
  return createHttpApi('/api', async (url, init) => {
    const response = await fetch(url, init);
    if (response.status === 401) reportSessionEnded();
    return response;
  });
}
