import { LOGOUT_PATH } from '@warehouse/domain';
import { RouterProvider } from '@warehouse/ui';
import { useHref, useLocation, useNavigate } from 'react-router-dom';
import LogoutRoute from './LogoutRoute';
import MainLayout from './MainLayout';

/** The root layout: the main layout (§2.2), or the Logout screen at /logout; kit links use the router. */
export function RootRoute() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <RouterProvider navigate={(to, options) => navigate(to, options)} useHref={useHref}>
      {pathname === LOGOUT_PATH ? <LogoutRoute /> : <MainLayout />}
    </RouterProvider>
  );
}
