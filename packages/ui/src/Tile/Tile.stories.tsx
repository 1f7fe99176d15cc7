import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Grid } from '../layout/Grid';
import { Text } from '../Text';
import { Tile } from './Tile';

const meta = {
  title: 'UI/Tile',
  component: Tile,
  args: { onPress: fn(), children: null },
  render: (args) => (
    <Grid minItemWidth="xs">
      <Tile {...args}>
        <Text weight="medium">Wireless Mouse</Text>
        <Text tone="muted" size="sm">
          Electronics
        </Text>
        <Text weight="semibold">$24.99</Text>
      </Tile>
      <Tile onPress={args.onPress} isDisabled>
        <Text weight="medium">Desk Lamp</Text>
        <Text tone="muted" size="sm">
          Home &amp; Garden
        </Text>
        <Text weight="semibold">$29.99</Text>
      </Tile>
    </Grid>
  ),
} satisfies Meta<typeof Tile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const tile = canvas.getByRole('button', { name: /Wireless Mouse/ });
    await userEvent.click(tile);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    tile.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('button', { name: /Desk Lamp/ })).toBeDisabled();
    await userEvent.unhover(tile);
    tile.blur();
  },
};
