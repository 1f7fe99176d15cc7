import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Download, Plus } from '../icons';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'UI/PageHeader',
  component: PageHeader,
  args: {
    title: 'Inventory Management',
    description: 'Manage your products, stock levels and variants.',
  },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Inventory Management' })).toBeVisible();
    await expect(canvas.getByText('Manage your products, stock levels and variants.')).toBeVisible();
  },
};

const onAdd = fn();
export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button variant="outline" icon={Download}>
          Export Sales
        </Button>
        <Button icon={Plus} onPress={onAdd}>
          Add Product
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));
    await expect(onAdd).toHaveBeenCalledTimes(1);
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const action = canvas.getByRole('button', { name: 'Add Product' }).getBoundingClientRect();
    await expect(action.left).toBeGreaterThan(title.right);
  },
};

export const TitleOnly: Story = {
  args: { title: 'Invoices', description: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  },
};

export const LongDescription: Story = {
  args: {
    description:
      'A very long one-line description that keeps going to show that the page header never wraps its description onto a second line but cuts it with an ellipsis instead, so that the layout of every page stays the same height.',
  },
  play: async ({ canvas }) => {
    const description = canvas.getByText(/A very long one-line description/);
    await expect(description.scrollWidth).toBeGreaterThan(description.clientWidth);
  },
};
