import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DEMO_MODE_MESSAGE, DemoModeBanner } from './DemoModeBanner';

const meta = {
  title: 'Screens/Session/Demo Mode Banner',
  component: DemoModeBanner,
} satisfies Meta<typeof DemoModeBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 35: every page says, while in demo mode, that anyone can sign in, and where to end it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(DEMO_MODE_MESSAGE);
    const link = canvas.getByRole('link', { name: 'Add staff accounts' });
    await expect(link).toHaveAttribute('href', '/staff');
    link.focus();
    await expect(link).toHaveFocus();
    link.blur();
  },
};
