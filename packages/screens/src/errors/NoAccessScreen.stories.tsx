import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NoAccessScreen } from './NoAccessScreen';

const meta = {
  title: 'Screens/Errors/NoAccess',
  component: NoAccessScreen,
  args: { roleLabel: 'Cashier' },
} satisfies Meta<typeof NoAccessScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 16: a cashier opens /settings by its address. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
    await expect(canvas.getByText(/not open to your role \(Cashier\)/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  },
};
