import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../layout/Stack';
import { Text } from '../Text';
import { Drawer } from './Drawer';

const body = within(document.body);

const meta = {
  title: 'UI/Drawer',
  component: Drawer,
  args: {
    isOpen: false,
    onOpenChange: fn(),
    'aria-label': 'Menu',
    children: (
      <Stack gap="3" padding="4">
        <Text weight="semibold">Warehouse</Text>
        <Button variant="outline">Dashboard</Button>
        <Button variant="outline">Inventory</Button>
      </Stack>
    ),
  },
  render: function Render(args) {
    const [isOpen, setOpen] = useState(args.isOpen);
    return (
      <>
        <Button onPress={() => setOpen(true)}>Open menu</Button>
        <Drawer
          {...args}
          isOpen={isOpen}
          onOpenChange={(open) => {
            args.onOpenChange(open);
            setOpen(open);
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened, it takes the focus and holds it; the page behind is dimmed. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = await body.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await expect(within(drawer).getByRole('button', { name: 'Inventory' })).toBeVisible();
  },
};

/** Escape closes it, and the focus returns to what opened it. */
export const EscapeCloses: Story = {
  play: async ({ canvas, args }) => {
    const open = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(open);
    await body.findByRole('dialog', { name: 'Menu' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(open).toHaveFocus();
    open.blur();
  },
};
