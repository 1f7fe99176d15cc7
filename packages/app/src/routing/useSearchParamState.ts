import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';

/** How long the URL waits for typing to pause before it follows. */
export const URL_FOLLOW_DELAY_MS = 300;

/**
 * A text kept in the URL's query (?q=…), so a filtered view can be shared and survives Back.
 *
 * The value changes at once, in the same update as the keystroke; the URL follows when typing
 * pauses or the user moves on (a router navigation per keystroke would re-render the route in a
 * second pass and make every keystroke wait for it). Typing replaces the history entry instead of
 * adding one. A change of the URL from elsewhere (Back, a link) wins over what was typed; the URLs
 * this hook wrote do not, even when the page renders them late, after more typing.
 */
export function useSearchParamState(key: string, fallback = ''): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const urlValue = params.get(key) ?? fallback;
  const [value, setLocalValue] = useState(urlValue);
  /**
   * The values this hook has written to the URL that the page has not shown yet, oldest first. Their
   * arrival is not a change from elsewhere, even out of order: the router renders its updates as
   * transitions, so a render of a keystroke may still see an older URL than the last one written.
   */
  const inFlight = useRef<string[]>([]);
  /** The navigation and the value the page last showed (compared after each commit, not during render). */
  const shown = useRef({ key: location.key, value: urlValue });
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

  // After each commit of a navigation (a render of a keystroke may see an older URL than one
  // already written, so render time is too early to tell), and before paint, so a change from
  // elsewhere never shows the old text for a frame.
  useLayoutEffect(() => {
    if (shown.current.key === location.key) return;
    const before = shown.current.value;
    shown.current = { key: location.key, value: urlValue };
    // Back and Forward always come from elsewhere; otherwise a value written here is ours.
    const written = navigationType === 'POP' ? -1 : inFlight.current.indexOf(urlValue);
    if (written >= 0) {
      // It and any written before it have arrived.
      inFlight.current.splice(0, written + 1);
    } else if (navigationType === 'POP' || urlValue !== before) {
      // From elsewhere: it wins, and what was typed is not written over it later.
      inFlight.current = [];
      cancel();
      setLocalValue(urlValue);
    }
    // The page shows the address bar's URL: nothing written is still on its way.
    if (location.search === window.location.search) inFlight.current = [];
  }, [location.key, location.search, navigationType, urlValue, cancel]);

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
      setLocalValue(next);
      const entry = historyIndex();
      pending.current = () => {
        if (historyIndex() !== entry) return; // navigated meanwhile: this entry's URL is not ours to change
        // From the address bar, not the page's last render: that may not show a URL written just
        // before (by this hook, or another one keeping another value).
        const updated = new URLSearchParams(window.location.search);
        // What the page will read back: an empty value is the fallback, kept out of the URL.
        const stored = next === '' ? fallback : next;
        if (stored === (updated.get(key) ?? fallback)) return; // nothing to write, and nothing would arrive
        if (stored === fallback) updated.delete(key);
        else updated.set(key, stored);
        inFlight.current.push(stored);
        latestSetParams.current(updated, { replace: true });
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
