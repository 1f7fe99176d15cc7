import { NOTIFICATION_BADGE } from '@warehouse/domain/sample';
import {
  AlertTriangle,
  AppShell,
  Avatar,
  BadgeAnchor,
  BarChart3,
  Bell,
  Bike,
  Calendar,
  ClipboardList,
  CountBadge,
  CreditCard,
  Database,
  DollarSign,
  Download,
  Drawer,
  FileText,
  HelpCircle,
  History,
  IconButton,
  type IconComponent,
  Layers,
  LayoutDashboard,
  LogOut,
  MapPin,
  MenuIcon,
  Moon,
  Package,
  Plus,
  Receipt,
  RotateCcw,
  ScanLine,
  Search,
  SearchField,
  Settings,
  ShoppingBag,
  ShoppingCart,
  Sidebar,
  type SidebarGroup,
  Sun,
  Tag,
  TopBar,
  TrendingUp,
  Truck,
  Upload,
  UserCircle,
  UserCog,
  Users,
  Warehouse,
} from '@warehouse/ui';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { activeNavItem, MENU_TITLE, NAV_GROUPS, type NavGroup, type NavItemId } from './menu';

/** The top bar's search box placeholder (§2.2). */
export const TOP_BAR_SEARCH_PLACEHOLDER = 'Search inventory, orders, shipments...';

/** One fitting icon per side menu entry. */
const NAV_ICONS: Readonly<Record<NavItemId, IconComponent>> = {
  dashboard: LayoutDashboard,
  search: Search,
  notifications: Bell,
  inventory: Package,
  'inventory-add': Plus,
  categories: Tag,
  'low-stock': AlertTriangle,
  locations: MapPin,
  shelving: Layers,
  scan: ScanLine,
  purchases: ShoppingCart,
  sales: DollarSign,
  invoices: Receipt,
  returns: RotateCcw,
  payments: CreditCard,
  orders: ClipboardList,
  'orders-create': ShoppingBag,
  shipments: Truck,
  'operations-returns': RotateCcw,
  riders: Bike,
  schedule: Calendar,
  analytics: BarChart3,
  reports: FileText,
  performance: TrendingUp,
  'tools-import': Upload,
  'tools-export': Download,
  'tools-backup': Database,
  settings: Settings,
  users: Users,
  staff: UserCog,
  activity: History,
  profile: UserCircle,
  help: HelpCircle,
  logout: LogOut,
};

export interface AppLayoutProps {
  /** The current path; its menu entry is marked as the current page (domain `activeNavItem`). */
  activePath: string;
  /** Collapsed (64 px, icons only) or expanded (256 px). */
  isCollapsed: boolean;
  onCollapsedChange: (isCollapsed: boolean) => void;
  /** The resolved theme; the toggle switches to the other one. */
  theme: 'light' | 'dark';
  onToggleTheme: () => void;
  /** The menu's Logout button (the app sends the browser to /logout). */
  onLogout: () => void;
  /** The top bar search text, when the caller keeps it. */
  searchQuery?: string;
  onSearchQueryChange?: (query: string) => void;
  /** Enter in the top bar search box. */
  onSearchSubmit?: (query: string) => void;
  /** The notifications bell (the app opens /notifications). */
  onOpenNotifications?: () => void;
  /** Counts computed from the business (e.g. Low Stock's), in place of the menu's own badges. */
  badges?: Partial<Record<NavItemId, number>>;
  /**
   * Whether the signed-in role may open a page: the menu leaves out the entries it may
   * not, and a group left empty with them. Everything opens when not given.
   */
  canOpen?: (href: string) => boolean;
  /** A notice about the whole app above every page (the demo-mode banner). */
  banner?: ReactNode;
  /** The page. */
  children: ReactNode;
}

function sidebarGroups(
  groups: readonly NavGroup[],
  activeId: NavItemId | undefined,
  onLogout: () => void,
  badges: Partial<Record<NavItemId, number>>,
  canOpen: (href: string) => boolean,
) {
  const shown = groups
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => item.id === 'logout' || canOpen(item.href)),
    }))
    .filter((group) => group.items.length > 0);
  return shown.map<SidebarGroup>((group) => ({
    id: group.title,
    title: group.title,
    items: group.items.map((item) =>
      item.id === 'logout'
        ? { id: item.id, label: item.label, icon: NAV_ICONS[item.id], onPress: onLogout, isDestructive: true }
        : {
            id: item.id,
            label: item.label,
            icon: NAV_ICONS[item.id],
            href: item.href,
            badge: badges[item.id] ?? item.badge,
            isActive: item.id === activeId,
          },
    ),
  }));
}

const NO_BADGES: Partial<Record<NavItemId, number>> = {};
const OPEN_TO_ALL = () => true;

/** The main layout (§2.2–2.3): the collapsible side menu, the top bar and the page. */
export function AppLayout({
  activePath,
  isCollapsed,
  onCollapsedChange,
  theme,
  onToggleTheme,
  onLogout,
  searchQuery,
  onSearchQueryChange,
  onSearchSubmit,
  onOpenNotifications,
  badges = NO_BADGES,
  canOpen = OPEN_TO_ALL,
  banner,
  children,
}: AppLayoutProps) {
  const activeId = activeNavItem(activePath)?.id;
  // The bell counts what the menu's Notifications entry counts.
  const notificationCount = badges.notifications ?? NOTIFICATION_BADGE;
  const nextTheme = theme === 'light' ? 'dark' : 'light';
  // The menu and the top bar render again only when what they show changes, not on every change
  // of the page (e.g. each keystroke in a search kept in the URL); callbacks are read when called.
  const latest = useRef({
    onLogout,
    onSearchQueryChange,
    onSearchSubmit,
    onOpenNotifications,
    onToggleTheme,
  });
  latest.current = { onLogout, onSearchQueryChange, onSearchSubmit, onOpenNotifications, onToggleTheme };
  const hasSearchQueryChange = onSearchQueryChange !== undefined;
  // Below the wide breakpoint the menu is a drawer, opened from the top bar; a choice closes it.
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [drawerPath, setDrawerPath] = useState(activePath);
  if (drawerPath !== activePath) {
    setDrawerPath(activePath);
    setDrawerOpen(false);
  }
  const groups = useMemo(
    () => sidebarGroups(NAV_GROUPS, activeId, () => latest.current.onLogout(), badges, canOpen),
    [activeId, badges, canOpen],
  );
  const sidebar = useMemo(
    () => (
      <Sidebar
        title={MENU_TITLE}
        logo={Warehouse}
        groups={groups}
        isCollapsed={isCollapsed}
        onCollapsedChange={onCollapsedChange}
      />
    ),
    [groups, isCollapsed, onCollapsedChange],
  );
  const topBar = useMemo(
    () => (
      <TopBar
        menu={<IconButton icon={MenuIcon} aria-label="Open menu" onPress={() => setDrawerOpen(true)} />}
        search={
          <SearchField
            aria-label="Search"
            placeholder={TOP_BAR_SEARCH_PLACEHOLDER}
            value={searchQuery}
            onChange={
              hasSearchQueryChange ? (value) => latest.current.onSearchQueryChange?.(value) : undefined
            }
            onSubmit={(value) => latest.current.onSearchSubmit?.(value)}
          />
        }
        actions={
          <>
            <IconButton
              icon={theme === 'light' ? Moon : Sun}
              aria-label={`Switch to ${nextTheme} theme`}
              tooltip
              tooltipPlacement="bottom"
              onPress={() => latest.current.onToggleTheme()}
            />
            <BadgeAnchor badge={notificationCount > 0 ? <CountBadge count={notificationCount} /> : null}>
              <IconButton
                icon={Bell}
                aria-label={
                  notificationCount > 0 ? `Notifications, ${notificationCount} new` : 'Notifications'
                }
                tooltip="Notifications"
                tooltipPlacement="bottom"
                onPress={() => latest.current.onOpenNotifications?.()}
              />
            </BadgeAnchor>
          </>
        }
        avatar={<Avatar label="Account" />}
      />
    ),
    [searchQuery, hasSearchQueryChange, theme, nextTheme, notificationCount],
  );
  return (
    <AppShell sidebar={sidebar} topBar={topBar} banner={banner}>
      {children}
      <Drawer isOpen={isDrawerOpen} onOpenChange={setDrawerOpen} aria-label="Menu">
        <Sidebar
          title={MENU_TITLE}
          logo={Warehouse}
          groups={groups}
          isCollapsed={false}
          onCollapsedChange={() => setDrawerOpen(false)}
          onClose={() => setDrawerOpen(false)}
        />
      </Drawer>
    </AppShell>
  );
}
