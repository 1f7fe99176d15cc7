import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { WarehouseApi } from '@warehouse/domain/contract';
import { useApi } from './ApiProvider';

/** Reads one thing from the data contract, cached under its key (only while `enabled`). */
export function useApiQuery<T>(
  key: readonly string[],
  read: (api: WarehouseApi) => Promise<T>,
  { enabled = true }: { enabled?: boolean } = {},
): UseQueryResult<T> {
  const api = useApi();
  return useQuery({ queryKey: key, queryFn: () => read(api), enabled });
}
