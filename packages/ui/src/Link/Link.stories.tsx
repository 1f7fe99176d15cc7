import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { ArrowRight, Plus } from '../icons';
import { Inline } from '../layout/Inline';
import { Stack } from '../layout/Stack';
import { Text } from '../Text';
import { Link } from './Link';

const meta = {
  title: 'UI/Link',
  component: Link,
  args: { href: '/sales', children: 'View All' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['inline', 'standalone', 'subtle'] },
    appearance: {
      control: 'select',
      options: ['link', 'primary', 'secondary', 'outline', 'ghost', 'destructive'],
    },
  },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Text as="p">
      Read the <Link {...args}>delivery policy</Link> before assigning a rider.
    </Text>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'delivery policy' });
    await expect(link).toHaveAttribute('href', '/sales');
  },
};

export const Variants: Story = {
  render: (args) => (
    <Stack gap="3">
      <Link {...args} variant="inline">
        Inline link
      </Link>
      <Link {...args} variant="standalone" iconEnd={ArrowRight}>
        Standalone link
      </Link>
      <Link {...args} variant="subtle">
        Subtle link
      </Link>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

export const AsButton: Story = {
  render: (args) => (
    <Inline gap="3">
      <Link {...args} appearance="primary" icon={Plus} href="/orders/new">
        Create Order
      </Link>
      <Link {...args} appearance="outline" buttonSize="sm">
        View All
      </Link>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Create Order' });
    await expect(link).toHaveAttribute('href', '/orders/new');
    await expect(link.getBoundingClientRect().height).toBe(36);
  },
};

const navigate = fn();
export const WithRouter: Story = {
  render: (args) => (
    <RouterProvider navigate={navigate}>
      <Link {...args} variant="standalone" iconEnd={ArrowRight} />
    </RouterProvider>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'View All' });
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/sales', undefined);
    link.blur();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, variant: 'standalone' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'View All' })).toHaveAttribute('aria-disabled', 'true');
  },
};
