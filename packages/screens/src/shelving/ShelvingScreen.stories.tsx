import type { Meta, StoryObj } from '@storybook/react-vite';
import { NO_SHELVES_TEXT } from '@warehouse/domain/notices';
import { sampleShelves } from '@warehouse/domain/sample';
import { type ShelfLocation, shelfFigures } from '@warehouse/domain/stock';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { binFinderOver } from '../shared/binFinderFixture';
import { ShelvingScreen } from './ShelvingScreen';

const meta = {
  title: 'Screens/Shelving/ShelvingScreen',
  component: ShelvingScreen,
  args: {
    shelves: sampleShelves,
    figures: shelfFigures(sampleShelves),
    onAddShelf: fn(),
    onQueryChange: fn(),
    onZoneChange: fn(),
  },
} satisfies Meta<typeof ShelvingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const cards = () => within(document.body).queryAllByRole('article');
const shelf = (id: string) => within(document.body).getByRole('article', { name: id });
const byId = (id: string): ShelfLocation => {
  const found = sampleShelves.find((s) => s.id === id);
  if (!found) throw new Error(`no sample shelf ${id}`);
  return found;
};

/** The four figures and one card per shelf: id, zone, percent full, fill meter and first products. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Warehouse Shelving' })).toBeVisible();
    const figures: [string, string][] = [
      ['Total Shelves', '8'],
      ['Total Capacity', '875'],
      ['Occupied', '500'],
      ['Utilization', '57.1%'],
    ];
    for (const [title, value] of figures) {
      await expect(canvas.getByRole('region', { name: title })).toHaveTextContent(value);
    }
    await expect(cards()).toHaveLength(sampleShelves.length);
    const card = within(shelf('A-1-2'));
    await expect(card.getByText('Electronics')).toBeVisible();
    await expect(card.getByText('38% full')).toBeVisible();
    await expect(card.getByText('30 / 80 units')).toBeVisible();
    await expect(card.getByRole('meter', { name: 'Fill level of A-1-2' })).toBeVisible();
    await expect(card.getByText('Wireless Mouse')).toBeVisible();
  },
};

/**
 * The first page of many (issue 18): the figures count every shelf, "Show more" says how many
 * match in all and asks for the next page once it would show past the shelves loaded.
 */
export const FirstPageOfMany: Story = {
  args: {
    total: 5_000,
    onLoadMore: fn(),
    figures: {
      totalShelves: 5_000,
      totalCapacity: 1_250_000,
      occupied: 812_400,
      utilization: '65.0',
      zones: ['All Zones', 'Electronics'],
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Total Shelves' })).toHaveTextContent('5,000');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `Showing ${sampleShelves.length} of 5,000 shelves`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    window.scrollTo(0, 0);
  },
};

/** No shelves at all: the spec's empty state. */
export const Empty: Story = {
  args: { shelves: [], figures: shelfFigures([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(NO_SHELVES_TEXT)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Utilization' })).toHaveTextContent('0.0%');
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading shelves');
    await expect(cards()).toHaveLength(0);
  },
};

/** Search matches the shelf id, the zone or a product name; no match shows the empty state. */
export const Searched: Story = {
  play: async ({ canvas, args }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search shelves' });
    await userEvent.type(search, 'hdmi');
    await waitFor(() => expect(cards()).toHaveLength(1));
    await expect(shelf('A-1-1')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'b-1-');
    await waitFor(() => expect(cards()).toHaveLength(1));
    await expect(shelf('B-1-1')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'SPORTS');
    await waitFor(() => expect(cards()).toHaveLength(1));
    await expect(shelf('E-1-4')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'no such thing');
    await expect(await canvas.findByText(NO_SHELVES_TEXT)).toBeVisible();
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('no such thing');
  },
};

/** The zone filter lists "All Zones" then the distinct zones, sorted; choosing one keeps its shelves. */
export const ZoneFiltered: Story = {
  play: async ({ canvas, args }) => {
    const filter = canvas.getByRole('button', { name: /Filter by zone/ });
    await expect(filter).toHaveTextContent('All Zones');
    await userEvent.click(filter);
    const list = await within(document.body).findByRole('listbox');
    await expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Zones', 'Clothing', 'Electronics', 'Food & Beverages', 'Home & Garden', 'Sports']);
    await userEvent.click(within(list).getByRole('option', { name: 'Electronics' }));
    await expect(args.onZoneChange).toHaveBeenCalledWith('Electronics');
    await waitFor(() => expect(cards()).toHaveLength(3));
    // Search and zone combine.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search shelves' }), 'webcam');
    await waitFor(() => expect(cards()).toHaveLength(1));
    await expect(shelf('A-2-1')).toBeVisible();
  },
};

/** An empty add-shelf form shows each field's message and adds nothing; a bad capacity is explained. */
export const AddShelfWithErrors: Story = {
  play: async ({ canvas, args }) => {
    const form = within(canvas.getByRole('region', { name: 'Add Shelf' }));
    await userEvent.click(form.getByRole('button', { name: 'Add Shelf' }));
    for (const label of ['Aisle', 'Shelf', 'Position', 'Zone', 'Capacity']) {
      await expect(await form.findByText(`${label} is required`)).toBeVisible();
    }
    await userEvent.type(form.getByRole('textbox', { name: 'Aisle' }), 'F');
    await userEvent.type(form.getByRole('textbox', { name: 'Shelf' }), '2');
    await userEvent.type(form.getByRole('textbox', { name: 'Position' }), '1');
    await userEvent.type(form.getByRole('textbox', { name: 'Zone' }), 'Books');
    await userEvent.type(form.getByRole('textbox', { name: 'Capacity' }), '12.5{Enter}');
    await expect(await form.findByText('Capacity must be a whole number')).toBeVisible();
    await expect(form.queryByText('Aisle is required')).toBeNull();
    await expect(args.onAddShelf).not.toHaveBeenCalled();
  },
};

/** A valid shelf goes out as typed (Enter submits) and the form clears. */
export const AddShelf: Story = {
  play: async ({ canvas, args }) => {
    const form = within(canvas.getByRole('region', { name: 'Add Shelf' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Aisle' }), 'F');
    await userEvent.type(form.getByRole('textbox', { name: 'Shelf' }), '2');
    await userEvent.type(form.getByRole('textbox', { name: 'Position' }), '1');
    await userEvent.type(form.getByRole('textbox', { name: 'Zone' }), 'Books');
    await userEvent.type(form.getByRole('textbox', { name: 'Capacity' }), '120{Enter}');
    await waitFor(() => expect(args.onAddShelf).toHaveBeenCalledTimes(1));
    await expect(args.onAddShelf).toHaveBeenCalledWith({
      aisle: 'F',
      shelf: '2',
      position: '1',
      zone: 'Books',
      capacity: '120',
    });
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Aisle' })).toHaveValue(''));
    await expect(form.getByRole('textbox', { name: 'Capacity' })).toHaveValue('');
  },
};

/** Fill tones: under 50% positive (green), 50 to under 80% caution (amber), 80% and over critical (red). */
export const FillTones: Story = {
  args: { shelves: [byId('A-1-2'), byId('B-1-1'), byId('C-1-1')] },
  play: async () => {
    const expected: [string, string, string][] = [
      ['A-1-2', '38% full', 'positive'],
      ['B-1-1', '65% full', 'caution'],
      ['C-1-1', '80% full', 'critical'],
    ];
    for (const [id, label, tone] of expected) {
      const card = within(shelf(id));
      await expect(card.getByText(label)).toBeVisible();
      const meter = card.getByRole('meter', { name: `Fill level of ${id}` });
      await expect(meter.querySelector('[data-tone]')).toHaveAttribute('data-tone', tone);
    }
  },
};

/** A shelf with 5 products shows the first 3, then "+2 more products". */
export const MoreProducts: Story = {
  args: { shelves: [byId('A-1-1'), byId('A-1-2')] },
  play: async () => {
    const card = within(shelf('A-1-1'));
    await expect(card.getByText('Wireless Bluetooth Headphones')).toBeVisible();
    await expect(card.getByText('USB-C Charging Cable')).toBeVisible();
    await expect(card.getByText('Portable Power Bank 20000mAh')).toBeVisible();
    await expect(card.queryByText('Smart Watch Series 5')).toBeNull();
    await expect(card.getByText('+2 more products')).toBeVisible();
    await expect(within(shelf('A-1-2')).queryByText(/more products/)).toBeNull();
  },
};

/** Issue 14: a card's Adjust Stock records a count or a correction with its reason. */
export const AdjustStock: Story = {
  args: { onAdjustStock: fn() },
  play: async ({ args }) => {
    const body = within(document.body);
    await userEvent.click(within(shelf('A-1-2')).getByRole('button', { name: 'Adjust stock on A-1-2' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Adjust Stock' }));
    await userEvent.click(dialog.getByRole('button', { name: /Product/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Wireless Mouse (WM-022)' }));
    await expect(await dialog.findByText('18 on this shelf now')).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: 'Correction' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Change (+ or −)' }), '-2');
    await userEvent.click(dialog.getByRole('button', { name: 'Record Adjustment' }));
    await expect(await dialog.findByText('Reason is required')).toBeVisible();
    await expect(args.onAdjustStock).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Damaged in transit');
    await userEvent.click(dialog.getByRole('button', { name: 'Record Adjustment' }));
    await waitFor(
      () =>
        expect(args.onAdjustStock).toHaveBeenCalledWith({
          itemId: 'P022',
          binId: 'A-1-2',
          kind: 'adjustment',
          quantity: '-2',
          reason: 'Damaged in transit',
        }),
      { timeout: 5000 },
    );
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
  },
};

/** Issue 14: Move sends units from the shelf to another bin, e.g. a store's sales floor. */
export const MoveStock: Story = {
  args: {
    onAdjustStock: fn(),
    onTransferStock: fn(),
    findBins: binFinderOver(),
  },
  play: async ({ args }) => {
    const body = within(document.body);
    await userEvent.click(within(shelf('A-1-2')).getByRole('button', { name: 'Adjust stock on A-1-2' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Adjust Stock' }));
    await userEvent.click(dialog.getByRole('button', { name: /Product/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Mechanical Keyboard (MK-023)' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Move' }));
    await expect(dialog.queryByRole('textbox', { name: 'Reason' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Move Stock' }));
    await expect(await dialog.findByText('Choose where the units go')).toBeVisible();
    // Issue 18: the bins are searched by name; the shelf itself is not a destination.
    const to = dialog.getByRole('combobox', { name: /^To/ });
    await userEvent.type(to, 'a-1');
    // The matches' popover fades in: visible once it has.
    await waitFor(() => expect(body.getByRole('option', { name: 'A-1-1 · Main Warehouse' })).toBeVisible(), {
      timeout: 5000,
    });
    await expect(body.queryByRole('option', { name: 'A-1-2 · Main Warehouse' })).toBeNull();
    await userEvent.clear(to);
    await userEvent.type(to, 'DOWNTOWN');
    await userEvent.click(await body.findByRole('option', { name: 'Sales floor · Downtown Store' }));
    await expect(to).toHaveValue('Sales floor · Downtown Store');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Quantity to move' }), '5');
    await userEvent.click(dialog.getByRole('button', { name: 'Move Stock' }));
    await waitFor(
      () =>
        expect(args.onTransferStock).toHaveBeenCalledWith(
          { itemId: 'P023', fromBinId: 'A-1-2', toBinId: 'DT-FLOOR', quantity: '5' },
          { id: 'DT-FLOOR', label: 'Sales floor · Downtown Store' },
        ),
      { timeout: 5000 },
    );
    await expect(args.onAdjustStock).not.toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
  },
};

/** Issue 16: a role that may not add shelves (a stock clerk) sees the shelves without the Add Shelf form. */
export const WithoutAddShelf: Story = {
  args: { onAddShelf: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Warehouse Shelving' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Add Shelf' })).toBeNull();
  },
};
