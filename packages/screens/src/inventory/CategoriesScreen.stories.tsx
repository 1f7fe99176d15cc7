import type { Meta, StoryObj } from '@storybook/react-vite';
import { CATEGORY_NAMES, sampleCategories } from '@warehouse/domain/sample';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { press } from '../shared/press';
import { CategoriesScreen } from './CategoriesScreen';

const meta = {
  title: 'Screens/Inventory/CategoriesScreen',
  component: CategoriesScreen,
  args: { categories: sampleCategories, onAddCategory: fn(), onRenameCategory: fn() },
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

/** The page's body: dialogs open in a portal outside the story's canvas. */
const body = within(document.body);

/** "Rename" on a card: the new name, checked as typed, sent with the category's id. */
export const Renaming: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Electronics' }));
    const dialog = await body.findByRole('dialog', { name: 'Rename Electronics' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await expect(name).toHaveValue('Electronics');
    // A name another category has is refused before anything is sent; the field keeps it.
    await userEvent.clear(name);
    await userEvent.type(name, 'clothing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await expect(await within(dialog).findByText('Another category has this name')).toBeVisible();
    await expect(args.onRenameCategory).not.toHaveBeenCalled();
    await expect(name).toHaveValue('clothing');
    await userEvent.clear(name);
    await userEvent.type(name, 'Electronics & Gadgets');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() =>
      expect(args.onRenameCategory).toHaveBeenCalledWith('electronics', { name: 'Electronics & Gadgets' }),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Roles that may not rename see no button. */
export const WithoutRenaming: Story = {
  args: { onRenameCategory: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^Rename/ })).toBeNull();
  },
};
