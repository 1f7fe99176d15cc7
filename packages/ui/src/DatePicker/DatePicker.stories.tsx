import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from './DatePicker';

const meta = {
  title: 'UI/DatePicker',
  component: DatePicker,
  args: { label: 'Expected Delivery', onChange: fn(), onOpenChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: new CalendarDate(2024, 3, 12) },
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByRole('heading', { name: /March 2024/ })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /March 20, 2024/ }));
    await expect(args.onChange).toHaveBeenCalledWith(new CalendarDate(2024, 3, 20));
    await expect(body.queryByRole('dialog')).toBeNull();
    // Open again for the screenshot: the new date is selected.
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const again = await body.findByRole('dialog');
    const cell = within(again)
      .getByRole('button', { name: /March 20, 2024/ })
      .closest('[role="gridcell"]');
    await expect(cell).toHaveAttribute('aria-selected', 'true');
  },
};

export const Keyboard: Story = {
  args: { defaultValue: new CalendarDate(2024, 3, 12) },
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const dialog = await body.findByRole('dialog');
    // Focus starts on the selected date; arrows move by day and week.
    await expect(within(dialog).getByRole('button', { name: /March 12, 2024/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(new CalendarDate(2024, 3, 20));
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // Focus goes back to the button once the popover has gone (after its exit, not in the same tick).
    await waitFor(() => expect(canvas.getByRole('button', { name: /Calendar/ })).toHaveFocus());
  },
};

export const MonthNavigation: Story = {
  args: { defaultValue: new CalendarDate(2024, 12, 24) },
  play: async ({ canvas }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Next' })[0] as HTMLElement);
    await expect(within(dialog).getByRole('heading', { name: /January 2025/ })).toBeVisible();
  },
};

export const Required: Story = {
  args: { isRequired: true, placeholderValue: new CalendarDate(2024, 3, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('*')).toBeVisible();
  },
};

export const WithErrors: Story = {
  args: {
    defaultValue: new CalendarDate(2024, 3, 2),
    minValue: new CalendarDate(2024, 3, 5),
    isInvalid: true,
    errorMessage: 'Expected delivery must be after the order date.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Expected delivery must be after the order date.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: new CalendarDate(2024, 3, 12) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Calendar/ })).toBeDisabled();
  },
};
