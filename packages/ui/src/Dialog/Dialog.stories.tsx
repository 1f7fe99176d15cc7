import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Form } from '../Form';
import { Plus, Trash2 } from '../icons';
import { Grid } from '../layout/Grid';
import { NumberField } from '../NumberField';
import { Text } from '../Text';
import { TextField } from '../TextField';
import { Dialog } from './Dialog';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    title: 'Add New Rider',
    description: 'Enter the rider’s details. Fields marked * are required.',
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const riderForm = (
  <Form id="rider-form" gap="4" onSubmit={(event) => event.preventDefault()}>
    <Grid columns={2} gap="4">
      <TextField name="name" label="Full Name" isRequired autoFocus />
      <TextField name="phone" label="Phone Number" type="tel" isRequired />
    </Grid>
    <TextField name="email" label="Email Address" type="email" isRequired />
  </Form>
);

const footer = (
  <>
    <Button variant="outline" slot="close">
      Cancel
    </Button>
    <Button type="submit" form="rider-form">
      Add Rider
    </Button>
  </>
);

/** Opened by its trigger: Escape closes it and focus returns to the trigger. */
export const Default: Story = {
  args: {
    trigger: <Button icon={Plus}>Add Rider</Button>,
    children: riderForm,
    footer,
  },
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Add Rider' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Add New Rider' });
    await expect(dialog).toHaveAccessibleDescription(/Enter the rider’s details/);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // Focus moves into the dialog, to the first field.
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Full Name' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Open it again for the screenshot.
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog', { name: 'Add New Rider' });
  },
};

export const CancelCloses: Story = {
  args: { ...Default.args },
  play: async ({ canvas }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Add Rider' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    // The × button closes it too.
    await userEvent.click(trigger);
    await userEvent.click(within(await body.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const FocusTrapped: Story = {
  args: { ...Default.args },
  play: async ({ canvas }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Rider' }));
    const dialog = await body.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Full Name' })).toHaveFocus());
    // Tab through every control and wrap around: focus never leaves the dialog.
    for (let i = 0; i < 7; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog.contains(document.activeElement)).toBe(true);
  },
};

/** Validation shows inside the dialog and it stays open. */
export const WithErrors: Story = {
  args: { ...Default.args },
  play: async ({ canvas }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Rider' }));
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Rider' }));
    await expect(within(dialog).getByRole('textbox', { name: 'Full Name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(body.getByRole('dialog')).toBeVisible();
  },
};

function ControlledDialog(args: Parameters<typeof Dialog>[0]) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="destructive" icon={Trash2} onPress={() => setOpen(true)}>
        Delete Product
      </Button>
      <Dialog
        {...args}
        isOpen={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
      />
    </>
  );
}

const onDelete = fn();
/** Controlled with `isOpen`/`onOpenChange`, as an alert dialog with a render-function footer. */
export const Controlled: Story = {
  args: {
    title: 'Delete product?',
    description: undefined,
    role: 'alertdialog',
    size: 'sm',
    showCloseButton: false,
    children: (
      <Text tone="muted">
        Wireless Mouse (WM-001) will be removed from the inventory. This cannot be undone.
      </Text>
    ),
    footer: (close) => (
      <>
        <Button variant="outline" onPress={close}>
          Cancel
        </Button>
        <Button
          variant="destructive"
          onPress={() => {
            onDelete();
            close();
          }}
        >
          Delete
        </Button>
      </>
    ),
  },
  render: (args) => <ControlledDialog {...args} />,
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Delete Product' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete product?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await userEvent.keyboard('{Enter}');
    await body.findByRole('alertdialog');
  },
};

export const Sizes: Story = {
  args: {
    title: 'Large dialog',
    description: 'Up to 760 px wide for forms with variants.',
    size: 'lg',
    defaultOpen: true,
    children: (
      <Grid columns={3} gap="4">
        <TextField label="Variant Name" defaultValue="Red / Large" />
        <NumberField
          label="Price"
          defaultValue={24.99}
          step={0.01}
          formatOptions={{ style: 'currency', currency: 'USD' }}
        />
        <NumberField label="Stock" defaultValue={12} minValue={0} />
      </Grid>
    ),
    footer: <Button slot="close">Done</Button>,
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Large dialog' });
    await expect(dialog.getBoundingClientRect().width).toBeGreaterThan(700);
  },
};

/**
 * Issue 19: on a phone a dialog is a full-height sheet, its fields one under the other, its
 * buttons a finger's size.
 */
export const OnAPhone: Story = {
  args: Sizes.args,
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Large dialog' });
    const box = (dialog.parentElement as HTMLElement).getBoundingClientRect();
    await expect([box.left, box.top, box.width, box.height]).toEqual([
      0,
      0,
      window.innerWidth,
      window.innerHeight,
    ]);
    const price = within(dialog).getByRole('textbox', { name: 'Price' }).getBoundingClientRect();
    const name = within(dialog).getByRole('textbox', { name: 'Variant Name' }).getBoundingClientRect();
    await expect(price.top).toBeGreaterThan(name.bottom);
    for (const button of within(dialog).getAllByRole('button'))
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** From a tablet up a dialog is centred in the window, as tall as its content. */
const centred: Story['play'] = async () => {
  const dialog = await within(document.body).findByRole('dialog', { name: 'Large dialog' });
  const box = (dialog.parentElement as HTMLElement).getBoundingClientRect();
  await expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThan(1);
  await expect(box.height).toBeLessThan(window.innerHeight / 2);
};
export const OnATablet: Story = {
  args: Sizes.args,
  globals: { viewport: { value: 'tablet' } },
  play: centred,
};
export const OnATabletInLandscape: Story = {
  args: Sizes.args,
  globals: { viewport: { value: 'tabletLandscape' } },
  play: centred,
};
