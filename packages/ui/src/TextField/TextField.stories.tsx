import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../layout/Stack';
import { TextField } from './TextField';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Product Name', placeholder: 'e.g. Wireless Mouse', onChange: fn() },
  argTypes: { type: { control: 'inline-radio', options: ['text', 'email', 'password', 'tel', 'url'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Product Name' });
    await userEvent.type(input, 'Desk Lamp');
    await expect(input).toHaveValue('Desk Lamp');
    await expect(args.onChange).toHaveBeenLastCalledWith('Desk Lamp');
  },
};

export const WithDescription: Story = {
  args: { label: 'SKU', description: 'Letters, digits and dashes, e.g. WM-001.', placeholder: undefined },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'SKU' });
    await expect(input).toHaveAccessibleDescription('Letters, digits and dashes, e.g. WM-001.');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Product Name' });
    await expect(input).toBeRequired();
    // The mark is visible but not part of the name.
    await expect(canvas.getByText('*')).toBeVisible();
  },
};

export const WithErrors: Story = {
  args: {
    label: 'Email Address',
    type: 'email',
    defaultValue: 'rider@',
    isInvalid: true,
    errorMessage: 'Enter a valid email address.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email Address' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid email address.');
  },
};

export const Validation: Story = {
  args: {
    label: 'Full Name',
    isRequired: true,
    validationBehavior: 'aria',
    validate: (value: string) => (value.trim().length < 2 ? 'Enter at least 2 characters.' : null),
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full Name' });
    await userEvent.type(input, 'A');
    await expect(canvas.getByText('Enter at least 2 characters.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, 'va');
    await expect(canvas.queryByText('Enter at least 2 characters.')).toBeNull();
  },
};

export const Types: Story = {
  render: (args) => (
    <Stack gap="4">
      <TextField {...args} label="Email Address" type="email" placeholder="name@example.com" />
      <TextField {...args} label="Password" type="password" placeholder={undefined} defaultValue="secret" />
      <TextField {...args} label="Phone Number" type="tel" placeholder="+1 555 0100" />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email Address' })).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('textbox', { name: 'Phone Number' })).toHaveAttribute('type', 'tel');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Wireless Mouse' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Product Name' })).toBeDisabled();
  },
};
