import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'UI/SearchField',
  component: SearchField,
  args: {
    'aria-label': 'Search products',
    placeholder: 'Search products...',
    onChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search products' });
    await userEvent.type(input, 'mouse{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('mouse');
    await expect(args.onSubmit).toHaveBeenCalledWith('mouse');
  },
};

export const ClearButton: Story = {
  args: { defaultValue: 'lamp' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search products' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await userEvent.type(input, 'desk');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
  },
};

export const WithLabel: Story = {
  args: {
    'aria-label': undefined,
    label: 'Search orders',
    placeholder: 'Order ID or customer name',
    description: 'Matches any part of the order ID or the customer name.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search orders' })).toHaveAccessibleDescription(
      'Matches any part of the order ID or the customer name.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toBeDisabled();
  },
};
