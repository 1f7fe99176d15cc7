import type { WarehouseApi } from '@warehouse/domain/contract';
import { ThemeProvider, Toaster } from '@warehouse/ui';
import { useState } from 'react';
import { ApiProvider } from './data/ApiProvider';
import { lazyApi } from './data/lazyApi';
import { SessionGate } from './session/SessionGate';
import { SessionProvider } from './session/SessionProvider';
import { appSessionClient, memorySessionClient } from './session/sessionClient';

/** Warehouse-specific key for the saved theme choice (DESIGN.md, decisions on the spec's open points). */
const THEME_STORAGE_KEY = 'warehouse-theme';

const loadAppApi = () => import('./data/createAppApi').then(({ createAppApi }) => createAppApi());

export function App({ api }: { api?: WarehouseApi }) {
  const [appApi] = useState(() => api ?? lazyApi(loadAppApi));
  return (
    <ThemeProvider storageKey={THEME_STORAGE_KEY}>
      <ApiProvider api={appApi}>
        <SessionProvider client={api ? memorySessionClient : appSessionClient}>
          <SessionGate />
        </SessionProvider>
      </ApiProvider>
      <Toaster />
    </ThemeProvider>
  );
}
