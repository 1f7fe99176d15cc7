import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Payment Method',
    onChange: fn(),
    children: (
      <>
        <Radio value="cash">Cash Payment</Radio>
        <Radio value="card">Card Payment</Radio>
        <Radio value="mobile">Mobile Wallet</Radio>
      </>
    ),
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Payment Method' })).toBeVisible();
    await userEvent.click(canvas.getByText('Card Payment'));
    await expect(canvas.getByRole('radio', { name: 'Card Payment' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('card');
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 'cash' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Cash Payment' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Card Payment' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('mobile');
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Delivery Options',
    orientation: 'horizontal',
    defaultValue: 'pickup',
    children: (
      <>
        <Radio value="pickup">Store Pickup</Radio>
        <Radio value="fast" description="30 mins">
          Fast Delivery
        </Radio>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const pickup = canvas.getByText('Store Pickup').getBoundingClientRect();
    const fast = canvas.getByText('Fast Delivery').getBoundingClientRect();
    await expect(fast.left).toBeGreaterThan(pickup.right);
  },
};

export const Required: Story = {
  args: { isRequired: true, description: 'How the customer pays for this order.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Payment Method' })).toHaveAttribute(
      'aria-required',
      'true',
    );
    await expect(canvas.getByText('*')).toBeVisible();
  },
};

export const WithErrors: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a payment method.' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Payment Method' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose a payment method.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'card' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};
