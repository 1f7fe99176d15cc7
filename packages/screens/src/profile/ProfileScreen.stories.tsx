import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ProfileScreen } from './ProfileScreen';

const meta = {
  title: 'Screens/Profile/ProfileScreen',
  component: ProfileScreen,
  args: {
    user: { name: 'Mara Lind', userId: 'mara', email: 'mara@example.com', roleLabel: 'Cashier' },
    onChangePassword: fn(),
  },
} satisfies Meta<typeof ProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 16: every role changes its own password here (a cashier has no Settings). */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(canvas.getByText('Cashier')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Current Password'), 'the old password');
    await userEvent.type(canvas.getByLabelText('New Password'), 'a brand new password');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'a brand new password');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Password' }));
    await waitFor(() =>
      expect(args.onChangePassword).toHaveBeenCalledWith({
        currentPassword: 'the old password',
        newPassword: 'a brand new password',
        confirmPassword: 'a brand new password',
      }),
    );
  },
};
