import { createHttpApi, type WarehouseApi } from '@warehouse/domain/contract';
import { reportSessionEnded } from '../session/sessionEnded';

/**
 * The app's data: the server's API (/api on the same origin), every record and figure stored in
 * its database; a 401 ends the session in the app too. Built with VITE_WAREHOUSE_DATA=memory (`pnpm dev:memory`) the app instead runs on
 * the in-memory contract over the sample business, in the browser, with no server.
 */
/** Where the server answers the API, on the app's own origin (its files, too: a backup, an export). */
export const API_BASE = '/api';

/** Whether the app runs on the in-memory contract, with no server (`pnpm dev:memory`). */
export const IN_MEMORY = import.meta.env.VITE_WAREHOUSE_DATA === 'memory';

export async function createAppApi(): Promise<WarehouseApi> {
  if (IN_MEMORY) {
    const { createMemoryApi } = await import('@warehouse/domain/contract');
    return createMemoryApi();
  }
  return createHttpApi(API_BASE, async (url, init) => {
    const response = await fetch(url, init);
    if (response.status === 401) reportSessionEnded();
    return response;
  });
}
