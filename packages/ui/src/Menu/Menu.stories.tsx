import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { BarChart3, ChevronDown, MapPin, MoreVertical, Pencil, Trash2 } from '../icons';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu';

const meta = {
  title: 'UI/Menu',
  component: Menu,
  args: { onAction: fn(), children: null, 'aria-label': 'Rider actions' },
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <MenuTrigger>
      <IconButton icon={MoreVertical} aria-label="Rider actions" variant="outline" />
      <Menu {...args} placement="bottom start">
        <MenuItem id="edit" icon={Pencil}>
          Edit Rider
        </MenuItem>
        <MenuItem id="track" icon={MapPin}>
          Track Location
        </MenuItem>
        <MenuItem id="performance" icon={BarChart3}>
          View Performance
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="remove" icon={Trash2} tone="destructive">
          Remove Rider
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Rider actions' });
    await userEvent.click(trigger);
    const menu = await body.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Track Location' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenNthCalledWith(1, 'track', undefined);
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    // Open again for the screenshot.
    await userEvent.click(trigger);
    await body.findByRole('menu');
  },
};

export const Keyboard: Story = {
  ...Default,
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit Rider' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'View Performance' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenNthCalledWith(1, 'performance', undefined);
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Rider actions' })).toHaveFocus());
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const WithSections: Story = {
  args: { 'aria-label': 'Account' },
  render: (args) => (
    <MenuTrigger defaultOpen>
      <Button variant="outline" iconEnd={ChevronDown}>
        Account
      </Button>
      <Menu {...args} placement="bottom start">
        <MenuSection title="Signed in as Admin">
          <MenuItem id="profile">Profile</MenuItem>
          <MenuItem id="settings" shortcut="⌘,">
            Settings
          </MenuItem>
          <MenuItem id="billing" isDisabled>
            Billing
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuItem id="logout" tone="destructive">
          Logout
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async () => {
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Billing' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(menu).getByRole('group', { name: 'Signed in as Admin' })).toBeVisible();
  },
};
