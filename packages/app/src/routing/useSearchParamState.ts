import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** How long the URL waits for typing to pause before it follows. */
export const URL_FOLLOW_DELAY_MS = 300;

/**
 * A text kept in the URL's query (?q=…), so a filtered view can be shared and survives Back.
 *
 * The value changes at once, in the same update as the keystroke; the URL follows when typing
 * pauses or the user moves on (a router navigation per keystroke would re-render the route in a
 * second pass and make every keystroke wait for it). Typing replaces the history entry instead of adding one. A change
 * of the URL from elsewhere (Back, a link) wins over what was typed.
 */
export function useSearchParamState(key: string, fallback = ''): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const urlValue = params.get(key) ?? fallback;
  const [local, setLocal] = useState({ value: urlValue, url: urlValue });
  /** The last value this hook wrote to the URL: its arrival is not a change from elsewhere. */
  const written = useRef<string | null>(null);
  const latestSetParams = useRef(setParams);
  latestSetParams.current = setParams;
  // A pending URL write, made when typing pauses, or at once when the user leaves the field
  // (a press anywhere, focus moving on), so a link followed right after typing keeps the text.
  const pending = useRef<(() => void) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
  }, []);
  const flush = useCallback(() => {
    const write = pending.current;
    cancel();
    write?.();
  }, [cancel]);

  let value = local.value;
  if (local.url !== urlValue) {
    // The URL changed from elsewhere: it wins, and what was typed is not written over it later.
    if (written.current !== urlValue) {
      value = urlValue;
      written.current = null;
      cancel();
    }
    setLocal({ value, url: urlValue });
  }

  useEffect(() => {
    document.addEventListener('pointerdown', flush, true);
    document.addEventListener('focusout', flush, true);
    return () => {
      document.removeEventListener('pointerdown', flush, true);
      document.removeEventListener('focusout', flush, true);
      cancel();
    };
  }, [flush, cancel]);

  const setValue = useCallback(
    (next: string) => {
      setLocal((current) => ({ ...current, value: next }));
      const entry = historyIndex();
      pending.current = () => {
        if (historyIndex() !== entry) return; // navigated meanwhile: this entry's URL is not ours to change
        written.current = next;
        latestSetParams.current(
          (current) => {
            const updated = new URLSearchParams(current);
            if (next === '' || next === fallback) updated.delete(key);
            else updated.set(key, next);
            return updated;
          },
          { replace: true },
        );
      };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, URL_FOLLOW_DELAY_MS);
    },
    [key, fallback, flush],
  );
  return [value, setValue];
}

/** The router's position in the session history (kept in `history.state`). */
function historyIndex(): unknown {
  return (window.history.state as { idx?: number } | null)?.idx;
}
