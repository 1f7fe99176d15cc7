import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Bell, Settings, Truck } from '../icons';
import { Tabs } from './Tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: {
    'aria-label': 'Settings sections',
    onSelectionChange: fn(),
    items: [
      { id: 'general', label: 'General', icon: Settings, content: 'Currency, tax and time zone.' },
      {
        id: 'notifications',
        label: 'Notifications',
        icon: Bell,
        badge: 3,
        content: 'Low stock and new order alerts.',
      },
      { id: 'delivery', label: 'Delivery', icon: Truck, content: 'Fees, radius and delivery times.' },
      { id: 'billing', label: 'Billing', isDisabled: true, content: 'Not available.' },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Currency, tax and time zone.');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'General' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: /Notifications/ })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('notifications');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    // The disabled tab is skipped, wrapping to the first.
    await expect(canvas.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Fees, radius and delivery times.');
  },
};

export const Pointer: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Delivery' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('delivery');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Fees, radius and delivery times.');
    await userEvent.click(canvas.getByRole('tab', { name: 'Billing' }), { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('tab', { name: 'Billing' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Controlled: Story = {
  args: { selectedKey: 'delivery' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Delivery' })).toHaveAttribute('aria-selected', 'true');
  },
};
