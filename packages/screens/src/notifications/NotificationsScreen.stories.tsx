import type { Meta, StoryObj } from '@storybook/react-vite';
import { NOTIFICATION_BADGE, sampleNotifications } from '@warehouse/domain/sample';
import { expect, fn, within } from 'storybook/test';
import { press } from '../shared/press';
import { NotificationsScreen } from './NotificationsScreen';

const meta = {
  title: 'Screens/Notifications/NotificationsScreen',
  component: NotificationsScreen,
  // The spec's fixture: three notifications under a badge of 3.
  args: { notifications: sampleNotifications, badge: NOTIFICATION_BADGE },
} satisfies Meta<typeof NotificationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notifications 3 unread' })).toBeVisible();
    await expect(canvas.getByText('3')).toBeVisible();
    const items = within(canvas.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(items[0] as HTMLElement).getByRole('img', { name: 'Low stock' })).toBeVisible();
    await expect(within(items[0] as HTMLElement).getByText('Low Stock Alert')).toBeVisible();
    await expect(within(items[1] as HTMLElement).getByRole('img', { name: 'New order' })).toBeVisible();
    await expect(
      within(items[1] as HTMLElement).getByText('Order ORD-1012 was placed by Matthew Jackson'),
    ).toBeVisible();
    await expect(
      within(items[2] as HTMLElement).getByRole('img', { name: 'Rider assignment' }),
    ).toBeVisible();
    await expect(
      within(items[2] as HTMLElement).getByText('Mike Johnson was assigned to delivery DEL-003'),
    ).toBeVisible();
  },
};

/** Issue 17: a late purchase order raises a notification of its own. */
export const WithALatePurchaseOrder: Story = {
  args: {
    notifications: [
      {
        id: 'late-PO-003',
        kind: 'late_purchase_order',
        title: 'Purchase Order Late',
        message: 'PO-003 from Global Apparel Co. has not arrived',
        time: 'Expected Jan 5, 2024',
      },
      ...sampleNotifications,
    ],
  },
  play: async ({ canvas }) => {
    const [late] = within(canvas.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
    await expect(within(late as HTMLElement).getByRole('img', { name: 'Late purchase order' })).toBeVisible();
    await expect(
      within(late as HTMLElement).getByText('PO-003 from Global Apparel Co. has not arrived'),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No notifications')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading notifications')).toBeInTheDocument();
    await expect(canvas.queryByText('Low Stock Alert')).toBeNull();
  },
};

/** Issue 18: the first page of many; the badge is the server's count of them all, "Show more" reads on. */
export const FirstPageOfMany: Story = {
  args: { badge: undefined, total: 1_200, onLoadMore: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notifications 1200 unread' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 3 of 1,200 notifications');
    await press(canvas.getByRole('button', { name: 'Show more' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};
