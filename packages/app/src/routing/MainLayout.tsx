import { AppLayout, LOGOUT_PATH } from '@warehouse/screens';
import { useTheme } from '@warehouse/ui';
import { useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { queryKeys } from '../data/queryKeys';
import { useApiQuery } from '../data/useApiQuery';

/** The main layout (§2.2): side menu, top bar and the page, Loaded after login. */
export default function MainLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { resolvedTheme, toggleTheme } = useTheme();
  const [isCollapsed, setCollapsed] = useState(false);
  // Low Stock's badge counts what its screen lists (issue 14); the other badges are the spec's.
  const { data: lowStock } = useApiQuery(queryKeys.lowStock, (api) => api.listLowStock());
  const lowStockCount = lowStock?.length;
  const badges = useMemo(
    () => (lowStockCount === undefined ? {} : { 'low-stock': lowStockCount }),
    [lowStockCount],
  );
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
      badges={badges}
    >
      <Outlet />
    </AppLayout>
  );
}
