import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  BarChart3,
  Bell,
  HelpCircle,
  LayoutDashboard,
  LogOut,
  Package,
  Plus,
  Receipt,
  Search,
  Settings,
  ShoppingCart,
  Truck,
  Users,
  Warehouse,
} from '../icons';
import { Sidebar, type SidebarGroup, type SidebarProps } from './Sidebar';

const groups = (onLogout: () => void): SidebarGroup[] => [
  {
    id: 'main',
    title: 'Main Navigation',
    items: [
      { id: 'dashboard', label: 'Dashboard', icon: LayoutDashboard, href: '/' },
      { id: 'search', label: 'Search', icon: Search, href: '/search' },
      { id: 'notifications', label: 'Notifications', icon: Bell, href: '/notifications', badge: 3 },
    ],
  },
  {
    id: 'inventory',
    title: 'Inventory Management',
    items: [
      { id: 'all', label: 'All Inventory', icon: Package, href: '/inventory' },
      { id: 'add', label: 'Add Product', icon: Plus, href: '/inventory/add' },
    ],
  },
  {
    id: 'transactions',
    title: 'Transactions',
    items: [
      { id: 'purchases', label: 'Purchases', icon: ShoppingCart, href: '/purchases', badge: 5 },
      { id: 'sales', label: 'Sales', icon: BarChart3, href: '/sales', badge: 23 },
      { id: 'invoices', label: 'Invoices', icon: Receipt, href: '/invoices', badge: 8 },
      { id: 'shipments', label: 'Shipments', icon: Truck, href: '/shipments' },
    ],
  },
  {
    id: 'system',
    title: 'System',
    items: [
      { id: 'settings', label: 'Settings', icon: Settings, href: '/settings' },
      { id: 'users', label: 'Users', icon: Users, href: '/users' },
      { id: 'help', label: 'Help', icon: HelpCircle, href: '/help' },
      { id: 'logout', label: 'Logout', icon: LogOut, onPress: onLogout, isDestructive: true },
    ],
  },
];

type Args = Omit<SidebarProps, 'groups'> & { onNavigate: (href: string) => void; onLogout: () => void };

function Harness({
  onNavigate,
  onLogout,
  onCollapsedChange,
  isCollapsed: initial,
  currentHref,
  ...rest
}: Args) {
  const [isCollapsed, setCollapsed] = useState(initial);
  const [href, setHref] = useState(currentHref);
  return (
    <RouterProvider
      navigate={(to) => {
        onNavigate(to);
        setHref(to);
      }}
    >
      <div style={{ height: 720, display: 'flex' }}>
        <Sidebar
          {...rest}
          groups={groups(onLogout)}
          currentHref={href}
          isCollapsed={isCollapsed}
          onCollapsedChange={(next) => {
            onCollapsedChange(next);
            setCollapsed(next);
          }}
        />
      </div>
    </RouterProvider>
  );
}

const meta = {
  title: 'UI/Sidebar',
  component: Sidebar,
  parameters: { padded: false },
  args: {
    title: 'Warehouse',
    logo: Warehouse,
    groups: [],
    currentHref: '/',
    isCollapsed: false,
    onCollapsedChange: fn(),
  },
  render: (args) => <Harness {...(args as unknown as Args)} onNavigate={navigate} onLogout={logout} />,
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

const navigate = fn();
const logout = fn();

export const Expanded: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getBoundingClientRect().width).toBe(256);
    await expect(canvas.getByText('Warehouse')).toBeVisible();
    await expect(canvas.getByText('Inventory Management')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Notifications 3' })).toBeVisible();
  },
};

export const Navigate: Story = {
  play: async ({ canvas }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: 'Sales 23' }));
    await expect(navigate).toHaveBeenCalledWith('/sales');
    await expect(canvas.getByRole('link', { name: 'Sales 23' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  },
};

export const DestructiveLogout: Story = {
  play: async ({ canvas }) => {
    logout.mockClear();
    const button = canvas.getByRole('button', { name: 'Logout' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(logout).toHaveBeenCalledTimes(1);
  },
};

export const ToggleWithPointer: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    const collapse = canvas.getByRole('button', { name: 'Collapse sidebar' });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(collapse);
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
    const expand = canvas.getByRole('button', { name: 'Expand sidebar' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(nav.getBoundingClientRect().width).toBe(64));
    // Group titles stay only for screen readers (visually hidden).
    await expect(canvas.getByText('Inventory Management').getBoundingClientRect().width).toBeLessThanOrEqual(
      1,
    );
    await userEvent.click(expand);
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(nav.getBoundingClientRect().width).toBe(256));
  },
};

export const ToggleWithKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const collapse = canvas.getByRole('button', { name: 'Collapse sidebar' });
    await expect(collapse).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toHaveFocus();
  },
};

export const Collapsed: Story = {
  args: { isCollapsed: true, currentHref: '/sales' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getBoundingClientRect().width).toBe(64);
    // Labels stay as accessible names while only icons are shown.
    await expect(canvas.getByRole('link', { name: 'Sales 23' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByText('Warehouse')).toBeNull();
  },
};

export const CollapsedTooltip: Story = {
  args: { isCollapsed: true },
  play: async ({ canvas }) => {
    const body = within(document.body);
    await userEvent.tab(); // the expand button
    await userEvent.tab(); // Dashboard
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Dashboard');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    await userEvent.tab();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Search');
  },
};
