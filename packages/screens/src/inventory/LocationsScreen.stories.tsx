import type { Meta, StoryObj } from '@storybook/react-vite';
import { LOCATION_NAMES, sampleLocations } from '@warehouse/domain/sample';
import { expect, within } from 'storybook/test';
import { LocationsScreen } from './LocationsScreen';

const meta = {
  title: 'Screens/Inventory/LocationsScreen',
  component: LocationsScreen,
  args: { locations: sampleLocations },
} satisfies Meta<typeof LocationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
    const items = within(canvas.getByRole('list', { name: 'Locations' })).getAllByRole('listitem');
    await expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual([
      ...LOCATION_NAMES,
    ]);
    await expect(within(items[0] as HTMLElement).getByText('842 items')).toBeVisible();
    await expect(within(items[1] as HTMLElement).getByText('317 items')).toBeVisible();
    await expect(within(items[2] as HTMLElement).getByText('126 items')).toBeVisible();
  },
};

/** Counts are random per load in the app: any fixed count shows with a thousands separator. */
export const LargeCounts: Story = {
  args: {
    locations: [
      { id: 'main', name: 'Main Warehouse', itemCount: 12840 },
      { id: 'downtown', name: 'Downtown Store', itemCount: 1 },
      { id: 'airport', name: 'Airport Branch', itemCount: 0 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12,840 items')).toBeVisible();
    await expect(canvas.getByText('1 item')).toBeVisible();
    await expect(canvas.getByText('0 items')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('Main Warehouse')).toBeNull();
  },
};
