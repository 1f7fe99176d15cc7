import { ROLE_LABELS } from '@warehouse/domain/accounts';
import { AppLayout, CurrencyProvider, DemoModeBanner, LOGOUT_PATH, NoAccessScreen } from '@warehouse/screens';
import { useTheme } from '@warehouse/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { queryKeys } from '../data/queryKeys';
import { useApiQuery } from '../data/useApiQuery';
import { useCurrency } from '../data/useCurrency';
import { useSession } from '../session/SessionProvider';
import { mayOpen } from '../session/screenAccess';

/** The main layout (§2.2): side menu, top bar and the page, Loaded after login. */
export default function MainLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { resolvedTheme, toggleTheme } = useTheme();
  const [isCollapsed, setCollapsed] = useState(false);
  // What the signed-in role opens; the demo owner and the in-memory app open everything.
  const session = useSession();
  const role = session.user?.role ?? 'owner';
  const canOpen = useCallback((href: string) => mayOpen(role, href), [role]);
  // The menu's counts, each of what its screen lists; fetched again as the user moves
  // between pages, since other staff sell and receive too.
  const { data: counts, refetch } = useApiQuery(queryKeys.menuBadges, (api) => api.getMenuBadges());
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    void refetch();
  }, [pathname, refetch]);
  // Until the counts come, no counted badge shows (not the spec's figures, then others).
  const badges = useMemo(
    () => ({
      notifications: counts?.notifications ?? 0,
      'low-stock': counts?.lowStock ?? 0,
      purchases: counts?.purchases ?? 0,
      sales: counts?.sales ?? 0,
      orders: counts?.orders ?? 0,
      invoices: counts?.invoices ?? 0,
      // Both Returns entries open the one screen: the open requests.
      returns: counts?.returns ?? 0,
      'operations-returns': counts?.returns ?? 0,
    }),
    [counts],
  );
  const currency = useCurrency();
  return (
    <CurrencyProvider currency={currency}>
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
        banner={session.mode === 'demo' ? <DemoModeBanner /> : undefined}
      >
        {canOpen(pathname) ? <Outlet /> : <NoAccessScreen roleLabel={ROLE_LABELS[role]} />}
      </AppLayout>
    </CurrencyProvider>
  );
}
