import type { Meta, StoryObj } from '@storybook/react-vite';
import { SALE_STATUS_LABELS, SALE_STATUS_TONES, SALE_STATUSES } from '@warehouse/domain/pos';
import { sampleSales } from '@warehouse/domain/sample';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SalesScreen } from './SalesScreen';

const meta = {
  title: 'Screens/Sales/SalesScreen',
  component: SalesScreen,
  args: {
    sales: sampleSales,
    onExport: fn(),
    onViewSale: fn(),
    onQueryChange: fn(),
  },
} satisfies Meta<typeof SalesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const COLUMNS = ['Order ID', 'Customer', 'Amount', 'Items', 'Payment', 'Status', 'Date', 'Actions'];

/** Every sale in the Recent Sales table; Export Sales and a row's View call back. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sales Management' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Recent Sales' })).toBeVisible();
    const table = canvas.getByRole('grid', { name: 'Recent Sales' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    await expect(headers).toEqual(COLUMNS);
    await expect(within(table).getAllByRole('row')).toHaveLength(sampleSales.length + 1);

    const first = within(table).getByRole('row', { name: /ORD-1001/ });
    await expect(within(first).getByText('John Smith')).toBeVisible();
    await expect(within(first).getByText('$259.97')).toBeVisible();
    await expect(within(first).getByText('Card')).toBeVisible();
    await expect(within(first).getByText('Completed')).toBeVisible();
    await expect(within(first).getByText('Jan 15, 2024')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Export Sales' }));
    await expect(args.onExport).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'View ORD-1003' }));
    await expect(args.onViewSale).toHaveBeenCalledWith(sampleSales[2]);
  },
};

/** No sales at all: the table says so. */
export const Empty: Story = {
  args: { sales: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No sales found')).toBeVisible();
    await expect(canvas.getByText('Sales appear here once they are recorded.')).toBeVisible();
  },
};

/** Skeletons in place of the table while the sales load. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading sales');
    await expect(canvas.getByRole('button', { name: 'Export Sales' })).toBeVisible();
  },
};

/** Search matches the order ID or the customer, ignoring case; no match shows the empty state. */
export const Searched: Story = {
  play: async ({ canvas, args }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search sales' });
    await userEvent.type(search, 'ord-100');
    const table = canvas.getByRole('grid', { name: 'Recent Sales' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(9 + 1));

    await userEvent.clear(search);
    await userEvent.type(search, 'nomatch');
    await expect(await canvas.findByText('No sales found')).toBeVisible();
    await expect(canvas.getByText('No order ID or customer matches “nomatch”.')).toBeVisible();

    await userEvent.clear(search);
    await userEvent.type(search, 'SARAH');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(within(table).getByRole('row', { name: /ORD-1002/ })).toBeVisible();
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('SARAH');
  },
};

/** One sale per status: Completed (positive), Pending (caution), Processing (info), Cancelled (critical). */
export const StatusBadges: Story = {
  args: {
    sales: SALE_STATUSES.map((status) => {
      const sale = sampleSales.find((s) => s.status === status);
      if (!sale) throw new Error(`no sample sale is ${status}`);
      return sale;
    }),
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Recent Sales' });
    for (const status of SALE_STATUSES) {
      const badge = within(table).getByText(SALE_STATUS_LABELS[status]);
      await expect(badge).toBeVisible();
      await expect(badge).toHaveAttribute('data-tone', SALE_STATUS_TONES[status]);
    }
  },
};
