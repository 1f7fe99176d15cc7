import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleDashboard } from '@warehouse/domain/sample';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fitsTheWindow } from '../shared/fitsTheWindow';
import { DashboardScreen } from './DashboardScreen';

const meta = {
  title: 'Screens/Dashboard/Dashboard',
  component: DashboardScreen,
  args: {
    stats: sampleDashboard.stats,
    recentOrders: sampleDashboard.recentOrders,
    lowStock: sampleDashboard.lowStock,
    onQuickAction: fn(),
    onViewAllOrders: fn(),
    onRestock: fn(),
  },
} satisfies Meta<typeof DashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // The four summary cards with their changes.
    const revenue = canvas.getByRole('region', { name: 'Total Revenue' });
    await expect(revenue).toHaveTextContent('$45,231.89');
    await expect(revenue).toHaveTextContent('Up+20.1% from last month');
    await expect(canvas.getByRole('region', { name: 'Orders' })).toHaveTextContent('1,250');
    await expect(canvas.getByRole('region', { name: 'Products in Stock' })).toHaveTextContent('2,350');
    const low = canvas.getByRole('region', { name: 'Low Stock Items' });
    await expect(low).toHaveTextContent('12');
    await expect(low).toHaveTextContent('Down-2 from last week');
    // Recent Orders in $ with status badges.
    const orders = canvas.getByRole('grid', { name: 'Recent Orders' });
    await expect(within(orders).getAllByRole('row')).toHaveLength(4);
    await expect(within(orders).getByText('$1,249.00')).toBeVisible();
    await expect(within(orders).getByText('Processing')).toBeVisible();
    await expect(within(orders).getAllByText('Completed')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'View All' }));
    await expect(args.onViewAllOrders).toHaveBeenCalledTimes(1);
    // Low Stock Alert with a Restock button per item.
    const alert = canvas.getByRole('grid', { name: 'Low Stock Alert' });
    await expect(within(alert).getAllByRole('button', { name: /^Restock/ })).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Restock Illustrated World Atlas' }));
    await expect(args.onRestock).toHaveBeenCalledWith(sampleDashboard.lowStock[1]);
    await userEvent.unhover(canvas.getByRole('button', { name: 'Restock Illustrated World Atlas' }));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const QuickActions: Story = {
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Quick Actions' });
    await userEvent.click(trigger);
    const menu = await body.findByRole('menu', { name: 'Quick Actions' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Add Product', 'New Sale', 'Create Purchase Order', 'Create Delivery']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'New Sale' }));
    await expect(args.onQuickAction).toHaveBeenCalledWith('new-sale');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    // Keyboard: Enter opens, arrows move, Enter chooses.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu', { name: 'Quick Actions' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onQuickAction).toHaveBeenLastCalledWith('create-purchase-order');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    // Leave the menu open for the snapshot.
    await userEvent.click(trigger);
    await body.findByRole('menu', { name: 'Quick Actions' });
  },
};

/** Issue 17: purchase orders past their expected day are counted above the figures, linked to their list. */
export const WithLatePurchaseOrders: Story = {
  args: { latePurchaseOrders: 2, latePurchaseOrdersHref: '/purchases?status=late' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 purchase orders are late')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Late Orders' })).toHaveAttribute(
      'href',
      '/purchases?status=late',
    );
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading dashboard');
    await expect(canvas.queryByRole('region', { name: 'Total Revenue' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Quick Actions' })).toBeEnabled();
  },
};

export const Empty: Story = {
  args: { recentOrders: [], lowStock: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No orders yet.')).toBeVisible();
    await expect(canvas.getByText('Every item is above its threshold.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Restock/ })).toBeNull();
  },
};

// Issue 19: the screen at a phone's, a tablet's and a landscape tablet's width.
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: fitsTheWindow('Dashboard'),
};
export const OnATablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: fitsTheWindow('Dashboard'),
};
export const OnATabletInLandscape: Story = {
  globals: { viewport: { value: 'tabletLandscape' } },
  play: fitsTheWindow('Dashboard'),
};

/**
 * Issue 16: a dispatcher sees only the quick action it may take, and neither View All (it does
 * not see sales) nor Restock (it does not order).
 */
export const ForADispatcher: Story = {
  args: { quickActions: ['create-delivery'], onRestock: undefined, onViewAllOrders: undefined },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('grid', { name: 'Low Stock Alert' });
    await expect(within(alert).getByText('Illustrated World Atlas')).toBeVisible();
    await expect(within(alert).queryByRole('button', { name: /^Restock/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'View All' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Quick Actions' }));
    const menu = await within(document.body).findByRole('menu', { name: 'Quick Actions' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Create Delivery']);
    await userEvent.keyboard('{Escape}');
  },
};
