import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFoundScreen } from './NotFoundScreen';

const meta = {
  title: 'Screens/Errors/NotFound',
  component: NotFoundScreen,
  args: { path: '/inventory/unknown' },
} satisfies Meta<typeof NotFoundScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(canvas.getByText('/inventory/unknown')).toBeVisible();
    const home = canvas.getByRole('link', { name: 'Return to Home' });
    await expect(home).toHaveAttribute('href', '/');
    home.focus();
    await expect(home).toHaveFocus();
    home.blur();
  },
};

export const WithoutPath: Story = {
  args: { path: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(canvas.queryByText(/No page exists/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  },
};
