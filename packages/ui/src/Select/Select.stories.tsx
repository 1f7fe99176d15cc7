import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select, SelectItem } from './Select';

const zones = [
  { id: 'zone-a', label: 'Downtown' },
  { id: 'zone-b', label: 'Midtown' },
  { id: 'zone-c', label: 'Uptown' },
  { id: 'zone-d', label: 'East Side' },
  { id: 'zone-e', label: 'West Side' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Zone', items: zones, placeholder: 'Select a zone', onChange: fn(), onOpenChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: /Zone/ });
    await expect(trigger).toHaveTextContent('Select a zone');
    await userEvent.click(trigger);
    const listbox = await body.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Uptown' }));
    await expect(args.onChange).toHaveBeenCalledWith('zone-c');
    await expect(trigger).toHaveTextContent('Uptown');
    await expect(body.queryByRole('listbox')).toBeNull();
    // Focus comes back once the list box has gone (a frame later on a busy machine).
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('zone-b');
    await expect(canvas.getByRole('button', { name: /Zone/ })).toHaveTextContent('Midtown');
    // Open again and leave it open for the screenshot.
    await userEvent.keyboard('{ArrowDown}');
    const selected = await body.findByRole('option', { name: 'Midtown' });
    await expect(selected).toHaveAttribute('aria-selected', 'true');
  },
};

export const Open: Story = {
  args: { defaultValue: 'zone-d', defaultOpen: true },
  play: async () => {
    const options = await within(document.body).findAllByRole('option');
    await expect(options).toHaveLength(5);
  },
};

export const WithChildren: Story = {
  args: { label: 'Priority', items: undefined, placeholder: 'Choose priority' },
  render: (args) => (
    <Select {...args}>
      <SelectItem id="low">Low</SelectItem>
      <SelectItem id="normal">Normal</SelectItem>
      <SelectItem id="high">High</SelectItem>
      <SelectItem id="urgent" isDisabled>
        Urgent
      </SelectItem>
    </Select>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Priority/ }));
    const body = within(document.body);
    await expect(await body.findByRole('option', { name: 'Urgent' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(body.getByRole('option', { name: 'High' }));
    await expect(args.onChange).toHaveBeenCalledWith('high');
  },
};

export const Required: Story = {
  args: { isRequired: true, description: 'Where the rider works.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('*')).toBeVisible();
    await expect(canvas.getByText('Where the rider works.')).toBeVisible();
  },
};

export const WithErrors: Story = {
  args: {
    isInvalid: true,
    errorMessage: 'Please select a supplier.',
    label: 'Supplier',
    placeholder: 'Select',
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Supplier/ });
    await expect(trigger).toHaveAccessibleDescription(/Please select a supplier\./);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'zone-a' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Zone/ })).toBeDisabled();
  },
};

/** Lazy: a plain trigger until first opened, for a Select in every row of a long table. */
export const Lazy: Story = {
  args: {
    label: undefined,
    'aria-label': 'Assign rider to DEL-001',
    placeholder: 'Assign rider',
    isLazy: true,
  },
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Assign rider to DEL-001' });
    await expect(trigger).toHaveTextContent('Assign rider');
    await expect(body.queryByRole('listbox')).toBeNull();
    // The first press builds the list and opens it.
    await userEvent.click(trigger);
    const listbox = await body.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(zones.length);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Uptown' }));
    await expect(args.onChange).toHaveBeenCalledWith('zone-c');
    await expect(canvas.getByRole('button', { name: /Assign rider to DEL-001/ })).toHaveTextContent('Uptown');
  },
};

/** Lazy, opened from the keyboard: Arrow Down on the plain trigger opens the list. */
export const LazyKeyboard: Story = {
  args: { label: undefined, 'aria-label': 'Zone', isLazy: true },
  play: async ({ canvas }) => {
    const body = within(document.body);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Zone' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body.findByRole('listbox');
    await expect(listbox).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('listbox')).toBeNull();
    await expect(canvas.getByRole('button', { name: /Zone/ })).toHaveFocus();
  },
};
