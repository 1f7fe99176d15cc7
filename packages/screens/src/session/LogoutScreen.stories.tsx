import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AUTO_LOGOUT_DELAY_MS, LogoutScreen } from './LogoutScreen';

const meta = {
  title: 'Screens/Session/Logout',
  component: LogoutScreen,
  parameters: { padded: false },
  // A long delay keeps the page still for its snapshot; AutomaticLogout tests the timer.
  args: { onLogout: fn(), delayMs: 10 * 60_000 },
} satisfies Meta<typeof LogoutScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(AUTO_LOGOUT_DELAY_MS).toBe(2000);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Logging Out' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Logout Now' })).toBeEnabled();
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

export const LogoutNow: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Logout Now' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    // A second press does not log out twice.
    await userEvent.click(button);
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await userEvent.unhover(button);
    button.blur();
  },
};

export const AutomaticLogout: Story = {
  args: { delayMs: 150 },
  play: async ({ args }) => {
    await expect(args.onLogout).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onLogout).toHaveBeenCalledTimes(1), { timeout: 2000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};
