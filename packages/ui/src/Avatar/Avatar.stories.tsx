import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../layout/Inline';
import { Avatar, initials } from './Avatar';

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Maria Garcia' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Maria Garcia' });
    await expect(img).toHaveTextContent('MG');
    await expect(initials('  john  ')).toBe('J');
    await expect(initials('Ana de la Cruz')).toBe('AC');
  },
};

export const GenericPerson: Story = {
  args: { name: undefined },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'User' });
    await expect(img.querySelector('svg')).toBeInTheDocument();
  },
};

export const CustomLabel: Story = {
  args: { name: undefined, label: 'Account menu for the signed-in user' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Account menu for the signed-in user' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <Inline gap="3">
      <Avatar name="Sam Lee" size="sm" />
      <Avatar name="Sam Lee" size="md" />
      <Avatar name="Sam Lee" size="lg" />
      <Avatar size="sm" />
      <Avatar size="md" />
      <Avatar size="lg" />
    </Inline>
  ),
  play: async ({ canvas }) => {
    const [sm, , lg] = canvas.getAllByRole('img', { name: 'Sam Lee' });
    await expect(sm?.getBoundingClientRect().width).toBeLessThan(lg?.getBoundingClientRect().width ?? 0);
  },
};
