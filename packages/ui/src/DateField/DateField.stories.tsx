import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateField } from './DateField';

const meta = {
  title: 'UI/DateField',
  component: DateField,
  args: { label: 'Order Date', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholderValue: new CalendarDate(2024, 1, 1) },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Order Date' });
    const segments = within(group).getAllByRole('spinbutton');
    await expect(segments).toHaveLength(3);
    const [month] = segments;
    if (!month) throw new Error('no month segment');
    await userEvent.click(month);
    await userEvent.keyboard('03152024');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2024, 3, 15));
  },
};

export const WithValue: Story = {
  args: { defaultValue: new CalendarDate(2024, 6, 30), description: 'When the order was placed.' },
  play: async ({ canvas, args }) => {
    const month = canvas.getByRole('spinbutton', { name: /month/i });
    await userEvent.click(month);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2024, 7, 30));
  },
};

export const Required: Story = {
  args: { isRequired: true, placeholderValue: new CalendarDate(2024, 1, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('*')).toBeVisible();
    for (const segment of canvas.getAllByRole('spinbutton'))
      await expect(segment).toHaveAttribute('aria-required', 'true');
  },
};

export const WithErrors: Story = {
  args: {
    label: 'Expected Delivery',
    defaultValue: new CalendarDate(2024, 1, 5),
    minValue: new CalendarDate(2024, 1, 10),
    isInvalid: true,
    errorMessage: 'Expected delivery must be after the order date.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Expected delivery must be after the order date.')).toBeVisible();
    await expect(canvas.getAllByRole('spinbutton')[0]).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: new CalendarDate(2024, 6, 30) },
  play: async ({ canvas }) => {
    for (const segment of canvas.getAllByRole('spinbutton'))
      await expect(segment).toHaveAttribute('aria-disabled', 'true');
  },
};
