import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Avatar } from '../Avatar';
import { BadgeAnchor, CountBadge } from '../Badge';
import { IconButton } from '../IconButton';
import { Bell, Moon } from '../icons';
import { SearchField } from '../SearchField';
import { TopBar } from './TopBar';

const onTheme = fn();
const onBell = fn();
const onSearch = fn();

const meta = {
  title: 'UI/TopBar',
  component: TopBar,
  parameters: { padded: false },
  args: {
    search: (
      <SearchField
        aria-label="Search"
        placeholder="Search inventory, orders, shipments..."
        onChange={onSearch}
      />
    ),
    actions: (
      <>
        <IconButton icon={Moon} aria-label="Switch to dark theme" onPress={onTheme} />
        <BadgeAnchor badge={<CountBadge count={3} />}>
          <IconButton icon={Bell} aria-label="Notifications, 3 unread" onPress={onBell} />
        </BadgeAnchor>
      </>
    ),
    avatar: <Avatar />,
  },
} satisfies Meta<typeof TopBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'mouse');
    await expect(onSearch).toHaveBeenLastCalledWith('mouse');
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to dark theme' }));
    await expect(onTheme).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications, 3 unread' }));
    await expect(onBell).toHaveBeenCalled();
    await expect(canvas.getByRole('img', { name: 'User' })).toBeVisible();
  },
};

export const ActionsOnly: Story = {
  args: { search: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible();
  },
};
