import { type SearchFn, searchIndexOf } from '@warehouse/domain/search';
import { useEffect, useMemo } from 'react';

/** The longest stretch of idle time one step of preparing an index takes, in ms. */
const WARM_SLICE_MS = 8;

/**
 * The domain's search index over `items`, one per list (the same array from the data cache gives
 * the same index, across renders and remounts). It is prepared in idle time after the list
 * arrives, in short slices, so neither opening the screen nor the first keystroke pays for it.
 */
export function useSearchIndex<T>(
  items: readonly T[],
  fieldsOf: (item: T) => readonly string[],
): SearchFn<T> {
  // One index per list and field set, shared by every screen that shows that list: coming back to
  // a screen (or two screens over the same list) does not index 100,000 items again.
  const search = useMemo(() => searchIndexOf(items, fieldsOf), [items, fieldsOf]);

  useEffect(() => {
    let cancel = () => {};
    const step = (deadline?: IdleDeadline) => {
      const stopAt = performance.now() + WARM_SLICE_MS;
      // Past the idle callback's timeout the page is busy: take one slice anyway.
      const idleLeft = () => (deadline && !deadline.didTimeout ? deadline.timeRemaining() : WARM_SLICE_MS);
      const timeLeft = () => Math.min(stopAt - performance.now(), idleLeft());
      if (!search.warm(timeLeft)) cancel = whenIdle(step);
    };
    cancel = whenIdle(step);
    return () => cancel();
  }, [search]);

  return search;
}

/** Runs `callback` when the browser is idle (soon after, where it cannot tell); returns a cancel. */
function whenIdle(callback: (deadline?: IdleDeadline) => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 1_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 16);
  return () => window.clearTimeout(handle);
}
