import type { Meta, StoryObj } from '@storybook/react-vite';
import { PASSWORD_MESSAGES } from '@warehouse/domain/session';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ChoosePasswordScreen } from './ChoosePasswordScreen';

const meta = {
  title: 'Screens/Session/Choose Password',
  component: ChoosePasswordScreen,
  parameters: { padded: false },
  args: { name: 'Mara Lind', onChangePassword: fn(), onSignOut: fn() },
} satisfies Meta<typeof ChoosePasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Someone else's account on a shared till: Sign out, back to the login. */
export const SignOut: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalled();
    await userEvent.unhover(canvas.getByRole('button', { name: 'Sign out' }));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Issue 16: the first sign-in with a temporary password; a short new one is refused, as typed. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Choose Your Password' })).toBeVisible();
    await expect(canvas.getByText(/Welcome, Mara Lind/)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Current Password'), 'the temporary one');
    await userEvent.type(canvas.getByLabelText('New Password'), 'short');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Password' }));
    await expect(await canvas.findByText(PASSWORD_MESSAGES.newTooShort)).toBeVisible();
    await expect(args.onChangePassword).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText('New Password'));
    await userEvent.type(canvas.getByLabelText('New Password'), 'my own long password');
    await userEvent.clear(canvas.getByLabelText('Confirm Password'));
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'my own long password');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Password' }));
    await waitFor(() =>
      expect(args.onChangePassword).toHaveBeenCalledWith({
        currentPassword: 'the temporary one',
        newPassword: 'my own long password',
        confirmPassword: 'my own long password',
      }),
    );
  },
};
