import { useCallback, useState } from 'react';

/**
 * A value the caller may control (`value` with `onChange`, e.g. a search kept in the URL) or leave
 * to the screen, which then keeps it itself starting from `initial`. Either way `onChange` hears
 * every change.
 */
export function useControllableState<T>(
  value: T | undefined,
  onChange: ((next: T) => void) | undefined,
  initial: T,
): [T, (next: T) => void] {
  const [local, setLocal] = useState(initial);
  const set = useCallback(
    (next: T) => {
      if (value === undefined) setLocal(next);
      onChange?.(next);
    },
    [value, onChange],
  );
  return [value ?? local, set];
}
