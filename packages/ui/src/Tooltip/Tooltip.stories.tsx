import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { Bell, Download } from '../icons';
import { TOOLTIP_DELAY, Tooltip } from './Tooltip';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: {
    content: 'Notifications',
    children: <IconButton icon={Bell} aria-label="Notifications" variant="outline" />,
  },
  decorators: [
    (Story) => (
      <div style={{ paddingBlock: 48, paddingInline: 120 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hover: nothing until the 700 ms delay has passed, then the tooltip. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(TOOLTIP_DELAY).toBe(700);
    // A pointer user: react-aria shows hover tooltips only in pointer modality.
    await userEvent.click(canvasElement);
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Notifications' });
    await userEvent.hover(trigger);
    await new Promise((resolve) => setTimeout(resolve, TOOLTIP_DELAY - 300));
    await expect(body.queryByRole('tooltip')).toBeNull();
    await waitFor(() => expect(body.getByRole('tooltip')).toHaveTextContent('Notifications'), {
      timeout: 2000,
    });
  },
};

export const Keyboard: Story = {
  args: {
    content: 'Download the sales report as CSV',
    children: (
      <Button variant="outline" icon={Download}>
        Export
      </Button>
    ),
    placement: 'bottom',
  },
  play: async ({ canvas }) => {
    const body = within(document.body);
    await userEvent.tab();
    const tooltip = await body.findByRole('tooltip');
    await expect(canvas.getByRole('button', { name: 'Export' })).toHaveAttribute(
      'aria-describedby',
      tooltip.id,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await body.findByRole('tooltip');
  },
};

export const Placements: Story = {
  args: { placement: 'right', defaultOpen: true, content: 'Shown on the right' },
  play: async ({ canvas }) => {
    const tooltip = await within(document.body).findByRole('tooltip');
    const trigger = canvas.getByRole('button', { name: 'Notifications' }).getBoundingClientRect();
    await expect(tooltip.getBoundingClientRect().left).toBeGreaterThanOrEqual(trigger.right);
  },
};
