import type { Meta, StoryObj } from '@storybook/react-vite';
import { LOW_STOCK_BADGE, sampleLowStock } from '@warehouse/domain/sample';
import { expect, fn, within } from 'storybook/test';
import { press } from '../shared/press';
import { LowStockScreen } from './LowStockScreen';

const meta = {
  title: 'Screens/Inventory/LowStockScreen',
  component: LowStockScreen,
  // The spec's fixture: badge 12 beside three example items.
  args: { items: sampleLowStock, badge: LOW_STOCK_BADGE, onReorder: fn() },
} satisfies Meta<typeof LowStockScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Low Stock 12 items' })).toBeVisible();
    await expect(canvas.getByText('12')).toBeVisible();
    const items = within(canvas.getByRole('list', { name: 'Low stock items' })).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const cable = within(canvas.getByRole('listitem', { name: 'USB-C Charging Cable' }));
    await expect(cable.getByText('Current')).toBeVisible();
    await expect(cable.getByText('8')).toBeVisible();
    await expect(cable.getByText('Minimum')).toBeVisible();
    await expect(cable.getByText('15')).toBeVisible();
    await expect(cable.getByText('7 below minimum')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Reorder' })).toHaveLength(3);
    const dumbbells = within(canvas.getByRole('listitem', { name: 'Adjustable Dumbbell Pair' }));
    await press(dumbbells.getByRole('button', { name: 'Reorder' }));
    await expect(args.onReorder).toHaveBeenCalledWith(sampleLowStock[2]);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No low stock items')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reorder' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: 'Reorder' })).toBeNull();
  },
};

/** Issue 14: in the app the badge counts exactly the items listed. */
export const BadgeCountsItems: Story = {
  args: { badge: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Low Stock 3 items' })).toBeVisible();
  },
};

/** Issue 17: what open purchase orders will bring shows beside the figures; "Reorder All" drafts them. */
export const OnOrderAndReorderAll: Story = {
  args: {
    items: sampleLowStock.map((item, index) => (index === 0 ? { ...item, onOrder: 8 } : item)),
    onReorderAll: fn(),
  },
  play: async ({ canvas, args }) => {
    const cable = within(canvas.getByRole('listitem', { name: 'USB-C Charging Cable' }));
    await expect(cable.getByText('On order')).toBeVisible();
    // 8 current and 8 on order.
    await expect(cable.getAllByText('8')).toHaveLength(2);
    // Nothing on order: no "On order" figure.
    const water = within(canvas.getByRole('listitem', { name: 'Sparkling Mineral Water 12-Pack' }));
    await expect(water.queryByText('On order')).toBeNull();
    await press(canvas.getByRole('button', { name: 'Reorder All' }));
    await expect(args.onReorderAll).toHaveBeenCalledTimes(1);
  },
};

/** A role that may not order (a stock clerk) sees the list without Reorder. */
export const WithoutOrdering: Story = {
  args: { onReorder: undefined },
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('list', { name: 'Low stock items' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: /Reorder/ })).toBeNull();
  },
};

/**
 * Issue 18: the first page of a long list (a new store, thousands of products at 0). The badge is
 * the server's count of them all; "Show more" asks for the next page.
 */
export const FirstPageOfMany: Story = {
  args: { badge: undefined, total: 2_500, onLoadMore: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: /^Low Stock 2,?500 items$/ })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 3 of 2,500 items');
    await press(canvas.getByRole('button', { name: 'Show more' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};
