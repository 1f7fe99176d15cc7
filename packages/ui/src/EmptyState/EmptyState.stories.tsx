import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Package, Plus, Search } from '../icons';
import { EmptyState } from './EmptyState';

const onAdd = fn();

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {
    icon: Package,
    title: 'No products yet',
    description: 'Add your first product to start tracking stock.',
    action: (
      <Button icon={Plus} onPress={onAdd}>
        Add Product
      </Button>
    ),
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No products yet')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));
    await expect(onAdd).toHaveBeenCalled();
  },
};

export const NoResults: Story = {
  args: { icon: Search, title: 'No results', description: 'Try a different search term.', action: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('Try a different search term.')).toBeVisible();
  },
};
