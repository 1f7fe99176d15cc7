import {
  LOGGED_OUT_NOTICE,
  LOGIN_SUCCESSFUL_NOTICE,
  LOGOUT_PATH,
  type SocialProvider,
  socialLoginNotice,
} from '@warehouse/domain';
import { AppLayout, LoginScreen, LogoutScreen } from '@warehouse/screens';
import { RouterProvider, useTheme } from '@warehouse/ui';
import { useState } from 'react';
import { Outlet, useHref, useLocation, useNavigate } from 'react-router-dom';
import { showNotice } from '../data/showNotice';
import { useSession } from '../session/SessionProvider';

/** The root layout: the session gate (§2.1) in front of the main layout (§2.2). */
export function RootRoute() {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to, options) => navigate(to, options)} useHref={useHref}>
      <SessionGate />
    </RouterProvider>
  );
}

function SessionGate() {
  const session = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  if (pathname === LOGOUT_PATH || session.loggingOut) {
    return (
      <LogoutScreen
        onLogout={() => {
          session.logOut();
          showNotice(LOGGED_OUT_NOTICE);
          navigate('/', { replace: true });
        }}
      />
    );
  }
  if (!session.loggedIn) {
    return (
      <LoginScreen
        onLogin={() => {
          session.logIn();
          showNotice(LOGIN_SUCCESSFUL_NOTICE);
        }}
        onSocialLogin={(provider: SocialProvider) => {
          showNotice(socialLoginNotice(provider));
          session.logIn();
        }}
      />
    );
  }
  return <MainLayout />;
}

function MainLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { resolvedTheme, toggleTheme } = useTheme();
  const [isCollapsed, setCollapsed] = useState(false);
  return (
    <AppLayout
      activePath={pathname}
      isCollapsed={isCollapsed}
      onCollapsedChange={setCollapsed}
      theme={resolvedTheme}
      onToggleTheme={toggleTheme}
      // §2.2: Logout sends the whole browser to /logout.
      onLogout={() => window.location.assign(LOGOUT_PATH)}
      onSearchSubmit={(query) => navigate(`/search?q=${encodeURIComponent(query)}`)}
    >
      <Outlet />
    </AppLayout>
  );
}
