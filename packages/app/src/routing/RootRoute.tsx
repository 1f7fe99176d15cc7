import { RouterProvider } from '@warehouse/ui';
import { useHref, useNavigate } from 'react-router-dom';
import MainLayout from './MainLayout';

/** The root layout: the main layout (§2.2); kit links use the router. */
export function RootRoute() {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to, options) => navigate(to, options)} useHref={useHref}>
      <MainLayout />
    </RouterProvider>
  );
}
