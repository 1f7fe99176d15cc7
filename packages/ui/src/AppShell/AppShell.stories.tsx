import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { Avatar } from '../Avatar';
import { BadgeAnchor, CountBadge } from '../Badge';
import { IconButton } from '../IconButton';
import {
  Bell,
  DollarSign,
  LayoutDashboard,
  LogOut,
  Moon,
  Package,
  Settings,
  ShoppingCart,
  Users,
  Warehouse,
} from '../icons';
import { Grid } from '../layout/Grid';
import { SearchField } from '../SearchField';
import { Sidebar } from '../Sidebar';
import { StatCard } from '../StatCard';
import { TopBar } from '../TopBar';
import { AppShell } from './AppShell';

const navigate = fn();

function Demo() {
  const [collapsed, setCollapsed] = useState(false);
  return (
    <RouterProvider navigate={navigate}>
      <AppShell
        sidebar={
          <Sidebar
            title="Warehouse"
            logo={Warehouse}
            currentHref="/"
            isCollapsed={collapsed}
            onCollapsedChange={setCollapsed}
            groups={[
              {
                id: 'main',
                title: 'Main Navigation',
                items: [
                  { id: 'dashboard', label: 'Dashboard', icon: LayoutDashboard, href: '/' },
                  {
                    id: 'notifications',
                    label: 'Notifications',
                    icon: Bell,
                    href: '/notifications',
                    badge: 3,
                  },
                  { id: 'inventory', label: 'All Inventory', icon: Package, href: '/inventory' },
                ],
              },
              {
                id: 'system',
                title: 'System',
                items: [
                  { id: 'settings', label: 'Settings', icon: Settings, href: '/settings' },
                  { id: 'logout', label: 'Logout', icon: LogOut, onPress: fn(), isDestructive: true },
                ],
              },
            ]}
          />
        }
        topBar={
          <TopBar
            search={<SearchField aria-label="Search" placeholder="Search inventory, orders, shipments..." />}
            actions={
              <>
                <IconButton icon={Moon} aria-label="Switch to dark theme" />
                <BadgeAnchor badge={<CountBadge count={3} />}>
                  <IconButton icon={Bell} aria-label="Notifications, 3 unread" />
                </BadgeAnchor>
              </>
            }
            avatar={<Avatar />}
          />
        }
      >
        <Grid columns={4}>
          <StatCard
            title="Total Revenue"
            value="$45,231.89"
            change="+20.1%"
            trailingText="from last month"
            icon={DollarSign}
          />
          <StatCard
            title="Orders"
            value="2,350"
            change="+180.1%"
            trailingText="from last month"
            icon={ShoppingCart}
          />
          <StatCard
            title="Products"
            value="12,234"
            change="-2.4%"
            changeType="negative"
            trailingText="from last month"
            icon={Package}
          />
          <StatCard title="Customers" value="573" change="+201" trailingText="since last hour" icon={Users} />
        </Grid>
      </AppShell>
    </RouterProvider>
  );
}

const meta = {
  title: 'UI/AppShell',
  component: AppShell,
  parameters: { padded: false },
  args: { sidebar: null, topBar: null, children: null },
  render: () => <Demo />,
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  },
};

export const CollapsedSidebar: Story = {
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    const before = main.getBoundingClientRect().width;
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse sidebar' }));
    await expect(main.getBoundingClientRect().width).toBe(before + 192);
  },
};
