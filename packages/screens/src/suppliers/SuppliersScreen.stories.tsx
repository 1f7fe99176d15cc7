import type { Meta, StoryObj } from '@storybook/react-vite';
import { ValidationError } from '@warehouse/domain/contract';
import { sampleSuppliers } from '@warehouse/domain/sample';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fitsTheWindow } from '../shared/fitsTheWindow';
import { SuppliersScreen } from './SuppliersScreen';

const meta = {
  title: 'Screens/Purchases/SuppliersScreen',
  component: SuppliersScreen,
  args: {
    suppliers: sampleSuppliers,
    supplierHref: (supplier) => `/suppliers/${supplier.id}`,
    backHref: '/purchases',
    onCreate: fn(),
    onUpdate: fn(),
  },
} satisfies Meta<typeof SuppliersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Issue 17: every supplier with its contact and lead time, each linked to its page. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Suppliers' })).toBeVisible();
    const table = canvas.getByRole('grid', { name: 'Suppliers' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'Global Apparel Co.' })).toHaveAttribute(
      'href',
      '/suppliers/SUP-002',
    );
    await expect(table).toHaveTextContent('10 days');
  },
};

/** "Add Supplier" checks what was typed, and sends it when it is right. */
export const AddSupplier: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Supplier' }));
    const dialog = await body.findByRole('dialog', { name: 'Add Supplier' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Lead time (days)' }), 'soon');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Supplier' }));
    await expect(await within(dialog).findByText('Name is required')).toBeVisible();
    await expect(within(dialog).getByText('Email is required')).toBeVisible();
    await expect(within(dialog).getByText('Enter whole days from 0 to 365')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Nordic Tools AB');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'order@nordic.example');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Lead time (days)' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Lead time (days)' }), '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Supplier' }));
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith({
        name: 'Nordic Tools AB',
        email: 'order@nordic.example',
        phone: '',
        address: '',
        leadTimeDays: '12',
      }),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** "Edit" starts from the supplier as saved; a refusal keeps the dialog as typed. */
export const EditRefused: Story = {
  args: {
    onUpdate: fn(async () => {
      throw new ValidationError('Please correct the highlighted fields', {
        email: 'Enter a valid email address',
      });
    }),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit FreshFoods Wholesale' }));
    const dialog = await body.findByRole('dialog', { name: 'Edit FreshFoods Wholesale' });
    await expect(within(dialog).getByRole('textbox', { name: 'Lead time (days)' })).toHaveValue('2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Supplier' }));
    await waitFor(() => expect(args.onUpdate).toHaveBeenCalledTimes(1));
    await expect(await within(dialog).findByText('Enter a valid email address')).toBeVisible();
  },
};

/** A role that may not change suppliers reads the list only. */
export const ReadOnly: Story = {
  args: { onCreate: undefined, onUpdate: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Add Supplier' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Edit/ })).toBeNull();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: fitsTheWindow('Suppliers'),
};
