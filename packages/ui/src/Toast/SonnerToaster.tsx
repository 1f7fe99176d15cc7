import { Toaster } from 'sonner';
import { AlertCircle, CheckCircle2, Info, X } from '../icons';
import { useTheme } from '../theme/ThemeProvider';
import { TOAST_SETTINGS } from './notify';
import * as s from './Toast.css';

/** Mount once near the root; notices are raised with `notify`. Hovering pauses them; swipe or × dismisses. */
export default function SonnerToaster() {
  const { resolvedTheme } = useTheme();
  return (
    <Toaster
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
