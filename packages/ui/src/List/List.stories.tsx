import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Badge } from '../Badge';
import { Bike, Car } from '../icons';
import { List } from './List';

interface Rider {
  id: string;
  name: string;
  zone: string;
  vehicle: 'bike' | 'car';
  status: 'available' | 'busy' | 'offline';
}

const riders: Rider[] = [
  { id: 'r1', name: 'Mike Johnson', zone: 'Downtown', vehicle: 'bike', status: 'available' },
  { id: 'r2', name: 'Sarah Lee', zone: 'Midtown', vehicle: 'car', status: 'busy' },
  { id: 'r3', name: 'Carlos Diaz', zone: 'Uptown', vehicle: 'bike', status: 'offline' },
];

const tone = { available: 'positive', busy: 'caution', offline: 'neutral' } as const;

const meta = {
  title: 'UI/List',
  component: List<Rider>,
  args: {
    'aria-label': 'Riders',
    items: riders,
    getKey: (r: Rider) => r.id,
    renderItem: (r: Rider) => ({
      title: r.name,
      description: r.zone,
      icon: r.vehicle === 'bike' ? Bike : Car,
      trailing: <Badge tone={tone[r.status]}>{r.status}</Badge>,
      isDisabled: r.status === 'offline',
    }),
    onAction: fn(),
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof List<Rider>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Actions: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('row', { name: /Sarah Lee/ }));
    await expect(args.onAction).toHaveBeenCalledWith('r2');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith('r1');
  },
};

export const SingleSelection: Story = {
  args: { selectionMode: 'single', onAction: undefined, defaultSelectedKeys: ['r1'] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('row', { name: /Mike Johnson/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('row', { name: /Sarah Lee/ }));
    await expect(args.onSelectionChange).toHaveBeenCalled();
    await expect(canvas.getByRole('row', { name: /Sarah Lee/ })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('row', { name: /Carlos Diaz/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const MultipleSelection: Story = {
  args: { selectionMode: 'multiple', onAction: undefined },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown} ');
    await expect(
      canvas.getAllByRole('row').filter((r) => r.getAttribute('aria-selected') === 'true'),
    ).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { items: [], emptyState: 'No riders yet.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No riders yet.')).toBeVisible();
  },
};
