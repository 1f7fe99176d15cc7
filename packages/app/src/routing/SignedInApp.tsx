import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { useApi } from '../data/ApiProvider';
import { appQueryClient } from '../data/queryClient';
import { TillCartProvider } from '../data/tillCart';
import { readPosCatalogueOnTheWay } from '../data/usePosCatalogue';
import { createAppRouter } from './router';

/** What a signed-in user gets: the routes (§2.4) over the data cache. Loaded after login. */
export default function SignedInApp() {
  const api = useApi();
  const [router] = useState(createAppRouter);
  useEffect(() => readPosCatalogueOnTheWay(router, '/pos', api, appQueryClient), [router, api]);
  return (
    <QueryClientProvider client={appQueryClient}>
      <TillCartProvider>
        <RouterProvider router={router} />
      </TillCartProvider>
    </QueryClientProvider>
  );
}
