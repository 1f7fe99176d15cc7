import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../layout/Stack';
import { Text } from './Text';

const meta = {
  title: 'UI/Text',
  component: Text,
  args: { children: 'Cart is empty. Add products to start a sale.' },
  argTypes: {
    size: { control: 'inline-radio', options: ['inherit', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl'] },
    tone: {
      control: 'inline-radio',
      options: ['default', 'muted', 'accent', 'neutral', 'info', 'positive', 'caution', 'critical'],
    },
  },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { as: 'p' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cart is empty. Add products to start a sale.').tagName).toBe('P');
  },
};

export const Sizes: Story = {
  render: () => (
    <Stack gap="2">
      {(['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl'] as const).map((size) => (
        <Text key={size} as="div" size={size}>
          Size {size} — Warehouse Management System
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const xs = Number.parseFloat(getComputedStyle(canvas.getByText(/Size xs/)).fontSize);
    const xl3 = Number.parseFloat(getComputedStyle(canvas.getByText(/Size 3xl/)).fontSize);
    await expect(xs).toBeLessThan(xl3);
  },
};

export const Tones: Story = {
  render: () => (
    <Stack gap="2">
      {(['default', 'muted', 'accent', 'neutral', 'info', 'positive', 'caution', 'critical'] as const).map(
        (tone) => (
          <Text key={tone} as="div" tone={tone} weight="medium">
            Tone {tone} — 12 items below minimum
          </Text>
        ),
      )}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const muted = getComputedStyle(canvas.getByText(/Tone muted/)).color;
    const normal = getComputedStyle(canvas.getByText(/Tone default/)).color;
    await expect(muted).not.toBe(normal);
  },
};

export const Weights: Story = {
  render: () => (
    <Stack gap="2">
      {(['regular', 'medium', 'semibold', 'bold'] as const).map((weight) => (
        <Text key={weight} as="div" weight={weight} size="lg">
          Weight {weight}
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('Weight bold')).fontWeight).toBe('700');
  },
};

export const TabularAmounts: Story = {
  render: () => (
    <Stack gap="1" align="flex-end" width="auto">
      {['$1,111.11', '$45,231.89', '$156.78', '$8.00'].map((amount) => (
        <Text key={amount} as="div" tabular size="lg" weight="medium" align="end">
          {amount}
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('$45,231.89')).fontVariantNumeric).toContain(
      'tabular-nums',
    );
  },
};

export const Truncated: Story = {
  args: {
    truncate: true,
    as: 'div',
    children: 'A long product name that does not fit into its narrow table cell and is cut with an ellipsis',
  },
  render: (args) => (
    <div style={{ width: 240 }}>
      <Text {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const text = canvas.getByText(/A long product name/);
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
  },
};
