import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { firstOf, gatheredWhileBusy } from './gatheredWhileBusy';

describe('Issue 18: calls gathered while the database is busy', () => {
  it("answers a failed run's calls with its error, and goes on with the next", async () => {
    let runs = 0;
    const gathered = gatheredWhileBusy<number, number>(
      async (batch) => {
        runs += 1;
        if (runs === 1) throw new Error('connection lost');
        for (const call of batch) call.resolve(call.value * 2);
      },
      { atOnce: 1, take: firstOf(10) },
    );
    const answers = await Promise.allSettled([gathered(1), gathered(2), gathered(3)]);
    expect(answers).toEqual([
      { status: 'rejected', reason: new Error('connection lost') },
      { status: 'fulfilled', value: 4 },
      { status: 'fulfilled', value: 6 },
    ]);
  });

  it("runs in the gathering's own context, not in that of the call that started the run", async () => {
    const caller = new AsyncLocalStorage<string>();
    const seen: (string | undefined)[] = [];
    const gathered = gatheredWhileBusy<number, number>(
      async (batch) => {
        seen.push(caller.getStore());
        for (const call of batch) call.resolve(call.value);
      },
      { atOnce: 1, take: firstOf(10) },
    );
    await caller.run('request A', () => Promise.all([gathered(1), gathered(2)]));
    expect(seen).toEqual([undefined, undefined]);
  });
});
