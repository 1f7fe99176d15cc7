import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Pencil, Trash2, Truck } from '../icons';
import { Inline } from '../layout/Inline';
import { RowButton } from './RowButton';

const meta = {
  title: 'UI/RowButton',
  component: RowButton,
  args: { icon: Pencil, 'aria-label': 'Edit Desk Lamp', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['ghost', 'outline', 'secondary'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof RowButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Icon-only: square, named by its aria-label; a click presses it. */
export const IconOnly: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Edit Desk Lamp' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    const { width, height } = button.getBoundingClientRect();
    await expect(width).toBe(height);
  },
};

/** Enter and Space press it, like any button. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit Desk Lamp' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Edit Desk Lamp' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** The same size and looks as Button: a row of each, side by side. */
export const LooksLikeButton: Story = {
  render: (args) => (
    <Inline gap="3">
      <RowButton {...args} />
      <Button variant="ghost" size="sm" icon={Pencil} aria-label="Edit (Button)" />
      <RowButton variant="outline" icon={Truck} onPress={args.onPress}>
        Track
      </RowButton>
      <Button variant="outline" size="sm" icon={Truck}>
        Track
      </Button>
      <RowButton icon={Trash2} aria-label="Delete Desk Lamp" onPress={args.onPress} />
    </Inline>
  ),
  play: async ({ canvas }) => {
    const [plain, aria] = canvas
      .getAllByRole('button', { name: 'Track' })
      .map((b) => b.getBoundingClientRect());
    await expect(plain?.height).toBe(aria?.height);
    await expect(plain?.width).toBe(aria?.width);
  },
};
