import type { Meta, StoryObj } from '@storybook/react-vite';
import { SETTINGS_TABS, sampleLocations, sampleSettings } from '@warehouse/domain/sample';
import { PASSWORD_MESSAGES } from '@warehouse/domain/session';
import { SETTINGS_MESSAGES } from '@warehouse/domain/settings';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { press } from '../shared/press';
import { SettingsScreen } from './SettingsScreen';

const meta = {
  title: 'Screens/Settings/SettingsScreen',
  component: SettingsScreen,
  args: { settings: sampleSettings, locations: sampleLocations, onSave: fn(), onChangePassword: fn() },
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
    await expect(panel.getByRole('button', { name: /Point of Sale Location/ })).toHaveTextContent(
      'Downtown Store',
    );
    // Issue 37: a cash sale needs an open drawer, on by default.
    await expect(panel.getByRole('switch', { name: /^Cash Sales Need an Open Drawer/ })).toBeChecked();
  },
};

/** Issue 14: the location the Point of Sale sells from is a Store setting. */
export const ChoosesThePosLocation: Story = {
  play: async ({ canvas, args }) => {
    const panel = await openTab(canvas, 'Store');
    await press(panel.getByRole('button', { name: /Point of Sale Location/ }));
    await press(await within(document.body).findByRole('option', { name: 'Airport Branch' }));
    await press(canvas.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(args.onSave).toHaveBeenCalledWith({
      ...sampleSettings,
      store: { ...sampleSettings.store, posLocationId: 'airport' },
    });
    (document.activeElement as HTMLElement | null)?.blur();
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
    await expect(panel.getByRole('textbox', { name: 'Backup Time' })).toHaveValue('02:00');
    await expect(panel.getByRole('textbox', { name: 'Backups to Keep' })).toHaveValue('7');
  },
};

/** Edits go out with "Save Changes", checked by the domain's settings rule. */
export const SaveChanges: Story = {
  play: async ({ canvas, args }) => {
    let panel = await openTab(canvas, 'Store');
    const tax = panel.getByRole('textbox', { name: 'Tax Rate (%)' });
    await userEvent.clear(tax);
    await userEvent.type(tax, '9.5');
    await userEvent.tab();
    panel = await openTab(canvas, 'Notifications');
    await press(panel.getByRole('switch', { name: /Marketing/ }));
    await press(canvas.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(args.onSave).toHaveBeenCalledWith({
      ...sampleSettings,
      store: { ...sampleSettings.store, taxRatePercent: 9.5 },
      toggles: {
        ...sampleSettings.toggles,
        notifications: { ...sampleSettings.toggles.notifications, marketing: true },
      },
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

/**
 * A bad value is refused where it was typed, and nothing goes out: saved from another tab, the tab
 * with the error opens and its field takes the focus.
 */
export const SaveRefused: Story = {
  play: async ({ canvas, args }) => {
    let panel = await openTab(canvas, 'General');
    const email = () => panel.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email());
    await userEvent.type(email(), 'not an email');
    await openTab(canvas, 'Store');
    await press(canvas.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true'),
    );
    panel = within(canvas.getByRole('tabpanel'));
    await expect(await panel.findByText(SETTINGS_MESSAGES.emailInvalid)).toBeVisible();
    await expect(email()).toHaveAttribute('aria-invalid', 'true');
    await expect(email()).toHaveValue('not an email');
    await waitFor(() => expect(email()).toHaveFocus());
    await expect(args.onSave).not.toHaveBeenCalled();
    // Typing clears the message at once.
    await userEvent.clear(email());
    await userEvent.type(email(), 'ops@example.com');
    await waitFor(() => expect(panel.queryByText(SETTINGS_MESSAGES.emailInvalid)).toBeNull());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The password form checks the change before it goes out: here the confirmation differs. */
export const PasswordMismatch: Story = {
  play: async ({ canvas, args }) => {
    const panel = await openTab(canvas, 'Security');
    await userEvent.type(panel.getByLabelText('Current Password'), 'old secret');
    await userEvent.type(panel.getByLabelText('New Password'), 'a longer secret');
    await userEvent.type(panel.getByLabelText('Confirm Password'), 'a longer secreT');
    await press(panel.getByRole('button', { name: 'Update Password' }));
    await expect(await panel.findByText(PASSWORD_MESSAGES.confirmMismatch)).toBeVisible();
    await waitFor(() => expect(panel.getByLabelText('Confirm Password')).toHaveFocus());
    await expect(args.onChangePassword).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A valid change goes out and the fields clear. */
export const PasswordChanged: Story = {
  play: async ({ canvas, args }) => {
    const panel = await openTab(canvas, 'Security');
    await userEvent.type(panel.getByLabelText('Current Password'), 'old secret');
    await userEvent.type(panel.getByLabelText('New Password'), 'a longer secret');
    await userEvent.type(panel.getByLabelText('Confirm Password'), 'a longer secret');
    await press(panel.getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(args.onChangePassword).toHaveBeenCalledTimes(1));
    await expect(args.onChangePassword).toHaveBeenCalledWith({
      currentPassword: 'old secret',
      newPassword: 'a longer secret',
      confirmPassword: 'a longer secret',
    });
    await waitFor(() => expect(panel.getByLabelText('New Password')).toHaveValue(''));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const storedSettings = {
  ...sampleSettings,
  general: { ...sampleSettings.general, warehouseName: 'North Depot' },
};

/** Settings that arrive after the screen is shown fill the form (it never keeps what it had before). */
export const DataArrivesAfterMount: Story = {
  args: { settings: undefined, isLoading: true },
  render: function Render(args) {
    const [settings, setSettings] = useState<typeof storedSettings | undefined>(undefined);
    useEffect(() => {
      const timer = setTimeout(() => setSettings(storedSettings), 50);
      return () => clearTimeout(timer);
    }, []);
    return <SettingsScreen {...args} settings={settings} isLoading={settings === undefined} />;
  },
  play: async ({ canvas, args }) => {
    const name = await canvas.findByRole('textbox', { name: 'Warehouse Name' });
    await expect(name).toHaveValue('North Depot');
    await press(canvas.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(storedSettings));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Issue 16: a manager reads the settings; only an owner has Save Changes. */
export const ReadOnly: Story = {
  args: { onSave: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  },
};
