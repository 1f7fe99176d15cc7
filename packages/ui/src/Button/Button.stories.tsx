import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Download, Plus, Trash2 } from '../icons';
import { Inline } from '../layout/Inline';
import { Button } from './Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Save Changes', onPress: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'outline', 'ghost', 'destructive'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Save Changes' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Save Changes' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  render: (args) => (
    <Inline gap="3">
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="outline">
        Outline
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="destructive">
        Destructive
      </Button>
    </Inline>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Primary', 'Secondary', 'Outline', 'Ghost', 'Destructive']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="3">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('button', { name: 'Small' }).getBoundingClientRect().height;
    const large = canvas.getByRole('button', { name: 'Large' }).getBoundingClientRect().height;
    await expect(small).toBeLessThan(large);
  },
};

export const WithIcon: Story = {
  args: { icon: Plus, children: 'Add Product' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add Product' });
    await expect(button.querySelector('svg')).toBeInTheDocument();
  },
};

export const IconOnly: Story = {
  args: { icon: Trash2, children: undefined, 'aria-label': 'Delete product', variant: 'ghost' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Delete product' });
    await expect(button).toHaveTextContent('');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, icon: Download, children: 'Export Sales' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Export Sales/ });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, children: 'Create' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Create' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Destructive: Story = {
  args: { variant: 'destructive', icon: Trash2, children: 'Remove' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Remove' });
    await expect(button).toBeEnabled();
  },
};
