import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Pencil, Trash2 } from '../icons';
import { DataTable, type DataTableColumn, type SortDescriptor } from './DataTable';

interface Product {
  id: string;
  name: string;
  sku: string;
  category: string;
  stock: number;
  price: number;
}

const categories = ['Electronics', 'Furniture', 'Stationery', 'Kitchen', 'Outdoor'];
const nouns = [
  'Cable',
  'Chair',
  'Notebook',
  'Kettle',
  'Lantern',
  'Monitor',
  'Desk',
  'Stapler',
  'Pan',
  'Tent',
];

/** A small seeded generator, so generated rows (and screenshots) are the same every run. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function makeProducts(count: number, seed = 42): Product[] {
  const random = seeded(seed);
  return Array.from({ length: count }, (_, i) => ({
    id: `p${i + 1}`,
    name: `${nouns[Math.floor(random() * nouns.length)]} ${i + 1}`,
    sku: `SKU-${String(i + 1).padStart(6, '0')}`,
    category: categories[Math.floor(random() * categories.length)] ?? 'Other',
    stock: Math.floor(random() * 60),
    price: Math.round(random() * 50000) / 100,
  }));
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const stockBadge = (stock: number) =>
  stock === 0 ? (
    <Badge tone="critical">Out of Stock</Badge>
  ) : stock <= 10 ? (
    <Badge tone="caution">Low Stock</Badge>
  ) : (
    <Badge tone="positive">In Stock</Badge>
  );

const columns: DataTableColumn<Product>[] = [
  {
    id: 'name',
    header: 'Product',
    isRowHeader: true,
    allowsSorting: true,
    sortValue: (r) => r.name,
    width: '2fr',
    cell: (r) => r.name,
  },
  { id: 'sku', header: 'SKU', cell: (r) => r.sku, width: 140 },
  {
    id: 'category',
    header: 'Category',
    allowsSorting: true,
    sortValue: (r) => r.category,
    cell: (r) => r.category,
  },
  {
    id: 'stock',
    header: 'Stock',
    align: 'end',
    allowsSorting: true,
    sortValue: (r) => r.stock,
    width: 90,
    cell: (r) => r.stock,
  },
  { id: 'status', header: 'Status', cell: (r) => stockBadge(r.stock), width: 140 },
  {
    id: 'price',
    header: 'Price',
    align: 'end',
    allowsSorting: true,
    sortValue: (r) => r.price,
    width: 110,
    cell: (r) => money.format(r.price),
  },
];

const small = makeProducts(6);
const huge = makeProducts(100_000);

const meta = {
  title: 'UI/DataTable',
  component: DataTable<Product>,
  args: {
    'aria-label': 'Products',
    columns,
    rows: small,
    getRowId: (r: Product) => r.id,
    onSortChange: fn(),
    onRowAction: fn(),
  },
} satisfies Meta<typeof DataTable<Product>>;
export default meta;
type Story = StoryObj<typeof meta>;

const onEdit = fn();
const onDelete = fn();

export const Default: Story = {
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Products' });
    await expect(grid).toBeVisible();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(6);
    await expect(canvas.getByRole('rowheader', { name: small[0]?.name })).toBeVisible();
  },
};

export const SortUncontrolled: Story = {
  play: async ({ canvas, args }) => {
    const header = canvas.getByRole('columnheader', { name: /Stock/ });
    await userEvent.click(header);
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'stock', direction: 'ascending' });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const stocks = () =>
      canvas
        .getAllByRole('row')
        .slice(1)
        .map((row) => Number(row.children[3]?.textContent));
    await expect(stocks()).toEqual([...stocks()].sort((a, b) => a - b));
    // Keyboard: Enter on a focused header flips the direction.
    header.focus();
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(stocks()).toEqual([...stocks()].sort((a, b) => b - a));
  },
};

function ControlledSort(args: Story['args']) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'price', direction: 'descending' });
  const rows = [...small].sort((a, b) =>
    sort.direction === 'ascending' ? a.price - b.price : b.price - a.price,
  );
  return (
    <DataTable<Product>
      {...(args as React.ComponentProps<typeof DataTable<Product>>)}
      rows={rows}
      sortDescriptor={sort}
      onSortChange={(next) => {
        args?.onSortChange?.(next);
        setSort({ column: 'price', direction: next.direction });
      }}
    />
  );
}

export const SortControlled: Story = {
  render: (args) => <ControlledSort {...args} />,
  play: async ({ canvas, args }) => {
    const header = canvas.getByRole('columnheader', { name: /Price/ });
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(header);
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'price', direction: 'ascending' });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
  },
};

export const RowActions: Story = {
  args: {
    rowActions: (row: Product) => (
      <>
        <Button
          variant="ghost"
          size="sm"
          icon={Pencil}
          aria-label={`Edit ${row.name}`}
          onPress={() => onEdit(row.id)}
        />
        <Button
          variant="ghost"
          size="sm"
          icon={Trash2}
          aria-label={`Delete ${row.name}`}
          onPress={() => onDelete(row.id)}
        />
      </>
    ),
  },
  play: async ({ canvas }) => {
    onEdit.mockClear();
    onDelete.mockClear();
    await expect(canvas.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
    const first = small[0];
    await userEvent.click(canvas.getByRole('button', { name: `Edit ${first?.name}` }));
    await expect(onEdit).toHaveBeenCalledWith(first?.id);
    canvas.getByRole('button', { name: `Delete ${first?.name}` }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(onDelete).toHaveBeenCalledWith(first?.id);
  },
};

const focused = () => document.activeElement as HTMLElement;

/** The WAI-ARIA grid pattern: one Tab stop, arrows between cells, Enter into a cell's controls. */
export const KeyboardNavigation: Story = {
  args: { rowActions: RowActions.args?.rowActions },
  play: async ({ canvas, args }) => {
    const grid = canvas.getByRole('grid', { name: 'Products' });
    const first = small[0];
    const second = small[1];
    await userEvent.tab();
    await expect(focused()).toBe(canvas.getByRole('rowheader', { name: first?.name }));
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(focused()).toHaveTextContent(second?.sku ?? '');
    await expect(focused()).toHaveAttribute('tabindex', '0');
    // Enter moves into a cell's controls, arrows between them, Escape back to the cell.
    await userEvent.keyboard('{End}{Enter}');
    await expect(focused()).toBe(canvas.getByRole('button', { name: `Edit ${second?.name}` }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(focused()).toBe(canvas.getByRole('button', { name: `Delete ${second?.name}` }));
    await userEvent.keyboard('{Escape}');
    await expect(focused()).toHaveAttribute('role', 'gridcell');
    // Up into the header, Home to the first column, Enter sorts by it.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Home}');
    const product = canvas.getByRole('columnheader', { name: /Product/ });
    await expect(focused()).toBe(product);
    await userEvent.keyboard('{Enter}');
    await expect(product).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'name', direction: 'ascending' });
    // Only one cell is a Tab stop at a time.
    await expect(grid.querySelectorAll('[data-col][tabindex="0"]')).toHaveLength(1);
  },
};

export const RowAction: Story = {
  play: async ({ canvas, args }) => {
    const row = canvas.getAllByRole('row')[2];
    if (!row) throw new Error('no row');
    await userEvent.click(row);
    await expect(args.onRowAction).toHaveBeenCalledWith(small[1]?.id);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith(small[2]?.id);
  },
};

export const Compact: Story = {
  args: { density: 'compact', rows: makeProducts(8, 7) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('row')[1]?.getBoundingClientRect().height).toBe(40));
  },
};

export const Empty: Story = {
  args: { rows: [], emptyState: 'No products match your search.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No products match your search.')).toBeVisible();
  },
};

/**
 * Issue 19: narrower than its columns (a phone), the table scrolls sideways inside its frame
 * instead of drawing texts over one another, and the first column, which names the row, stays.
 */
export const OnAPhone: Story = {
  args: { rowActions: RowActions.args?.rowActions },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Products' });
    const frame = grid.parentElement as HTMLElement;
    await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // Each column keeps its minimum width: no header is squeezed under the next one (the actions,
    // pinned at the right edge, pass over the columns scrolling under them).
    const headers = canvas
      .getAllByRole('columnheader')
      .slice(0, -1)
      .map((h) => h.getBoundingClientRect());
    for (const [i, header] of headers.slice(1).entries())
      await expect(header.left).toBeGreaterThanOrEqual((headers[i] as DOMRect).right - 1);
    const name = canvas.getByRole('rowheader', { name: small[0]?.name });
    const left = name.getBoundingClientRect().left;
    frame.scrollLeft = 200;
    await waitFor(() => expect(frame.scrollLeft).toBe(200));
    await expect(name.getBoundingClientRect().left).toBe(left);
    frame.scrollLeft = 0;
    // The keyboard goes to the last column and back: each cell it reaches shows beside the pinned
    // column, not under it.
    name.focus();
    for (let i = 0; i < 6; i++) await userEvent.keyboard('{ArrowRight}');
    for (let i = 0; i < 5; i++) await userEvent.keyboard('{ArrowLeft}');
    const sku = document.activeElement as HTMLElement;
    await expect(sku).toHaveTextContent(small[0]?.sku ?? '');
    await expect(sku.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      name.getBoundingClientRect().right - 1,
    );
    sku.blur();
    frame.scrollLeft = 0;
  },
};

/** Issue 19: on a phone a table of records can show each row as a card instead (`narrowLayout="cards"`). */
export const OnAPhoneAsCards: Story = {
  args: { rowActions: RowActions.args?.rowActions, narrowLayout: 'cards' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('grid')).toBeNull();
    const cards = within(canvas.getByRole('list', { name: 'Products' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(small.length);
    const first = within(cards[0] as HTMLElement);
    await expect(first.getByText(small[0]?.name ?? '')).toBeVisible();
    // Each other column as a label and its value; the row's actions at the foot.
    const sku = first.getByText('SKU');
    await expect(sku.tagName).toBe('DT');
    await expect(sku.nextElementSibling).toHaveTextContent(small[0]?.sku ?? '');
    onEdit.mockClear();
    await userEvent.click(first.getByRole('button', { name: `Edit ${small[0]?.name}` }));
    await expect(onEdit).toHaveBeenCalledWith(small[0]?.id);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // No headers to sort by: "Sort by" stands in, showing the rows' own order until a column sorts.
    const sortBy = canvas.getByRole('button', { name: /Sort by/ });
    await expect(sortBy).toHaveTextContent('Newest first');
    await userEvent.click(sortBy);
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Price (descending)' }));
    const dearest = [...small].sort((a, b) => b.price - a.price)[0];
    const sorted = within(canvas.getByRole('list', { name: 'Products' })).getAllByRole('listitem');
    await expect(within(sorted[0] as HTMLElement).getByText(dearest?.name ?? '')).toBeVisible();
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'price', direction: 'descending' });
    await expect(sortBy).toHaveTextContent('Price (descending)');
    // And back to the rows' own order.
    await userEvent.click(sortBy);
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Newest first' }));
    const own = within(canvas.getByRole('list', { name: 'Products' })).getAllByRole('listitem');
    await expect(within(own[0] as HTMLElement).getByText(small[0]?.name ?? '')).toBeVisible();
    await expect(sortBy).toHaveTextContent('Newest first');
  },
};

/**
 * On a tablet the page never scrolls sideways: in portrait (768 px) these columns and actions
 * want more room, and the table scrolls inside its frame; in landscape they fit.
 */
const staysInTheWindow: Story['play'] = async ({ canvas }) => {
  await expect(canvas.getAllByRole('columnheader')).toHaveLength(7);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
};
const fitsItsFrame: Story['play'] = async (context) => {
  await staysInTheWindow(context);
  const frame = context.canvas.getByRole('grid', { name: 'Products' }).parentElement as HTMLElement;
  await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
};
export const OnATablet: Story = {
  args: { rowActions: RowActions.args?.rowActions },
  globals: { viewport: { value: 'tablet' } },
  play: async (context) => {
    await staysInTheWindow(context);
    const frame = context.canvas.getByRole('grid', { name: 'Products' }).parentElement as HTMLElement;
    await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
    // The row's actions stay in view at the right edge, however far the table scrolls.
    const view = frame.getBoundingClientRect();
    for (const scrollLeft of [0, frame.scrollWidth]) {
      frame.scrollLeft = scrollLeft;
      await waitFor(() => {
        const edit = context.canvas
          .getByRole('button', { name: `Edit ${small[0]?.name}` })
          .getBoundingClientRect();
        expect(edit.left).toBeGreaterThanOrEqual(view.left);
        expect(edit.right).toBeLessThanOrEqual(view.left + frame.clientLeft + frame.clientWidth);
      });
    }
    frame.scrollLeft = 0;
  },
};
export const OnATabletInLandscape: Story = {
  args: { rowActions: RowActions.args?.rowActions },
  globals: { viewport: { value: 'tabletLandscape' } },
  play: fitsItsFrame,
};

/** Where the columns do not fit, those with a priority give way, the highest number first. */
const prioritized: DataTableColumn<Product>[] = columns.map((column) =>
  column.id === 'category'
    ? { ...column, priority: 2 }
    : column.id === 'sku'
      ? { ...column, priority: 1 }
      : column,
);

export const ColumnsGiveWayByPriority: Story = {
  args: { columns: prioritized, rowActions: RowActions.args?.rowActions },
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    // Category goes first; the rest, actions too, fit without scrolling sideways.
    await expect(canvas.queryByRole('columnheader', { name: 'Category' })).toBeNull();
    await expect(canvas.getByRole('columnheader', { name: 'SKU' })).toBeVisible();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(6);
    const frame = canvas.getByRole('grid', { name: 'Products' }).parentElement as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    await expect(canvas.getByRole('button', { name: `Edit ${small[0]?.name}` })).toBeVisible();
    // Every status badge is drawn whole.
    for (const badge of canvas.getAllByText(/^(In Stock|Low Stock|Out of Stock)$/))
      await expect(badge.scrollWidth).toBeLessThanOrEqual(badge.clientWidth);
  },
};

const longName = 'Wireless Bluetooth Headphones with Active Noise Cancelling, Travel Case and Charger';

export const LongTextEndsInAnEllipsis: Story = {
  args: { rows: [{ ...(small[0] as Product), name: longName }, ...small.slice(1)] },
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    // Read whole by assistive technology, cut with an ellipsis on screen, whole again on hover.
    const name = canvas.getByRole('rowheader', { name: longName });
    const text = within(name).getByText(longName);
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
    await expect(getComputedStyle(text).textOverflow).toBe('ellipsis');
    await expect(text).toHaveAttribute('title', longName);
  },
};

const many = makeProducts(28);

export const FooterCountsRowsOutOfView: Story = {
  args: { rows: many, maxVisibleRows: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing 5 of 28')).toBeVisible();
  },
};

export const FooterPastTheCountBound: Story = {
  args: { rows: many, maxVisibleRows: 5, rowCount: 1000, rowCountIsLowerBound: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing 5 of 1,000+')).toBeVisible();
  },
};

export const AllRowsInViewNeedNoFooter: Story = {
  args: { maxVisibleRows: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(small.length + 1);
    await expect(canvas.queryByText(/^Showing/)).toBeNull();
  },
};

/** The table takes the height the window leaves it: the page fits the window, the rows scroll inside. */
export const FitsTheWindow: Story = {
  args: { rows: many, fitWindow: true },
  play: async ({ canvas }) => {
    const frame = canvas.getByRole('grid', { name: 'Products' }).parentElement as HTMLElement;
    const footer = await canvas.findByText(/^Showing \d+ of 28$/);
    await expect(footer).toBeVisible();
    await expect(footer.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(document.documentElement.scrollHeight).toBeLessThanOrEqual(window.innerHeight);
    // The count follows the frame's height once its fit has settled (a layout pass after the first).
    const shown = () => Number(/Showing (\d+)/.exec(footer.textContent ?? '')?.[1]);
    await waitFor(() => expect(shown()).toBe(Math.floor((frame.clientHeight - 40) / 48)));
    await expect(frame.scrollHeight).toBeGreaterThan(frame.clientHeight);
  },
};

export const HundredThousandRows: Story = {
  args: { rows: huge, maxVisibleRows: 10, 'aria-label': 'All products' },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'All products' });
    const scroller = grid.parentElement as HTMLElement;
    await expect(scroller.scrollHeight).toBeGreaterThan(48 * 100_000);
    const rendered = () => canvas.getAllByRole('row').length;
    await expect(rendered()).toBeLessThan(40);
    const header = canvas.getAllByRole('row')[0];
    const top = header?.getBoundingClientRect().top;
    // Scroll deep into the list: the header stays put and rows far down are rendered.
    scroller.scrollTop = 48 * 50_000;
    await waitFor(() => expect(canvas.getByRole('rowheader', { name: /\b50001$/ })).toBeInTheDocument());
    await expect(rendered()).toBeLessThan(40);
    await expect(canvas.getAllByRole('row')[0]?.getBoundingClientRect().top).toBe(top);
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(canvas.getByRole('rowheader', { name: /\b100000$/ })).toBeVisible());
    scroller.scrollTop = 0;
    await waitFor(() => expect(canvas.getByRole('rowheader', { name: huge[0]?.name })).toBeVisible());
    // The grid tells assistive technology the full row count, not the rendered rows.
    await expect(grid).toHaveAttribute('aria-rowcount', '100001');
    // Ctrl+End reaches the last row, far outside the rendered window, and scrolls it into view.
    canvas.getByRole('rowheader', { name: huge[0]?.name }).focus();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(focused()).toHaveTextContent(/\b100000$/));
    await waitFor(() => expect(focused()).toBeVisible());
    await expect(focused().closest('[role="row"], tr')).toHaveAttribute('aria-rowindex', '100001');
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await waitFor(() => expect(focused()).toHaveTextContent(huge[0]?.name ?? ''));
    await expect(rendered()).toBeLessThan(40);
  },
};
