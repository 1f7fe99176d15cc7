import type { WarehouseApi } from '@warehouse/domain/contract';
import { ThemeProvider, Toaster } from '@warehouse/ui';
import { useEffect, useState } from 'react';
import { ApiProvider } from './data/ApiProvider';
import { lazyApi } from './data/lazyApi';
import { SessionGate } from './session/SessionGate';
import { SessionProvider, useSession } from './session/SessionProvider';
import { appSessionClient, memorySessionClient } from './session/sessionClient';

/** Warehouse-specific key for the saved theme choice (DESIGN.md, decisions on the spec's open points). */
const THEME_STORAGE_KEY = 'warehouse-theme';

const loadAppApi = () => import('./data/createAppApi').then(({ createAppApi }) => createAppApi());

/**
 * The Toaster, and with it the toast library, once the first screen (the login, or the app) has
 * painted: they do not travel with that screen. A notice raised before shows when it mounts.
 */
function ToasterAfterFirstScreen() {
  const session = useSession();
  const firstScreenShown = session.mode !== null || session.loggedIn;
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (!firstScreenShown || mounted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame that paints the screen, then a task after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setMounted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [firstScreenShown, mounted]);
  return mounted ? <Toaster /> : null;
}

export function App({ api }: { api?: WarehouseApi }) {
  const [appApi] = useState(() => api ?? lazyApi(loadAppApi));
  return (
    <ThemeProvider storageKey={THEME_STORAGE_KEY}>
      <ApiProvider api={appApi}>
        <SessionProvider client={api ? memorySessionClient : appSessionClient}>
          <SessionGate />
          <ToasterAfterFirstScreen />
        </SessionProvider>
      </ApiProvider>
    </ThemeProvider>
  );
}
