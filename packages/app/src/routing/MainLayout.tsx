import { ROLE_LABELS } from '@warehouse/domain/accounts';
import { AppLayout, LOGOUT_PATH, NoAccessScreen } from '@warehouse/screens';
import { useTheme } from '@warehouse/ui';
import { useCallback, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { queryKeys } from '../data/queryKeys';
import { useApiQuery } from '../data/useApiQuery';
import { useSession } from '../session/SessionProvider';
import { mayOpen } from '../session/screenAccess';

/** The main layout (§2.2): side menu, top bar and the page, Loaded after login. */
export default function MainLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { resolvedTheme, toggleTheme } = useTheme();
  const [isCollapsed, setCollapsed] = useState(false);
  // What the signed-in role opens (issue 16); the demo owner and the in-memory app open everything.
  const role = useSession().user?.role ?? 'owner';
  const canOpen = useCallback((href: string) => mayOpen(role, href), [role]);
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
      canOpen={canOpen}
    >
      {canOpen(pathname) ? <Outlet /> : <NoAccessScreen roleLabel={ROLE_LABELS[role]} />}
    </AppLayout>
  );
}
