import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'UI/NumberField',
  component: NumberField,
  args: { label: 'Stock Quantity', minValue: 0, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 10 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Stock Quantity' });
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(input).toHaveValue('11');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('9');
    await userEvent.clear(input);
    await userEvent.type(input, '42');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(42);
  },
};

export const Currency: Story = {
  args: {
    label: 'Base Price',
    step: 0.01,
    defaultValue: 24.99,
    formatOptions: { style: 'currency', currency: 'USD' },
    isRequired: true,
  },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: /Base Price/ });
    await expect(input).toHaveValue('$24.99');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('$25.00');
    await userEvent.clear(input);
    await userEvent.type(input, '19.5');
    await userEvent.tab();
    await expect(input).toHaveValue('$19.50');
    await expect(args.onChange).toHaveBeenLastCalledWith(19.5);
  },
};

export const MinimumClamps: Story = {
  args: { label: 'Quantity', minValue: 1, defaultValue: 1, description: 'At least 1.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await expect(canvas.getByRole('button', { name: /Decrease/ })).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.tab();
    await expect(input).toHaveValue('1');
  },
};

export const WithErrors: Story = {
  args: {
    label: 'Unit Price',
    step: 0.01,
    formatOptions: { style: 'currency', currency: 'USD' },
    isInvalid: true,
    errorMessage: 'Enter a unit price of $0.00 or more.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Unit Price' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a unit price of $0.00 or more.');
  },
};

export const WithoutStepper: Story = {
  args: { label: 'Low Stock Threshold', hideStepper: true, placeholder: '10' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Low Stock Threshold' })).toHaveAttribute(
      'placeholder',
      '10',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Stock Quantity' })).toBeDisabled();
  },
};
