import type { Meta, StoryObj } from '@storybook/react-vite';
import { ACCOUNT_TABS, sampleAccount, sampleRewards } from '@warehouse/domain/sample';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { press } from '../shared/press';
import { AccountScreen } from './AccountScreen';

const meta = {
  title: 'Screens/Account/AccountScreen',
  component: AccountScreen,
  args: {
    account: sampleAccount,
    rewards: sampleRewards,
    onViewOrder: fn(),
    onDownloadInvoice: fn(),
    onAddToCart: fn(),
    onRemoveFromWishlist: fn(),
    onAddAddress: fn(),
    onEditAddress: fn(),
    onSaveProfile: fn(),
    onChangePassword: fn(),
    onRedeem: fn(),
  },
} satisfies Meta<typeof AccountScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Selects a tab as a user does and returns its panel. */
async function openTab(canvas: Canvas, name: string) {
  const tab = canvas.getByRole('tab', { name });
  await press(tab);
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  return within(canvas.getByRole('tabpanel'));
}

const blur = () => (document.activeElement as HTMLElement | null)?.blur();

export const Orders: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'User Account Management' })).toBeVisible();
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([...ACCOUNT_TABS]);
    await expect(canvas.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    const panel = within(canvas.getByRole('tabpanel'));
    const table = within(panel.getByRole('grid', { name: 'Orders' }));
    await expect(table.getByRole('row', { name: /ORD-2024-001/ })).toHaveTextContent('Delivered');
    await expect(table.getByRole('row', { name: /ORD-2024-002/ })).toHaveTextContent('Shipped');
    await expect(table.getByRole('row', { name: /ORD-2024-003/ })).toHaveTextContent('Processing');
    await expect(table.getByText('Delivered')).toHaveAttribute('data-tone', 'positive');
    await expect(table.getByText('Shipped')).toHaveAttribute('data-tone', 'info');
    await expect(table.getByText('Processing')).toHaveAttribute('data-tone', 'caution');
    await expect(table.getByText('$129.99')).toBeVisible();
    await press(table.getByRole('button', { name: 'View ORD-2024-002' }));
    await expect(args.onViewOrder).toHaveBeenCalledWith(sampleAccount.orders[1]);
    blur();
  },
};

export const Track: Story = {
  play: async ({ canvas }) => {
    const panel = await openTab(canvas, 'Track');
    await expect(panel.getByText('Order ORD-2024-002')).toBeVisible();
    const steps = within(panel.getByRole('list', { name: 'Tracking for ORD-2024-002' })).getAllByRole(
      'listitem',
    );
    await expect(steps.map((step) => step.textContent)).toEqual([
      'Order Confirmed, CompletedJan 10, 2024',
      'In Transit, CompletedJan 11, 2024',
      'Out for Delivery, CurrentJan 12, 2024',
    ]);
    await expect(steps[2]).toHaveAttribute('aria-current', 'step');
    blur();
  },
};

export const Invoices: Story = {
  play: async ({ canvas, args }) => {
    const panel = await openTab(canvas, 'Invoices');
    const table = within(panel.getByRole('grid', { name: 'Invoices' }));
    await expect(table.getByRole('row', { name: /INV-2024-001/ })).toHaveTextContent('ORD-2024-001');
    await expect(table.getByRole('row', { name: /INV-2024-003/ })).toHaveTextContent('$249.00');
    await press(table.getByRole('button', { name: 'Download INV-2024-001' }));
    await expect(args.onDownloadInvoice).toHaveBeenCalledWith(sampleAccount.invoices[0]);
    blur();
  },
};

export const Wishlist: Story = {
  play: async ({ canvas, args }) => {
    const panel = await openTab(canvas, 'Wishlist');
    const headphones = within(panel.getByRole('listitem', { name: 'Wireless Bluetooth Headphones' }));
    await expect(headphones.getByText('$79.99')).toBeVisible();
    await expect(headphones.getByText('In Stock')).toBeVisible();
    const watch = within(panel.getByRole('listitem', { name: 'Smart Watch Series 5' }));
    await expect(watch.getByText('$249.00')).toBeVisible();
    await expect(watch.getByText('Out of Stock')).toBeVisible();
    await expect(watch.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await press(headphones.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(sampleAccount.wishlist[0]);
    blur();
  },
};

export const Addresses: Story = {
  play: async ({ canvas, args }) => {
    const panel = await openTab(canvas, 'Addresses');
    const home = within(panel.getByRole('listitem', { name: 'Home' }));
    await expect(home.getByText('123 Main Street, Apt 4B')).toBeVisible();
    await expect(home.getByText('New York, NY 10001')).toBeVisible();
    await expect(home.getByText('Default')).toBeVisible();
    const work = within(panel.getByRole('listitem', { name: 'Work' }));
    await expect(work.getByText('500 Commerce Way, Floor 12')).toBeVisible();
    await expect(work.queryByText('Default')).toBeNull();
    await press(work.getByRole('button', { name: 'Edit' }));
    await expect(args.onEditAddress).toHaveBeenCalledWith(sampleAccount.addresses[1]);
    blur();
  },
};

export const Profile: Story = {
  play: async ({ canvas, args }) => {
    const panel = await openTab(canvas, 'Profile');
    await expect(panel.getByLabelText('First Name')).toHaveValue('John');
    await expect(panel.getByLabelText('Last Name')).toHaveValue('Doe');
    await expect(panel.getByLabelText('Email')).toHaveValue('john.doe@example.com');
    await expect(panel.getByLabelText('Phone')).toHaveValue('+1 (555) 123-4567');
    await expect(panel.getByRole('group', { name: 'Date of Birth' })).toHaveTextContent('5/15/1990');
    await userEvent.clear(panel.getByLabelText('Phone'));
    await userEvent.type(panel.getByLabelText('Phone'), '+1 (555) 987-6543');
    await press(panel.getByRole('button', { name: 'Save Profile' }));
    await expect(args.onSaveProfile).toHaveBeenCalledWith({
      ...sampleAccount.profile,
      phone: '+1 (555) 987-6543',
    });
    blur();
  },
};

export const Password: Story = {
  play: async ({ canvas, args }) => {
    const panel = await openTab(canvas, 'Password');
    for (const label of ['Current Password', 'New Password', 'Confirm Password']) {
      await expect(panel.getByLabelText(label)).toHaveAttribute('type', 'password');
    }
    await userEvent.type(panel.getByLabelText('Current Password'), 'old-secret');
    await userEvent.type(panel.getByLabelText('New Password'), 'new-secret-phrase');
    await userEvent.type(panel.getByLabelText('Confirm Password'), 'new-secret-phrase');
    await press(panel.getByRole('button', { name: 'Update Password' }));
    await waitFor(() =>
      expect(args.onChangePassword).toHaveBeenCalledWith({
        currentPassword: 'old-secret',
        newPassword: 'new-secret-phrase',
        confirmPassword: 'new-secret-phrase',
      }),
    );
    // Changed: the fields clear.
    await waitFor(() => expect(panel.getByLabelText('New Password')).toHaveValue(''));
    blur();
  },
};

export const Rewards: Story = {
  play: async ({ canvas, args }) => {
    const panel = await openTab(canvas, 'Rewards');
    await expect(panel.getByLabelText('Points Balance')).toHaveTextContent('2,450');
    const reward = (name: string) => within(panel.getByRole('listitem', { name }));
    await expect(reward('$10 Off Your Next Order').getByText('1,000 points')).toBeVisible();
    await expect(reward('$10 Off Your Next Order').getByRole('button', { name: 'Redeem' })).toBeEnabled();
    await expect(reward('Free Shipping').getByRole('button', { name: 'Redeem' })).toBeEnabled();
    await expect(reward('$25 Gift Card').getByText('2,500 points')).toBeVisible();
    await expect(reward('$25 Gift Card').getByRole('button', { name: 'Need More Points' })).toBeDisabled();
    await expect(
      reward('Premium Membership (1 Year)').getByRole('button', { name: 'Need More Points' }),
    ).toBeDisabled();
    await press(reward('Free Shipping').getByRole('button', { name: 'Redeem' }));
    await expect(args.onRedeem).toHaveBeenCalledWith(sampleRewards[1]);
    const history = within(panel.getByRole('grid', { name: 'Points history' }));
    await expect(history.getByRole('row', { name: /Redeemed Free Shipping/ })).toHaveTextContent('-500');
    await expect(history.getByRole('row', { name: /Purchase ORD-2024-001/ })).toHaveTextContent('+130');
    blur();
  },
};

/** Opened straight on a tab (e.g. from a link to tracking). */
export const OpenedOnTrack: Story = {
  args: { defaultTab: 'track' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Track' })).toHaveAttribute('aria-selected', 'true');
    const steps = within(canvas.getByRole('list', { name: 'Tracking for ORD-2024-002' })).getAllByRole(
      'listitem',
    );
    await expect(steps[2]).toHaveTextContent('Out for Delivery, Current');
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('grid', { name: 'Orders' })).toBeNull();
  },
};
