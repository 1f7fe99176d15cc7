import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { appQueryClient } from '../data/queryClient';
import { createAppRouter } from './router';

/** What a signed-in user gets: the routes (§2.4) over the data cache. Loaded after login. */
export default function SignedInApp() {
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={appQueryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
