import { AppLayout, LOGOUT_PATH } from '@warehouse/screens';
import { useTheme } from '@warehouse/ui';
import { useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';

/** The main layout (§2.2): side menu, top bar and the page, Loaded after login. */
export default function MainLayout() {
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
      onOpenNotifications={() => navigate('/notifications')}
    >
      <Outlet />
    </AppLayout>
  );
}
