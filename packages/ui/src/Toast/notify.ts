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

export interface NotifyOptions {
  /** Overrides the 4000 ms default; `Infinity` keeps the notice until dismissed. */
  duration?: number;
  id?: string | number;
}

type Notice = (title: string, description?: string, options?: NotifyOptions) => string | number;

// sonner loads with the first notice (or the Toaster), not with the first screen. Calls keep their
// order through the one promise, and the Toaster replays notices raised before it mounted.
let sonner: Promise<typeof import('sonner')> | undefined;
const loadSonner = () => {
  sonner ??= import('sonner');
  return sonner;
};

let lastId = 0;

const raise =
  (kind: 'success' | 'info' | 'error'): Notice =>
  (title, description, options = {}) => {
    const id = options.id ?? `notice-${++lastId}`;
    void loadSonner().then(({ toast }) => toast[kind](title, { description, ...options, id }));
    return id;
  };

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
    void loadSonner().then(({ toast }) => toast.dismiss(id));
  },
};
