import { Toaster as SonnerToaster } from 'sonner';
import { useTheme } from '../theme/ThemeProvider';

/** Notice settings from the spec (§9 Toasts). */
export const TOAST_SETTINGS = {
  visibleToasts: 3,
  duration: 4000,
  width: 356,
  gap: 14,
  offset: 32,
  swipeThreshold: 20,
  position: 'bottom-right',
  hotkey: ['altKey', 'KeyT'],
} as const;

/** Mount once near the root; notices are raised with `notify`. */
export function Toaster() {
  const { resolvedTheme } = useTheme();
  return (
    <SonnerToaster
      theme={resolvedTheme}
      position={TOAST_SETTINGS.position}
      visibleToasts={TOAST_SETTINGS.visibleToasts}
      duration={TOAST_SETTINGS.duration}
      gap={TOAST_SETTINGS.gap}
      offset={TOAST_SETTINGS.offset}
      hotkey={[...TOAST_SETTINGS.hotkey]}
      closeButton
    />
  );
}
