import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ErrorScreen, errorText } from './ErrorScreen';

const meta = {
  title: 'Screens/Errors/UnexpectedError',
  component: ErrorScreen,
  parameters: { padded: false },
} satisfies Meta<typeof ErrorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StatusText: Story = {
  args: { error: { status: 500, statusText: 'Internal Server Error', data: null } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Internal Server Error');
    await expect(canvas.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  },
};

export const ErrorMessage: Story = {
  args: { error: new Error('Failed to fetch dynamically imported module') },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch dynamically imported module');
    await expect(errorText({ status: 404, statusText: '' })).toBe('404');
    await expect(errorText('Boom')).toBe('Boom');
  },
};

export const Message: Story = {
  args: { message: 'Not Found' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Not Found');
  },
};
