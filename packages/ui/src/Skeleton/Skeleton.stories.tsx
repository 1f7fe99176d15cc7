import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Grid } from '../layout/Grid';
import { Inline } from '../layout/Inline';
import { Stack } from '../layout/Stack';
import { Skeleton, SkeletonGroup } from './Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { shape: 'line', lines: 3 },
  render: (args) => (
    <SkeletonGroup>
      <Skeleton {...args} />
    </SkeletonGroup>
  ),
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Lines: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Loading');
  },
};

export const Loading: Story = {
  render: () => (
    <SkeletonGroup label="Loading dashboard">
      <Grid columns={3}>
        {[1, 2, 3].map((n) => (
          <Stack key={n} gap="3">
            <Skeleton width="1/2" />
            <Skeleton shape="block" size="sm" />
          </Stack>
        ))}
      </Grid>
      <Inline gap="3" wrap={false}>
        <Skeleton shape="circle" size="lg" />
        <Skeleton lines={2} />
      </Inline>
      <Skeleton shape="block" size="md" />
    </SkeletonGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: undefined })).toHaveTextContent('Loading dashboard');
  },
};
