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
});
