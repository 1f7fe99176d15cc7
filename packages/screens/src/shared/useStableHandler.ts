import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function of constant identity that calls the latest `handler` (a prop the caller may make anew
 * on every render). A table's memoized rows whose buttons call it then re-render only when their
 * own data changes, not on each keystroke of a search that re-renders the screen.
 */
export function useStableHandler<Args extends unknown[]>(
  handler: ((...args: Args) => void) | undefined,
): (...args: Args) => void {
  const latest = useRef(handler);
  // After the render commits: a render React throws away never changes what a press calls.
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current?.(...args), []);
}
