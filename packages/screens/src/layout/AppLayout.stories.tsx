import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  Inline,
  PageHeader,
  RouterProvider,
  Stack,
  StickyColumn,
  Text,
} from '@warehouse/ui';
import { type ReactNode, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_MODE_MESSAGE, DemoModeBanner } from '../session/DemoModeBanner';
import { AppLayout, type AppLayoutProps, TOP_BAR_SEARCH_PLACEHOLDER } from './AppLayout';
import { NAV_GROUPS } from './menu';

function Page() {
  return (
    <Stack gap="6">
      <PageHeader
        title="Inventory Management"
        description="Manage your products, stock levels and variants."
      />
      <Card>
        <CardHeader
          level={2}
          title="Page content"
          description="Screens render here, in the scrollable main area."
        />
      </Card>
    </Stack>
  );
}

function Harness(args: AppLayoutProps) {
  const [isCollapsed, setCollapsed] = useState(args.isCollapsed);
  // Menu links move within the story (as the app's router does), never the frame itself.
  const [path, setPath] = useState(args.activePath);
  return (
    <RouterProvider navigate={(href) => setPath(String(href))}>
      <AppLayout
        {...args}
        activePath={path}
        isCollapsed={isCollapsed}
        onCollapsedChange={(next) => {
          args.onCollapsedChange(next);
          setCollapsed(next);
        }}
      />
    </RouterProvider>
  );
}

const meta = {
  title: 'Screens/Layout/AppLayout',
  component: AppLayout,
  parameters: { padded: false },
  args: {
    activePath: '/inventory',
    isCollapsed: false,
    onCollapsedChange: fn(),
    theme: 'light',
    onToggleTheme: fn(),
    onLogout: fn(),
    onSearchSubmit: fn(),
    onOpenNotifications: fn(),
    children: <Page />,
  },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof AppLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getBoundingClientRect().width).toBe(256);
    await expect(within(nav).getByText('Warehouse')).toBeVisible();
    for (const group of NAV_GROUPS) await expect(within(nav).getByText(group.title)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All Inventory' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    // Top bar: search, theme toggle, notifications and the account avatar.
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(search).toHaveAttribute('placeholder', TOP_BAR_SEARCH_PLACEHOLDER);
    await userEvent.type(search, 'cable{Enter}');
    await expect(args.onSearchSubmit).toHaveBeenCalledWith('cable');
    await userEvent.clear(search);
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to dark theme' }));
    await expect(args.onToggleTheme).toHaveBeenCalledTimes(1);
    const bell = canvas.getByRole('button', { name: 'Notifications, 3 new' });
    await expect(bell.parentElement).toHaveTextContent('3');
    await userEvent.click(bell);
    await expect(args.onOpenNotifications).toHaveBeenCalledTimes(1);
    await userEvent.unhover(bell);
    await expect(canvas.getByRole('img', { name: 'Account' })).toBeVisible();
    // Logout is a destructive button, not a link.
    await expect(canvas.queryByRole('link', { name: 'Logout' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    // Keep the snapshot free of the tooltip and hover state.
    await userEvent.unhover(canvas.getByRole('button', { name: 'Logout' }));
    (document.activeElement as HTMLElement | null)?.blur();
    canvas.getByRole('link', { name: 'Dashboard' }).scrollIntoView({ block: 'center' });
  },
};

export const Collapsed: Story = {
  args: { isCollapsed: true, activePath: '/sales' },
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getBoundingClientRect().width).toBe(64);
    await expect(within(nav).queryByText('Warehouse')).toBeNull();
    // Icons only: the labels stay as accessible names.
    await expect(canvas.getByRole('link', { name: 'Sales 23' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Transactions').getBoundingClientRect().width).toBeLessThanOrEqual(1);
    const expand = canvas.getByRole('button', { name: 'Expand sidebar' });
    await userEvent.click(expand);
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(nav.getBoundingClientRect().width).toBe(256));
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse sidebar' }));
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(nav.getBoundingClientRect().width).toBe(64));
    await userEvent.unhover(nav);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const DarkTheme: Story = {
  name: 'Dark-friendly',
  args: { theme: 'dark', activePath: '/' },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Switch to light theme' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onToggleTheme).toHaveBeenCalledTimes(1);
    toggle.blur();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  },
};

export const EntryBadges: Story = {
  args: { activePath: '/inventory/low-stock/overview' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    const badges = NAV_GROUPS.flatMap((group) => group.items).filter((item) => item.badge !== undefined);
    await expect(badges.map((item) => `${item.label} ${item.badge}`)).toEqual([
      'Notifications 3',
      'Low Stock 12',
      'Purchases 5',
      'Sales 23',
      'Invoices 8',
      'Returns 2',
      'Orders 8',
      'Returns 2',
    ]);
    for (const item of badges) {
      const link = within(nav)
        .getAllByRole('link', { name: `${item.label} ${item.badge}` })
        .find((el) => el.getAttribute('href') === item.href);
      await expect(link).toBeDefined();
      await expect(within(link as HTMLElement).getByText(String(item.badge))).toBeVisible();
    }
    // A nested path marks its entry.
    await expect(within(nav).getByRole('link', { name: 'Low Stock 12' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

function LongContent() {
  return (
    <Stack gap="6">
      <PageHeader
        title="Reports"
        description="A long page: the main area scrolls, the menu and top bar stay."
        actions={<Button variant="outline">Export Report</Button>}
      />
      {Array.from({ length: 12 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static filler content
        <Card key={i}>
          <CardHeader level={2} title={`Section ${i + 1}`} />
          <CardContent>
            <Text tone="muted">Sample report content for section {i + 1}.</Text>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

export const LongPage: Story = {
  args: { activePath: '/reports', children: <LongContent /> },
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(main.scrollHeight).toBeGreaterThan(main.clientHeight);
    main.scrollTop = main.scrollHeight;
    await waitFor(() => expect(canvas.getByText('Section 12')).toBeVisible());
    // The top bar and the menu stay in view.
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Issue 16: a cashier's menu: the pages their role opens; no Settings, Users or Tools group. */
export const CashierMenu: Story = {
  args: {
    activePath: '/sales',
    canOpen: (href) =>
      [
        '/',
        '/search',
        '/notifications',
        '/inventory',
        '/pos',
        '/sales',
        '/customers',
        '/help',
        '/profile',
      ].includes(href),
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getByRole('link', { name: /^Sales/ })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).queryByRole('link', { name: 'Settings' })).toBeNull();
    await expect(within(nav).queryByRole('link', { name: 'Users' })).toBeNull();
    await expect(within(nav).queryByRole('link', { name: 'Add Product' })).toBeNull();
    await expect(within(nav).queryByText('Tools')).toBeNull();
    await expect(within(nav).getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

const body = within(document.body);
/** The top bar keeps search, theme, notifications and the avatar within reach at every size. */
const expectTopBarReachable = async (canvas: typeof body) => {
  for (const control of [
    canvas.getByRole('searchbox', { name: 'Search' }),
    canvas.getByRole('button', { name: /^Switch to/ }),
    canvas.getByRole('button', { name: 'Notifications, 3 new' }),
    canvas.getByRole('img', { name: 'Account' }),
  ]) {
    await expect(control).toBeVisible();
    await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  }
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
};

/** Issue 19: on a phone the menu waits in a drawer; the top bar's menu button opens it, a choice closes it. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    await expectTopBarReachable(canvas);
    // Every control of the top bar is a finger's size (44 px) on a phone.
    for (const button of canvas.getAllByRole('button'))
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = within(await body.findByRole('dialog', { name: 'Menu' }));
    await userEvent.click(drawer.getByRole('link', { name: /^Sales/ }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveFocus());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The drawer open on a phone: the whole menu, the current entry marked. */
export const OnAPhoneMenuOpen: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = within(await body.findByRole('dialog', { name: 'Menu' }));
    await expect(drawer.getByRole('link', { name: 'All Inventory' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A tablet in portrait: the menu is still a drawer, the page has the whole width. */
export const OnATablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expectTopBarReachable(canvas);
  },
};

/** A tablet in landscape is wide: the 256 px side menu stays beside the page, as specified. */
export const OnATabletInLandscape: Story = {
  globals: { viewport: { value: 'tabletLandscape' } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getBoundingClientRect().width).toBe(256);
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();
    await expectTopBarReachable(canvas);
  },
};

/** A page with a column beside it that stays in view, as the till's cart does. */
function StickyPage({ children }: { children: ReactNode }) {
  return (
    <Inline gap="6" align="flex-start" wrap={false}>
      <Stack gap="6" flexGrow="1" minWidth="0">
        {children}
      </Stack>
      <StickyColumn>
        <Card as="section" aria-label="Beside the page" shrinks>
          <CardHeader level={2} title="Beside the page" />
          <CardContent>
            <Text tone="muted">Stays in view while the page scrolls.</Text>
          </CardContent>
        </Card>
      </StickyColumn>
    </Inline>
  );
}

/**
 * Issue 35: in demo mode every page carries the banner, between the top bar and the page; it stays
 * as the page scrolls, and a column that stays in view (the till's cart) fits in what is left.
 */
export const DemoModeOnATabletInLandscape: Story = {
  globals: { viewport: { value: 'tabletLandscape' } },
  args: {
    activePath: '/pos',
    banner: <DemoModeBanner />,
    children: (
      <StickyPage>
        <LongContent />
      </StickyPage>
    ),
  },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveTextContent(DEMO_MODE_MESSAGE);
    const main = canvas.getByRole('main');
    await expect(main).not.toContainElement(banner);
    const before = banner.getBoundingClientRect().top;
    main.scrollTop = 400;
    await expect(banner.getBoundingClientRect().top).toBe(before);
    const column = canvas.getByRole('region', { name: 'Beside the page' });
    await expect(column.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      main.getBoundingClientRect().bottom,
    );
    main.scrollTop = 0;
  },
};

/** On a phone the banner leads the page and scrolls with it, and its link is a finger's target. */
export const DemoModeOnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { banner: <DemoModeBanner /> },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveTextContent(DEMO_MODE_MESSAGE);
    await expect(canvas.getByRole('main')).toContainElement(banner);
    const link = canvas.getByRole('link', { name: 'Add staff accounts' });
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
