import type { Meta, StoryObj } from '@storybook/react-vite';
import { LOGIN_FAILED_NOTICE } from '@warehouse/domain/notices';
import { notify } from '@warehouse/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_CREDENTIALS_HINT, LOGIN_GREETING, LoginScreen } from './LoginScreen';

const meta = {
  title: 'Screens/Session/Login',
  component: LoginScreen,
  parameters: { padded: false },
  args: { onLogin: fn(), onSocialLogin: fn() },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closes the notice so the snapshot is stable (and the next story starts clean). */
async function dismissNotices() {
  const body = within(document.body);
  notify.dismiss();
  await waitFor(() => expect(body.queryByText(LOGIN_FAILED_NOTICE.title)).toBeNull());
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: LOGIN_GREETING })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'User ID' })).toHaveValue('');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue with Facebook' })).toBeVisible();
    await expect(canvas.getByText(DEMO_CREDENTIALS_HINT)).toBeVisible();
  },
};

export const SignInWithEnter: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'User ID' }), 'alex');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret{Enter}');
    await expect(args.onLogin).toHaveBeenCalledWith({ userId: 'alex', password: 'secret' });
    await expect(within(document.body).queryByText(LOGIN_FAILED_NOTICE.title)).toBeNull();
  },
};

export const LoginFailed: Story = {
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    const userId = canvas.getByRole('textbox', { name: 'User ID' });
    await userEvent.type(userId, 'alex');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onLogin).not.toHaveBeenCalled();
    await expect(await body.findByText('Login Failed')).toBeVisible();
    await expect(body.getByText('Please enter your User ID and Password')).toBeVisible();
    // The empty field is marked, what was typed stays.
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(userId).not.toHaveAttribute('aria-invalid');
    await expect(userId).toHaveValue('alex');
    await dismissNotices();
  },
};

export const BothFieldsEmpty: Story = {
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    canvas.getByRole('textbox', { name: 'User ID' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByText('Login Failed')).toBeVisible();
    await expect(args.onLogin).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'User ID' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    // Typing clears the mark on that field.
    await userEvent.type(canvas.getByRole('textbox', { name: 'User ID' }), 'alex');
    await expect(canvas.getByRole('textbox', { name: 'User ID' })).not.toHaveAttribute('aria-invalid');
    await dismissNotices();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'User ID' }));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SocialLogin: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    await expect(args.onSocialLogin).toHaveBeenLastCalledWith('Google');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Facebook' }));
    await expect(args.onSocialLogin).toHaveBeenLastCalledWith('Facebook');
    await expect(args.onLogin).not.toHaveBeenCalled();
    await userEvent.unhover(canvas.getByRole('button', { name: 'Continue with Facebook' }));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Issue 16, production mode: staff accounts only, so neither the social buttons nor the demo hint. */
export const StaffAccounts: Story = {
  args: { demo: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'User ID' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    await expect(canvas.queryByText(DEMO_CREDENTIALS_HINT)).toBeNull();
  },
};

/** Issue 16: while the server checks the password, Sign In shows it is busy and keeps what was typed. */
export const SigningIn: Story = {
  args: { demo: false, isSigningIn: true, defaultValues: { userId: 'mara', password: 'secret' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Sign In/ })).toHaveAttribute('data-pending', 'true');
    await expect(canvas.getByRole('textbox', { name: 'User ID' })).toHaveValue('mara');
  },
};
