import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PLACEHOLDER_PAGES, type PlaceholderPageId, PlaceholderScreen } from './PlaceholderScreen';

const meta = {
  title: 'Screens/Placeholder/PlaceholderScreen',
  component: PlaceholderScreen,
  args: { title: PLACEHOLDER_PAGES.invoices.title, description: PLACEHOLDER_PAGES.invoices.description },
} satisfies Meta<typeof PlaceholderScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One story per placeholder page: its title, its one line and its badge where the spec gives one. */
function page(id: PlaceholderPageId, badge?: { count: number; label: string }): Story {
  const data = PLACEHOLDER_PAGES[id];
  return {
    args: { badge: undefined, badgeLabel: undefined, ...data },
    play: async ({ canvas }) => {
      const heading = canvas.getByRole('heading', { level: 1 });
      await expect(heading).toHaveAccessibleName(
        badge ? `${data.title} ${badge.count} ${badge.label}` : data.title,
      );
      await expect(canvas.getByText(data.description)).toBeVisible();
      if (badge) await expect(canvas.getByText(String(badge.count))).toBeVisible();
      await expect(canvas.getAllByRole('heading')).toHaveLength(1);
    },
  };
}

export const Invoices = page('invoices', { count: 8, label: 'pending' });
export const Returns = page('returns', { count: 2, label: 'pending' });
export const Payments = page('payments');
export const Orders = page('orders', { count: 8, label: 'open' });
export const CreateOrder = page('createOrder');
export const Shipments = page('shipments');
export const Schedule = page('schedule');
export const Reports = page('reports');
export const Performance = page('performance');
export const Profile = page('profile');
export const Help = page('help');
