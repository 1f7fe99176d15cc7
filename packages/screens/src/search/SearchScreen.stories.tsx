import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { GLOBAL_SEARCH_PLACEHOLDER, SearchScreen } from './SearchScreen';

const meta = {
  title: 'Screens/Search/SearchScreen',
  component: SearchScreen,
  args: { onQueryChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof SearchScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(canvas.getByText('Search across inventory, orders and shipments.')).toBeVisible();
    const input = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(input).toHaveAttribute('placeholder', GLOBAL_SEARCH_PLACEHOLDER);
    await expect(input).toHaveValue('');
    await userEvent.type(input, 'cable{Enter}');
    await expect(input).toHaveValue('cable');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('cable');
    await expect(args.onSubmit).toHaveBeenCalledWith('cable');
    await userEvent.clear(input);
  },
};

/** The caller keeps the query (e.g. in the URL). */
export const WithQuery: Story = {
  args: { query: 'wireless mouse' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(input).toHaveValue('wireless mouse');
    await userEvent.type(input, 's');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('wireless mouses');
    // Controlled: the caller has not changed `query`, so the text stays.
    await expect(input).toHaveValue('wireless mouse');
  },
};
