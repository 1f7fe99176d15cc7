import { lazy, Suspense } from 'react';

export { type NotifyOptions, notify, TOAST_SETTINGS } from './notify';

// The toast library loads after the first screen, not with it.
const SonnerToaster = lazy(() => import('./SonnerToaster'));

/** Mount once near the root; notices are raised with `notify`. Hovering pauses them; swipe or × dismisses. */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
