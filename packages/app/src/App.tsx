import { QueryClientProvider } from '@tanstack/react-query';
import type { WarehouseApi } from '@warehouse/domain';
import { ThemeProvider, Toaster } from '@warehouse/ui';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ApiProvider } from './data/ApiProvider';
import { createAppApi } from './data/createAppApi';
import { createQueryClient } from './data/queryClient';
import { createAppRouter } from './routing/router';
import { SessionProvider } from './session/SessionProvider';

/** Warehouse-specific key for the saved theme choice (DESIGN.md, decisions on the spec's open points). */
export const THEME_STORAGE_KEY = 'warehouse-theme';

export function App({ api }: { api?: WarehouseApi }) {
  const [services] = useState(() => ({
    api: api ?? createAppApi(),
    queryClient: createQueryClient(),
    router: createAppRouter(),
  }));
  return (
    <ThemeProvider storageKey={THEME_STORAGE_KEY}>
      <ApiProvider api={services.api}>
        <QueryClientProvider client={services.queryClient}>
          <SessionProvider>
            <RouterProvider router={services.router} />
          </SessionProvider>
        </QueryClientProvider>
      </ApiProvider>
      <Toaster />
    </ThemeProvider>
  );
}
