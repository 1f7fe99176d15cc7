import { QueryClient } from '@tanstack/react-query';

/**
 * TanStack Query with its library defaults (3 retries, delay doubling from 1 s up to 30 s, §7).
 * Data lives in memory, so it never goes stale by itself: mutations invalidate what they change.
 */
function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
}

/** The app's one cache, created when the signed-in layout first loads; it outlives logout and login. */
export const appQueryClient = createQueryClient();
