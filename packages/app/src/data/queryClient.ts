import { notifyManager, QueryClient } from '@tanstack/react-query';
import { isContractError } from '@warehouse/domain/contract';

/** §7 library defaults: up to 3 retries, the delay doubling from 1 s up to 30 s. */
const MAX_RETRIES = 3;

/**
 * TanStack Query with its library defaults (3 retries, delay doubling from 1 s up to 30 s, §7),
 * except that the contract's refusals (not found, invalid) are answers, not failures: asking
 * again gives the same answer, so they are not retried. Other staff change the data too, so a
 * cached read is stale at once (the library's default): a screen reads again when it opens, when
 * the window regains focus and when the network comes back; this user's actions invalidate what
 * they change.
 */
function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => !isContractError(error) && failures < MAX_RETRIES,
      },
    },
  });
}

// A query's answer reaches the screens in a microtask, not the library's default next task
// (setTimeout 0): an answer read at once (the data in the page, a cached page) is painted in the
// same frame as the keystroke that asked for it, instead of a frame later.
notifyManager.setScheduler(queueMicrotask);

/** The app's one cache, created when the signed-in layout first loads; it outlives logout and login. */
export const appQueryClient = createQueryClient();
