import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { WarehouseApi } from '@warehouse/domain/contract';
import { useApi } from './ApiProvider';

/**
 * Reads one thing from the data contract, cached under its key, only while `enabled`. A read
 * `fetchedOnEachUse` is fetched again each time it is enabled (a record opened in a dialog must be
 * as it is now, not as it was cached).
 */
export function useApiQuery<T>(
  key: readonly string[],
  read: (api: WarehouseApi) => Promise<T>,
  { enabled = true, fetchedOnEachUse = false }: { enabled?: boolean; fetchedOnEachUse?: boolean } = {},
): UseQueryResult<T> {
  const api = useApi();
  return useQuery({
    queryKey: key,
    queryFn: () => read(api),
    enabled,
    ...(fetchedOnEachUse ? { staleTime: 0 } : {}),
  });
}
