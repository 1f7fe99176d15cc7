import { useQuery, useQueryClient } from '@tanstack/react-query';
import { applyPosCatalogue, type HeldPosCatalogue } from '@warehouse/domain/pos';
import { useApi } from './ApiProvider';
import { queryKeys } from './queryKeys';

/**
 * The POS's own catalogue (issue 18): read whole once, then, each time it is read again (a sale,
 * the screen opened, the window focused), only what changed since the cursor it holds.
 */
export function usePosCatalogue() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.posProducts,
    queryFn: async ({ signal }) => {
      const held = queryClient.getQueryData<HeldPosCatalogue>(queryKeys.posProducts);
      const read = await api.listPosProducts(held?.cursor);
      signal.throwIfAborted();
      return applyPosCatalogue(held, read);
    },
    // applyPosCatalogue keeps the entries' array when nothing changed; comparing 100,000 entries
    // deeply on every read would cost what the cursor saves.
    structuralSharing: false,
  });
}
