import { Toaster as SonnerToaster, toast } from 'sonner';
import { AlertCircle, CheckCircle2, Info, X } from '../icons';
import { useTheme } from '../theme/ThemeProvider';
import * as s from './Toast.css';

/** Notice settings from the spec (§9 Toasts). The 20 px swipe threshold is patched into sonner (patches/). */
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

/** Mount once near the root; notices are raised with `notify`. Hovering pauses them; swipe or × dismisses. */
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
      icons={{
        success: <CheckCircle2 size={18} aria-hidden="true" className={s.toneIcon.success} />,
        info: <Info size={18} aria-hidden="true" className={s.toneIcon.info} />,
        error: <AlertCircle size={18} aria-hidden="true" className={s.toneIcon.error} />,
        close: <X size={14} aria-hidden="true" />,
      }}
      toastOptions={{
        unstyled: true,
        classNames: {
          toast: s.toast,
          success: s.success,
          info: s.info,
          error: s.error,
          icon: s.icon,
          content: s.content,
          title: s.title,
          description: s.description,
          closeButton: s.closeButton,
        },
      }}
    />
  );
}

export interface NotifyOptions {
  /** Overrides the 4000 ms default; `Infinity` keeps the notice until dismissed. */
  duration?: number;
  id?: string | number;
}

type Notice = (title: string, description?: string, options?: NotifyOptions) => string | number;

const raise =
  (kind: 'success' | 'info' | 'error'): Notice =>
  (title, description, options) =>
    toast[kind](title, { description, ...options });

/** Raise a notice in the app's Toaster. Destructive notices use the critical tone. */
export const notify: {
  success: Notice;
  info: Notice;
  destructive: Notice;
  /** Same as `destructive`. */
  error: Notice;
  dismiss: (id?: string | number) => void;
} = {
  success: raise('success'),
  info: raise('info'),
  destructive: raise('error'),
  error: raise('error'),
  dismiss: (id) => {
    toast.dismiss(id);
  },
};
