import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Edit, Trash2 } from '../icons';
import { Inline } from '../layout/Inline';
import { IconButton } from './IconButton';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { icon: Edit, 'aria-label': 'Edit product', onPress: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'outline', 'ghost', 'destructive'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Edit product' });
    await expect(button).toHaveTextContent('');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    const { width, height } = button.getBoundingClientRect();
    await expect(width).toBe(height);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit product' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const WithTooltip: Story = {
  args: { tooltip: true },
  play: async ({ canvas, canvasElement }) => {
    const body = within(document.body);
    const button = canvas.getByRole('button', { name: 'Edit product' });
    await userEvent.click(canvasElement);
    await userEvent.hover(button);
    await expect(body.queryByRole('tooltip')).toBeNull();
    await waitFor(() => expect(body.getByRole('tooltip')).toHaveTextContent('Edit product'), {
      timeout: 2000,
    });
    await userEvent.unhover(button);
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    // Keyboard focus shows it at once, and it describes the button.
    await userEvent.tab();
    const tooltip = await body.findByRole('tooltip');
    await expect(button).toHaveAttribute('aria-describedby', tooltip.id);
  },
};

export const Variants: Story = {
  render: (args) => (
    <Inline gap="3">
      {(['primary', 'secondary', 'outline', 'ghost', 'destructive'] as const).map((variant) => (
        <IconButton
          key={variant}
          {...args}
          variant={variant}
          icon={variant === 'destructive' ? Trash2 : Edit}
          aria-label={`${variant} action`}
        />
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(5);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="3">
      <IconButton {...args} size="sm" variant="outline" aria-label="Small" />
      <IconButton {...args} size="md" variant="outline" aria-label="Medium" />
      <IconButton {...args} size="lg" variant="outline" aria-label="Large" />
    </Inline>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('button', { name: 'Small' }).getBoundingClientRect().width;
    const large = canvas.getByRole('button', { name: 'Large' }).getBoundingClientRect().width;
    await expect(small).toBeLessThan(large);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, variant: 'outline' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Edit product' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
