import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DateCalendar } from './DateCalendar';

const meta = {
  title: 'UI/DateCalendar',
  component: DateCalendar,
  args: { 'aria-label': 'Delivery date', defaultValue: new CalendarDate(2024, 3, 12), onChange: fn() },
} satisfies Meta<typeof DateCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: /March 2024/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /March 18, 2024/ }));
    await expect(args.onChange).toHaveBeenCalledWith(new CalendarDate(2024, 3, 18));
  },
};

export const Unavailable: Story = {
  args: {
    minValue: new CalendarDate(2024, 3, 5),
    maxValue: new CalendarDate(2024, 3, 25),
    isDateUnavailable: (date) => date.day === 15,
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /March 15, 2024/ }), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getAllByRole('button', { name: 'Previous' })[0]).toBeDisabled();
  },
};
