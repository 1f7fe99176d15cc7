import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BinChoice } from '@warehouse/domain/contract';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BinPicker, type BinPickerProps } from './BinPicker';
import { binFinderOver, SAMPLE_BINS } from './binFinderFixture';

/** A warehouse of the bench's size: aisles A–T, 10 shelves of 5 positions each, then the stores. */
const MANY_BINS: BinChoice[] = [
  ...Array.from({ length: 20 * 50 }, (_, n) => {
    const id = `${String.fromCharCode(65 + Math.floor(n / 50))}-${Math.floor((n % 50) / 5) + 1}-${(n % 5) + 1}`;
    return { id, label: `${id} · Main Warehouse` };
  }),
  ...SAMPLE_BINS.slice(-2),
];

function PickerWithChoice(props: BinPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <BinPicker
      {...props}
      value={value}
      onChange={(bin) => {
        setValue(bin);
        props.onChange(bin);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Shared/BinPicker',
  component: BinPicker,
  render: (args) => <PickerWithChoice {...args} />,
  args: {
    label: 'Goes to',
    placeholder: 'Type a bin or location',
    value: null,
    onChange: fn(),
    findBins: binFinderOver(MANY_BINS, { delayMs: 150 }),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BinPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Issue 18: typing part of a name asks for the bins that hold it; the one chosen fills the box. */
export const Searching: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('combobox', { name: 'Goes to' });
    await userEvent.type(box, 'downtown');
    const option = await body.findByRole('option', { name: 'Sales floor · Downtown Store' });
    await expect(body.getAllByRole('option')).toHaveLength(1);
    await userEvent.click(option);
    await expect(args.onChange).toHaveBeenCalledWith({
      id: 'DT-FLOOR',
      label: 'Sales floor · Downtown Store',
    });
    await expect(box).toHaveValue('Sales floor · Downtown Store');
  },
};

/** A thousand bins open a page at a time: the next page comes as the list's end scrolls into view. */
export const ScrollsForMore: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Goes to/ }));
    const listbox = await body.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(50));
    within(listbox).getAllByRole('option').at(-1)?.scrollIntoView();
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(100), { timeout: 5000 });
    await expect(within(listbox).getAllByRole('option')[50]).toHaveTextContent('B-1-1 · Main Warehouse');
    await userEvent.keyboard('{Escape}');
  },
};

/** A name no bin has says so, and chooses nothing. */
export const NoMatch: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Goes to' }), 'freezer');
    await expect(await body.findByText('No bin has that name')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Text typed over a choice and left behind gives the choice back: it is what the form sends. */
export const KeepsTheChoice: Story = {
  args: { value: { id: 'D-3-2', label: 'D-3-2 · Main Warehouse' } },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('combobox', { name: 'Goes to' });
    await expect(box).toHaveValue('D-3-2 · Main Warehouse');
    await userEvent.type(box, 'freez', { initialSelectionStart: 0, initialSelectionEnd: 22 });
    await expect(box).toHaveValue('freez');
    await userEvent.tab();
    await waitFor(() => expect(box).toHaveValue('D-3-2 · Main Warehouse'));
    await expect(args.onChange).not.toHaveBeenCalled();
    // A cleared box chooses none.
    await userEvent.clear(box);
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await userEvent.tab();
    await expect(box).toHaveValue('');
  },
};

/** A bin's id typed in full, or a search one bin alone matches, and the field left: that bin is chosen. */
export const TypedAndLeft: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('combobox', { name: 'Goes to' });
    await userEvent.type(box, 'b-2-3');
    await body.findByRole('option', { name: 'B-2-3 · Main Warehouse' });
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith({ id: 'B-2-3', label: 'B-2-3 · Main Warehouse' });
    await expect(box).toHaveValue('B-2-3 · Main Warehouse');
    // Two bins match "sales floor": neither is taken for the other; the choice stands.
    await userEvent.type(box, 'sales floor', { initialSelectionStart: 0, initialSelectionEnd: 22 });
    await waitFor(() => expect(body.getAllByRole('option')).toHaveLength(2));
    await userEvent.tab();
    await expect(box).toHaveValue('B-2-3 · Main Warehouse');
    // "downtown" names one bin only: leaving the field chooses it.
    await userEvent.type(box, 'downtown', { initialSelectionStart: 0, initialSelectionEnd: 22 });
    await body.findByRole('option', { name: 'Sales floor · Downtown Store' });
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      id: 'DT-FLOOR',
      label: 'Sales floor · Downtown Store',
    });
  },
};

/** A search the server does not answer says so, rather than that no bin has the name. */
export const SearchFails: Story = {
  args: { findBins: () => Promise.reject(new Error('offline')) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Goes to' }), 'b-2');
    await expect(await body.findByText('The bins could not be searched: type again to retry')).toBeVisible();
  },
};
