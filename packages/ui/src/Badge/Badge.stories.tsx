import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CheckCircle2 } from '../icons';
import { Inline } from '../layout/Inline';
import { Stack } from '../layout/Stack';
import { tones } from '../tokens/tone';
import { Badge, CountBadge } from './Badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'In Stock', tone: 'positive' },
  argTypes: {
    tone: { control: 'inline-radio', options: tones },
    variant: { control: 'inline-radio', options: ['subtle', 'solid'] },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In Stock')).toBeVisible();
  },
};

export const WithIcon: Story = {
  args: { icon: CheckCircle2, children: 'Delivered' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Delivered').querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

const labels = {
  neutral: 'Cancelled',
  info: 'Processing',
  positive: 'Completed',
  caution: 'Low Stock',
  critical: 'Out of Stock',
};

export const ToneMatrix: Story = {
  render: () => (
    <Stack gap="3">
      {(['subtle', 'solid'] as const).map((variant) => (
        <Inline key={variant} gap="2">
          {tones.map((tone) => (
            <Badge key={tone} tone={tone} variant={variant}>
              {labels[tone]}
            </Badge>
          ))}
          <Badge tone="info" variant={variant} size="sm">
            small
          </Badge>
        </Inline>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const tone of tones) {
      const [subtle, solid] = canvas.getAllByText(labels[tone]);
      await expect(subtle).toHaveAttribute('data-tone', tone);
      await expect(solid).toBeVisible();
    }
  },
};

export const Counts: Story = {
  render: () => (
    <Inline gap="3">
      <CountBadge count={3} />
      <CountBadge count={12} tone="info" />
      <CountBadge count={23} tone="neutral" variant="subtle" />
      <CountBadge count={150} />
      <CountBadge count={8} label="8 unread invoices" />
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3')).toBeVisible();
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText('8 unread invoices')).toBeInTheDocument();
  },
};
