import { notifyManager, QueryObserver } from '@tanstack/react-query';
import { createMemoryApi } from '@warehouse/domain/contract';
import { describe, expect, it } from 'vitest';
import { appQueryClient } from './queryClient';

const retry = appQueryClient.getDefaultOptions().queries?.retry as (
  failures: number,
  error: unknown,
) => boolean;

describe('The app’s query cache (§7 data layer)', () => {
  it('retries a failed read up to 3 times, as the library does', () => {
    const offline = new Error('The network is down');
    expect([0, 1, 2, 3].map((failures) => retry(failures, offline))).toEqual([true, true, true, false]);
  });

  it('does not retry the contract’s refusals: asking again gives the same answer', async () => {
    const refusal = await createMemoryApi()
      .getProduct('P999')
      .catch((error: unknown) => error);
    expect(retry(0, refusal)).toBe(false);
  });

  it('hands an answer read at once to the screen before the next task, so it is painted in the same frame', async () => {
    const observer = new QueryObserver(appQueryClient, {
      queryKey: ['queryClient.test', 'at once'],
      queryFn: async () => ['ORD-1001'],
    });
    let nextTaskRan = false;
    setTimeout(() => {
      nextTaskRan = true;
    }, 0);
    const answered = new Promise<boolean>((resolve) => {
      // As useQuery subscribes: each change reaches the screen through the notify manager.
      const stop = observer.subscribe(
        notifyManager.batchCalls((result: { data?: string[] }) => {
          if (!result.data) return;
          stop();
          resolve(nextTaskRan);
        }),
      );
    });
    expect(await answered).toBe(false);
  });
});
