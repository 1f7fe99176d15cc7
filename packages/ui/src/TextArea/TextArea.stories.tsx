import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: { label: 'Notes', placeholder: 'Delivery instructions, supplier terms…', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Notes' });
    await expect(input.tagName).toBe('TEXTAREA');
    await userEvent.type(input, 'Leave at the back door.{Enter}Call on arrival.');
    await expect(input).toHaveValue('Leave at the back door.\nCall on arrival.');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { label: 'Address', isRequired: true, description: 'Street, city and postcode.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Address' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Street, city and postcode.');
  },
};

export const WithErrors: Story = {
  args: { label: 'Address', isInvalid: true, errorMessage: 'Address is required.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Address' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Address is required.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Fragile — handle with care.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Notes' })).toBeDisabled();
  },
};
