import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ComboBox, ComboBoxItem } from './ComboBox';

const suppliers = [
  { id: 'acme', label: 'Acme Wholesale' },
  { id: 'globex', label: 'Globex Distribution' },
  { id: 'initech', label: 'Initech Supplies' },
  { id: 'umbrella', label: 'Umbrella Imports' },
];

const meta = {
  title: 'UI/ComboBox',
  component: ComboBox,
  args: {
    label: 'Supplier',
    items: suppliers,
    placeholder: 'Search suppliers',
    onChange: fn(),
    onInputChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ComboBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    const input = canvas.getByRole('combobox', { name: 'Supplier' });
    await userEvent.type(input, 'glo');
    const listbox = await body.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Globex Distribution' }));
    await expect(args.onChange).toHaveBeenCalledWith('globex');
    await expect(input).toHaveValue('Globex Distribution');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    const input = canvas.getByRole('combobox', { name: 'Supplier' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('globex');
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('listbox')).toBeNull();
  },
};

export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Show suggestions|Supplier/ }));
    await expect(await within(document.body).findAllByRole('option')).toHaveLength(4);
  },
};

export const WithChildren: Story = {
  args: { label: 'Category', items: undefined, placeholder: 'Pick a category' },
  render: (args) => (
    <ComboBox {...args}>
      <ComboBoxItem id="electronics">Electronics</ComboBoxItem>
      <ComboBoxItem id="clothing">Clothing</ComboBoxItem>
      <ComboBoxItem id="books">Books</ComboBoxItem>
    </ComboBox>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Category' }), 'bo');
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Books' }));
    await expect(args.onChange).toHaveBeenCalledWith('books');
  },
};

export const WithErrors: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Please select a supplier.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Supplier' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please select a supplier.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Supplier' })).toBeDisabled();
  },
};

/** Matches searched elsewhere (a server's) are shown as given; while they load, a spinner fills the list. */
export const MatchesLoading: Story = {
  args: { items: [], itemsAreMatches: true, isLoading: true, emptyText: 'No supplier has that name' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Show suggestions|Supplier/ }));
    const listbox = await within(document.body).findByRole('listbox');
    // The list's one row is its empty state, which waits for the matches before saying there are none.
    await expect(within(listbox).getByRole('option')).toHaveTextContent('Loading');
    await expect(listbox).not.toHaveTextContent('No supplier has that name');
  },
};

/** Matches given as they are: typing does not narrow them again (the search that made them did). */
export const MatchesAsGiven: Story = {
  args: { itemsAreMatches: true, emptyText: 'No supplier has that name' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Supplier' }), 'glo');
    await expect(await within(document.body).findAllByRole('option')).toHaveLength(4);
  },
};
