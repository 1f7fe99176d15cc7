import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Timeline } from './Timeline';

const meta = {
  title: 'UI/Timeline',
  component: Timeline,
  args: {
    'aria-label': 'Delivery progress',
    steps: [
      { id: 'placed', title: 'Order placed', status: 'done', time: '09:12 AM' },
      {
        id: 'assigned',
        title: 'Rider assigned',
        status: 'done',
        time: '09:20 AM',
        description: 'Mike Johnson',
      },
      { id: 'transit', title: 'In transit', status: 'current', time: '09:45 AM', description: 'Downtown' },
      { id: 'delivered', title: 'Delivered', status: 'upcoming' },
    ],
  },
} satisfies Meta<typeof Timeline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Delivery progress' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveTextContent('Order placed, Completed');
    await expect(items[3]).toHaveTextContent('Delivered, Upcoming');
  },
};

export const AllDone: Story = {
  args: {
    steps: [
      { id: 'a', title: 'Picked up', status: 'done', time: '10:00 AM' },
      { id: 'b', title: 'Delivered', status: 'done', time: '10:30 AM' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Current/)).toBeNull();
  },
};
