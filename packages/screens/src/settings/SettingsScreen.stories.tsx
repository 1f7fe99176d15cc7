import type { Meta, StoryObj } from '@storybook/react-vite';
import { SETTINGS_TABS, sampleSettings } from '@warehouse/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { press } from '../shared/press';
import { SettingsScreen } from './SettingsScreen';

const meta = {
  title: 'Screens/Settings/SettingsScreen',
  component: SettingsScreen,
  args: { settings: sampleSettings, onSave: fn() },
} satisfies Meta<typeof SettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Selects a tab as a user does and returns its panel. */
async function openTab(canvas: Canvas, name: string) {
  const tab = canvas.getByRole('tab', { name });
  await press(tab);
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  (document.activeElement as HTMLElement | null)?.blur();
  return within(canvas.getByRole('tabpanel'));
}

export const General: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([...SETTINGS_TABS]);
    const panel = await openTab(canvas, 'General');
    await expect(panel.getByLabelText('Warehouse Name')).toHaveValue('Main Warehouse');
    await expect(panel.getByLabelText('Owner Name')).toHaveValue('Alex Morgan');
    await expect(panel.getByLabelText('Business Address')).toHaveValue(
      '500 Commerce Way, New York, NY 10001',
    );
    await expect(panel.getByLabelText('Phone')).toHaveValue('+1 (555) 010-2030');
    await expect(panel.getByLabelText('Email')).toHaveValue('admin@warehouse.example.com');
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  },
};

export const Store: Story = {
  play: async ({ canvas }) => {
    const panel = await openTab(canvas, 'Store');
    await expect(panel.getByRole('button', { name: /Default Currency/ })).toHaveTextContent(
      'USD — US Dollar',
    );
    await expect(panel.getByRole('textbox', { name: 'Tax Rate (%)' })).toHaveValue('8.25');
    await expect(panel.getByRole('textbox', { name: 'Default Low Stock Threshold' })).toHaveValue('10');
    await expect(panel.getByRole('button', { name: /Timezone/ })).toHaveTextContent('America/New_York');
  },
};

export const Delivery: Story = {
  play: async ({ canvas }) => {
    const panel = await openTab(canvas, 'Delivery');
    await expect(panel.getByRole('switch', { name: /Enable Delivery/ })).toBeChecked();
    await expect(panel.getByRole('switch', { name: /Fast Delivery/ })).toBeChecked();
    await expect(panel.getByText('15-minute express delivery')).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Delivery Fee' })).toHaveValue('$5.00');
    await expect(panel.getByRole('textbox', { name: 'Free Delivery Threshold' })).toHaveValue('$50.00');
    await expect(panel.getByRole('textbox', { name: 'Delivery Radius' })).toHaveValue('10 miles');
    await expect(panel.getByRole('textbox', { name: 'Average Delivery Time' })).toHaveValue('30 minutes');
  },
};

export const Payments: Story = {
  play: async ({ canvas }) => {
    const panel = await openTab(canvas, 'Payments');
    await expect(panel.getByRole('switch', { name: 'Cash Payment' })).toBeChecked();
    await expect(panel.getByRole('switch', { name: 'Card Payment' })).toBeChecked();
    await expect(panel.getByRole('switch', { name: 'Mobile Wallet' })).toBeChecked();
  },
};

export const Notifications: Story = {
  play: async ({ canvas }) => {
    const panel = await openTab(canvas, 'Notifications');
    await expect(panel.getByRole('switch', { name: /Low Stock Alerts/ })).toBeChecked();
    await expect(panel.getByRole('switch', { name: /New Orders/ })).toBeChecked();
    await expect(panel.getByRole('switch', { name: /Marketing/ })).not.toBeChecked();
  },
};

export const Security: Story = {
  play: async ({ canvas }) => {
    const panel = await openTab(canvas, 'Security');
    for (const label of ['Current Password', 'New Password', 'Confirm Password']) {
      const field = panel.getByLabelText(label);
      await expect(field).toHaveAttribute('type', 'password');
      await expect(field).toHaveValue('');
    }
  },
};

export const Backup: Story = {
  play: async ({ canvas }) => {
    const panel = await openTab(canvas, 'Backup');
    await expect(panel.getByRole('switch', { name: /Automatic Backups/ })).toBeChecked();
  },
};

/** Edits go out with "Save Changes"; nothing is persisted by the screen. */
export const SaveChanges: Story = {
  play: async ({ canvas, args }) => {
    let panel = await openTab(canvas, 'Store');
    const tax = panel.getByRole('textbox', { name: 'Tax Rate (%)' });
    await userEvent.clear(tax);
    await userEvent.type(tax, '9.5');
    await userEvent.tab();
    panel = await openTab(canvas, 'Notifications');
    await press(panel.getByRole('switch', { name: /Marketing/ }));
    panel = await openTab(canvas, 'Security');
    await userEvent.type(panel.getByLabelText('New Password'), 'hunter22');
    await press(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      ...sampleSettings,
      store: { ...sampleSettings.store, taxRatePercent: 9.5 },
      toggles: {
        ...sampleSettings.toggles,
        notifications: { ...sampleSettings.toggles.notifications, marketing: true },
      },
      password: { ...sampleSettings.password, newPassword: 'hunter22' },
    });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Opened on a given tab (e.g. from a link). */
export const OpenedOnDelivery: Story = {
  args: { defaultTab: 'delivery' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Delivery' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Delivery Fee' })).toHaveValue('$5.00');
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByLabelText('Warehouse Name')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  },
};
