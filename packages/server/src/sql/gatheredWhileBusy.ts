// Calls gathered while the database is busy: a call that finds fewer than `atOnce`
// runs under way starts one at once; those that arrive meanwhile wait, and the next run takes them
// together. At a busy bank of tills, sales then share round trips, commits and statements; a
// call alone waits for nothing.

import { AsyncResource } from 'node:async_hooks';

/** A call waiting for its run: what it asks, and how its answer reaches it. */
export interface Waiting<In, Out> {
  value: In;
  resolve: (out: Out) => void;
  reject: (error: unknown) => void;
}

interface Gathering<In, Out> {
  /** Runs under way at once at most. */
  atOnce: number;
  /** The waiting calls the next run takes, removed from `waiting`. */
  take: (waiting: Waiting<In, Out>[]) => Waiting<In, Out>[];
}

/**
 * A call through the gathering: `run` answers every call of a batch (one it leaves unanswered
 * when it fails is answered with its error). Runs go in the context the gathering was made in,
 * not in that of the request whose call started them: no run acts as one request's caller.
 */
export function gatheredWhileBusy<In, Out>(
  run: (batch: Waiting<In, Out>[]) => Promise<void>,
  { atOnce, take }: Gathering<In, Out>,
): (value: In) => Promise<Out> {
  const waiting: Waiting<In, Out>[] = [];
  const ownContext = new AsyncResource('gatheredWhileBusy');
  let underWay = 0;
  const runNext = async () => {
    let batch: Waiting<In, Out>[] = [];
    try {
      batch = take(waiting);
      await run(batch);
    } catch (error) {
      for (const call of batch.length > 0 ? batch : waiting.splice(0)) call.reject(error);
    }
  };
  const startRuns = () => {
    while (underWay < atOnce && waiting.length > 0) {
      underWay += 1;
      void ownContext.runInAsyncScope(runNext).finally(() => {
        underWay -= 1;
        startRuns();
      });
    }
  };
  return (value) =>
    new Promise<Out>((resolve, reject) => {
      waiting.push({ value, resolve, reject });
      startRuns();
    });
}

/** Takes the first `count` waiting calls. */
export const firstOf =
  (count: number) =>
  <In, Out>(waiting: Waiting<In, Out>[]): Waiting<In, Out>[] =>
    waiting.splice(0, count);
