import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A text kept in the URL's query (?q=…), so a filtered view can be shared and survives Back.
 * Typing replaces the history entry instead of adding one per keystroke.
 */
export function useSearchParamState(key: string, fallback = ''): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(key) ?? fallback;
  const setValue = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === '' || next === fallback) updated.delete(key);
          else updated.set(key, next);
          return updated;
        },
        { replace: true },
      ),
    [key, fallback, setParams],
  );
  return [value, setValue];
}
