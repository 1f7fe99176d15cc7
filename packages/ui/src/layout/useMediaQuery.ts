import { useCallback, useSyncExternalStore } from 'react';
import { media } from '../tokens/scales';

/** Whether a media query matches now, kept up to date (false where there is no window). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => !!window.matchMedia?.(query).matches,
    () => false,
  );
}

/** Whether the window is a phone's (below the medium breakpoint): for what a layout cannot say in CSS. */
export const useIsPhone = () => useMediaQuery(media.compact);
