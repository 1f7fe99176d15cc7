import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../layout/Stack';
import { tones } from '../tokens/tone';
import { Alert } from './Alert';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  args: { tone: 'info', title: 'Automatic backups are on', children: 'The last backup finished at 02:00.' },
  argTypes: { tone: { control: 'inline-radio', options: tones } },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Automatic backups are on');
  },
};

export const Critical: Story = {
  args: { tone: 'critical', title: 'Payment failed', children: 'The card was declined. Try another method.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Payment failed');
  },
};

const onRetry = fn();

export const WithAction: Story = {
  args: {
    tone: 'caution',
    title: '12 products are low on stock',
    children: 'Reorder soon to avoid running out.',
    action: (
      <Button variant="outline" size="sm" onPress={onRetry}>
        Review
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const ToneMatrix: Story = {
  render: () => (
    <Stack gap="3">
      {tones.map((tone) => (
        <Alert key={tone} tone={tone} title={`A ${tone} notice`}>
          Supporting text for the {tone} tone.
        </Alert>
      ))}
      <Alert tone="neutral" title="Without an icon" icon={false} />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(5);
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
  },
};
