import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../layout/Inline';
import { Stack } from '../layout/Stack';
import { Text } from '../Text';
import { Divider } from './Divider';

const meta = {
  title: 'UI/Divider',
  component: Divider,
} satisfies Meta<typeof Divider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {
  args: { spacing: '4' },
  render: (args) => (
    <Stack gap="none">
      <Text>Subtotal</Text>
      <Divider {...args} />
      <Text>Total</Text>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const line = canvas.getByRole('separator');
    await expect(line.tagName).toBe('HR');
    await expect(line.getBoundingClientRect().height).toBe(1);
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical', spacing: '2' },
  render: (args) => (
    <Inline gap="none">
      <Text>Store Pickup</Text>
      <Divider {...args} />
      <Text>Fast Delivery</Text>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const line = canvas.getByRole('separator');
    await expect(line).toHaveAttribute('aria-orientation', 'vertical');
    await expect(line.getBoundingClientRect().width).toBe(1);
  },
};
