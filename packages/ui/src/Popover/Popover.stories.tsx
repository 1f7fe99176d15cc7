import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { IconButton } from '../IconButton';
import { Filter, Info } from '../icons';
import { Stack } from '../layout/Stack';
import { Text } from '../Text';
import { Popover, PopoverTrigger } from './Popover';

const meta = {
  title: 'UI/Popover',
  component: Popover,
  args: { title: 'Filters', children: null, onOpenChange: fn() },
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <PopoverTrigger>
      <Button variant="outline" icon={Filter}>
        Filters
      </Button>
      <Popover {...args} width="sm">
        <Stack gap="2">
          <Checkbox defaultSelected>In stock</Checkbox>
          <Checkbox>Low stock</Checkbox>
          <Checkbox>Out of stock</Checkbox>
        </Stack>
      </Popover>
    </PopoverTrigger>
  ),
  play: async ({ canvas }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Low stock' }));
    await expect(within(dialog).getByRole('checkbox', { name: 'Low stock' })).toBeChecked();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog', { name: 'Filters' });
  },
};

export const Information: Story = {
  args: { title: undefined, 'aria-label': 'About utilization', placement: 'right' },
  render: (args) => (
    <PopoverTrigger defaultOpen>
      <IconButton icon={Info} aria-label="About utilization" />
      <Popover {...args}>
        <Text size="sm">Utilization is occupied capacity divided by total capacity, with one decimal.</Text>
      </Popover>
    </PopoverTrigger>
  ),
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'About utilization' });
    await expect(dialog).toHaveTextContent(/occupied capacity/);
  },
};
