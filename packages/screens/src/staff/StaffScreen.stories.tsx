import type { Meta, StoryObj } from '@storybook/react-vite';
import { STAFF_MESSAGES, type StaffMember } from '@warehouse/domain/accounts';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StaffScreen } from './StaffScreen';

const staff: StaffMember[] = [
  {
    userId: 'mara',
    name: 'Mara Lind',
    email: 'mara@example.com',
    role: 'cashier',
    active: true,
    createdAt: '2026-11-20T09:00:00.000Z',
    lastSignInAt: '2026-11-23T08:02:00.000Z',
  },
  {
    userId: 'rick',
    name: 'Rick Stone',
    email: 'rick@example.com',
    role: 'stockClerk',
    active: false,
    createdAt: '2026-10-02T09:00:00.000Z',
    lastSignInAt: null,
  },
  {
    userId: 'owner',
    name: 'Store Owner',
    email: 'owner@warehouse.example',
    role: 'owner',
    active: true,
    createdAt: '2026-01-05T09:00:00.000Z',
    lastSignInAt: '2026-11-23T07:45:00.000Z',
  },
];

const meta = {
  title: 'Screens/Staff/StaffScreen',
  component: StaffScreen,
  args: {
    staff,
    currentUserId: 'owner',
    onAddStaff: fn(),
    onChangeRole: fn(),
    onSetActive: fn(),
    onResetPassword: fn(),
  },
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const closed = () => waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

/** Issue 16: every account with its role, status and last sign-in. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    const mara = canvas.getByRole('row', { name: /Mara Lind/ });
    await expect(mara).toHaveTextContent('Cashier');
    await expect(mara).toHaveTextContent('Active');
    await expect(mara).toHaveTextContent('Nov 23, 2026');
    const rick = canvas.getByRole('row', { name: /Rick Stone/ });
    await expect(rick).toHaveTextContent('Stock Clerk');
    await expect(rick).toHaveTextContent('Inactive');
    await expect(rick).toHaveTextContent('Never');
    // The signed-in owner cannot deactivate their own account here.
    await expect(canvas.getByRole('button', { name: 'Deactivate Store Owner' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { isLoading: true, staff: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading staff');
  },
};

/** Adding an account: a form with errors keeps what was typed; a valid one goes out and the dialog closes. */
export const AddStaffMember: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Staff Member' }));
    const dialog = await body.findByRole('dialog', { name: 'Add Staff Member' });
    const d = within(dialog);
    await waitFor(() => expect(d.getByRole('textbox', { name: /^Name/ })).toHaveFocus());
    await userEvent.type(d.getByRole('textbox', { name: /^Name/ }), 'Tess Berg');
    await userEvent.type(d.getByLabelText(/^Temporary Password/), 'short');
    await userEvent.click(d.getByRole('button', { name: 'Add Staff Member' }));
    await expect(await d.findByText(STAFF_MESSAGES.passwordTooShort)).toBeVisible();
    await expect(d.getByText(STAFF_MESSAGES.roleRequired)).toBeVisible();
    await expect(d.getByRole('textbox', { name: /^Name/ })).toHaveValue('Tess Berg');
    await expect(args.onAddStaff).not.toHaveBeenCalled();

    await userEvent.type(d.getByRole('textbox', { name: /^Email/ }), 'tess@example.com');
    await userEvent.type(d.getByRole('textbox', { name: /^User ID/ }), 'tess');
    await userEvent.click(d.getByRole('button', { name: /Role/ }));
    await userEvent.click(within(await body.findByRole('listbox')).getByRole('option', { name: 'Cashier' }));
    await userEvent.type(d.getByLabelText(/^Temporary Password/), ' and longer');
    await userEvent.click(d.getByRole('button', { name: 'Add Staff Member' }));
    await waitFor(() =>
      expect(args.onAddStaff).toHaveBeenCalledWith({
        userId: 'tess',
        name: 'Tess Berg',
        email: 'tess@example.com',
        role: 'cashier',
        temporaryPassword: 'short and longer',
      }),
    );
    await closed();
  },
};

/** A row's icons: change the role, reset the password, deactivate, activate again. */
export const RowActions: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change role of Mara Lind' }));
    let dialog = within(await body.findByRole('dialog', { name: 'Change Role' }));
    // The select's button is named by its value, then its label.
    await userEvent.click(dialog.getByRole('button', { name: 'Cashier Role' }));
    await userEvent.click(within(await body.findByRole('listbox')).getByRole('option', { name: 'Manager' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Role' }));
    await waitFor(() => expect(args.onChangeRole).toHaveBeenCalledWith('mara', 'manager'));
    await closed();

    await userEvent.click(canvas.getByRole('button', { name: 'Reset password of Mara Lind' }));
    dialog = within(await body.findByRole('dialog', { name: 'Reset Password' }));
    await userEvent.type(dialog.getByLabelText(/^Temporary Password/), 'a new temporary one');
    await userEvent.click(dialog.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(args.onResetPassword).toHaveBeenCalledWith('mara', 'a new temporary one'));
    await closed();

    await userEvent.click(canvas.getByRole('button', { name: 'Deactivate Mara Lind' }));
    dialog = within(await body.findByRole('dialog', { name: 'Deactivate Account' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(args.onSetActive).toHaveBeenCalledWith('mara', false));
    await closed();

    await userEvent.click(canvas.getByRole('button', { name: 'Activate Rick Stone' }));
    await expect(args.onSetActive).toHaveBeenCalledWith('rick', true);
  },
};
