import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../layout/Stack';
import { Heading } from './Heading';

const meta = {
  title: 'UI/Heading',
  component: Heading,
  args: { children: 'Warehouse Shelving', level: 2 },
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2, 3, 4] },
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl', '2xl'] },
  },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Warehouse Shelving' })).toBeVisible();
  },
};

export const Levels: Story = {
  render: () => (
    <Stack gap="3">
      <Heading level={1}>Level 1 — Dashboard</Heading>
      <Heading level={2}>Level 2 — Recent Orders</Heading>
      <Heading level={3}>Level 3 — Delivery Options</Heading>
      <Heading level={4}>Level 4 — Payment</Heading>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const sizes = [1, 2, 3, 4].map((level) =>
      Number.parseFloat(getComputedStyle(canvas.getByRole('heading', { level })).fontSize),
    );
    await expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
  },
};

export const Sizes: Story = {
  render: () => (
    <Stack gap="3">
      {(['2xl', 'xl', 'lg', 'md', 'sm', 'xs'] as const).map((size) => (
        <Heading key={size} level={3} size={size}>
          Size {size}
        </Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(6);
  },
};

export const Truncated: Story = {
  args: {
    truncate: true,
    children: 'A heading that is far too long for its box is cut with an ellipsis rather than wrapping',
  },
  render: (args) => (
    <div style={{ width: 280 }}>
      <Heading {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading');
    await expect(heading.scrollWidth).toBeGreaterThan(heading.clientWidth);
  },
};
