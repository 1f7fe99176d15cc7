import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WarehouseApi } from '@warehouse/domain/contract';
import { applyPosCatalogue, type HeldPosCatalogue } from '@warehouse/domain/pos';
import type { DataRouter } from 'react-router-dom';
import { useApi } from './ApiProvider';
import { queryKeys } from './queryKeys';

/**
 * The POS's own catalogue: read whole once, then, each time it is read again (a sale,
 * the screen opened, the window focused), only what changed since the cursor it holds.
 */
const posCatalogueQuery = (api: WarehouseApi, queryClient: QueryClient) => ({
  queryKey: queryKeys.posProducts,
  queryFn: async () => {
    const held = queryClient.getQueryData<HeldPosCatalogue>(queryKeys.posProducts);
    return applyPosCatalogue(held, await api.listPosProducts({ since: held?.cursor }));
  },
  // Kept while the app is open, off the POS too: coming back asks only for what changed.
  gcTime: Number.POSITIVE_INFINITY,
  // applyPosCatalogue keeps the entries' array when nothing changed; comparing 100,000 entries
  // deeply on every read would cost what the cursor saves.
  structuralSharing: false,
});

export function usePosCatalogue() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useQuery(posCatalogueQuery(api, queryClient));
}

/**
 * Starts reading the POS catalogue the moment a move to the POS begins: as the router starts it,
 * before the screen's code loads or anything renders. Returns the way to stop.
 */
export function readPosCatalogueOnTheWay(
  router: Pick<DataRouter, 'subscribe'>,
  posPath: string,
  api: WarehouseApi,
  queryClient: QueryClient,
): () => void {
  return router.subscribe((state) => {
    if (state.navigation.location?.pathname === posPath)
      void queryClient.prefetchQuery(posCatalogueQuery(api, queryClient));
  });
}
