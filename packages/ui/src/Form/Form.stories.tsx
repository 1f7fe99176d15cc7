import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Grid } from '../layout/Grid';
import { NumberField } from '../NumberField';
import { Select } from '../Select';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import { ButtonGroup } from '../Toolbar';
import { Form } from './Form';

const meta = {
  title: 'UI/Form',
  component: Form,
  args: { children: null, onSubmit: fn((event) => event.preventDefault()) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Form>;
export default meta;
type Story = StoryObj<typeof meta>;

const fields = (
  <>
    <TextField name="name" label="Product Name" isRequired />
    <Grid columns={2} gap="4">
      <TextField name="sku" label="SKU" isRequired />
      <Select
        name="category"
        label="Category"
        items={[
          { id: 'electronics', label: 'Electronics' },
          { id: 'books', label: 'Books' },
        ]}
      />
    </Grid>
    <Grid columns={2} gap="4">
      <NumberField
        name="price"
        label="Base Price"
        isRequired
        minValue={0}
        step={0.01}
        formatOptions={{ style: 'currency', currency: 'USD' }}
      />
      <NumberField name="stock" label="Stock Quantity" isRequired minValue={0} />
    </Grid>
    <TextArea name="description" label="Description" />
    <Checkbox name="active" defaultSelected>
      Active
    </Checkbox>
    <ButtonGroup justify="end">
      <Button type="reset" variant="outline">
        Reset
      </Button>
      <Button type="submit">Add Product</Button>
    </ButtonGroup>
  </>
);

export const Default: Story = {
  args: { children: fields },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Product Name' }), 'Desk Lamp');
    await userEvent.type(canvas.getByRole('textbox', { name: 'SKU' }), 'DL-010');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Base Price' }), '24.99');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Stock Quantity' }), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const form = canvas.getByRole('button', { name: 'Add Product' }).closest('form') as HTMLFormElement;
    const data = Object.fromEntries(new FormData(form));
    await expect(data).toMatchObject({ name: 'Desk Lamp', sku: 'DL-010', price: '24.99', stock: '12' });
  },
};

export const WithErrors: Story = {
  args: { children: fields },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const name = canvas.getByRole('textbox', { name: 'Product Name' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveFocus();
    await expect(
      canvas.getAllByText(/fill out this field|Constraints not satisfied/i).length,
    ).toBeGreaterThan(0);
  },
};

export const ServerErrors: Story = {
  args: {
    children: fields,
    validationErrors: { sku: 'A product with SKU WM-001 already exists.' },
  },
  play: async ({ canvas }) => {
    const sku = canvas.getByRole('textbox', { name: 'SKU' });
    await expect(sku).toHaveAttribute('aria-invalid', 'true');
    await expect(sku).toHaveAccessibleDescription('A product with SKU WM-001 already exists.');
    await expect(canvas.getByText('A product with SKU WM-001 already exists.')).toBeVisible();
  },
};
