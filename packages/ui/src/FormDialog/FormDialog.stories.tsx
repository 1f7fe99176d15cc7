import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SubmitHandler } from '../Form';
import { Plus } from '../icons';
import { Grid } from '../layout/Grid';
import { TextField } from '../TextField';
import { FormDialog } from './FormDialog';

const body = within(document.body);

const meta = {
  title: 'UI/FormDialog',
  component: FormDialog,
  args: {
    title: 'Add New Rider',
    description: 'Enter the rider’s details. Fields marked * are required.',
    submitLabel: 'Add Rider',
    submitIcon: Plus,
    onClose: fn(),
    onSubmit: fn<SubmitHandler>(() => undefined),
    children: (
      <Grid columns={2} gap="4">
        <TextField name="name" label="Full Name" isRequired />
        <TextField name="email" label="Email Address" type="email" isRequired />
      </Grid>
    ),
  },
} satisfies Meta<typeof FormDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => body.getByRole('dialog', { name: 'Add New Rider' });
const submitButton = () => within(dialog()).getByRole('button', { name: 'Add Rider' });

/** Open while mounted: its form is named by the title, with Cancel and the submit in the footer. */
export const Default: Story = {
  play: async () => {
    await expect(await body.findByRole('form', { name: 'Add New Rider' })).toBeVisible();
    await expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(submitButton()).toBeEnabled();
  },
};

/** A submit that answers nothing succeeded: the dialog asks to close. */
export const SubmitSucceeds: Story = {
  play: async ({ args }) => {
    await userEvent.type(within(dialog()).getByRole('textbox', { name: 'Full Name' }), 'Ana');
    await userEvent.click(submitButton());
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/**
 * A submit that answers field errors keeps the dialog open with what was typed: each error shows
 * under its field (keyed by name) and the first invalid field takes the focus.
 */
export const WithErrors: Story = {
  args: { onSubmit: fn<SubmitHandler>(() => ({ email: 'Enter a valid email address' })) },
  play: async ({ args }) => {
    const email = within(dialog()).getByRole('textbox', { name: 'Email Address' });
    await userEvent.type(email, 'ana@');
    await userEvent.click(submitButton());
    await expect(await within(dialog()).findByText('Enter a valid email address')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    // The focus moves once the errors have rendered (a busy machine may take a frame or two).
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveValue('ana@');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A submit that fails without field errors (its notice is the caller's) keeps the form as typed. */
export const FailureKeepsWhatWasTyped: Story = {
  args: { onSubmit: fn<SubmitHandler>(async () => Promise.reject(new Error('The network is down'))) },
  play: async ({ args }) => {
    const name = within(dialog()).getByRole('textbox', { name: 'Full Name' });
    await userEvent.type(name, 'Ana');
    await userEvent.click(submitButton());
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    // Settled: the button is no longer pending, the dialog is open, what was typed stays.
    await waitFor(() => expect(submitButton()).not.toHaveAttribute('aria-disabled'));
    await expect(dialog()).toBeVisible();
    await expect(name).toHaveValue('Ana');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Enter in a one-line field submits (here refused, so the dialog stays); Escape closes. */
export const Keyboard: Story = {
  args: { onSubmit: fn<SubmitHandler>(() => ({ email: 'Enter a valid email address' })) },
  play: async ({ args }) => {
    await userEvent.type(within(dialog()).getByRole('textbox', { name: 'Full Name' }), 'Ana{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(await within(dialog()).findByText('Enter a valid email address')).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

/**
 * While the submit runs, its button is pending and a second press submits nothing more. Its submit
 * never settles, and React keeps every later async action of the page pending while one is: it
 * comes last.
 */
export const Pending: Story = {
  args: { onSubmit: fn<SubmitHandler>(() => new Promise(() => {})) },
  play: async ({ args }) => {
    await userEvent.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(submitButton());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
