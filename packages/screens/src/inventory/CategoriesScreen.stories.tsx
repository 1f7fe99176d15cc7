import type { Meta, StoryObj } from '@storybook/react-vite';
import { CATEGORY_NAMES, sampleCategories } from '@warehouse/domain/sample';
import { expect, fn, within } from 'storybook/test';
import { press } from '../shared/press';
import { CategoriesScreen } from './CategoriesScreen';

const meta = {
  title: 'Screens/Inventory/CategoriesScreen',
  component: CategoriesScreen,
  args: { categories: sampleCategories, onAddCategory: fn() },
} satisfies Meta<typeof CategoriesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    const items = within(canvas.getByRole('list', { name: 'Categories' })).getAllByRole('listitem');
    await expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual([
      ...CATEGORY_NAMES,
    ]);
    await expect(within(items[0] as HTMLElement).getByText('48 products')).toBeVisible();
    await expect(within(items[2] as HTMLElement).getByText('35 products')).toBeVisible();
    await expect(within(items[5] as HTMLElement).getByText('19 products')).toBeVisible();
    await press(canvas.getByRole('button', { name: 'Add Category' }));
    await expect(args.onAddCategory).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { categories: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No categories')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Category' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('Electronics')).toBeNull();
  },
};
