import type { Meta, StoryObj } from '@storybook/react-vite';
import { samplePurchaseOrders, sampleSuppliers } from '@warehouse/domain/sample';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectExportMenu, exportHrefOf } from '../shared/exportStory';
import { fitsTheWindow } from '../shared/fitsTheWindow';
import { type PurchaseFilters, PurchasesScreen, type PurchasesScreenProps } from './PurchasesScreen';

const NO_FILTERS: PurchaseFilters = { query: '', status: '', supplierId: '' };

/** The screen with its filters kept here, as the route keeps them in the URL. */
function WithFilters(
  props: Omit<PurchasesScreenProps, 'filters' | 'onFiltersChange'> & { initial?: PurchaseFilters },
) {
  const [filters, setFilters] = useState(props.initial ?? NO_FILTERS);
  return <PurchasesScreen {...props} filters={filters} onFiltersChange={setFilters} />;
}

const meta = {
  title: 'Screens/Purchases/PurchasesScreen',
  component: WithFilters,
  args: {
    orders: samplePurchaseOrders,
    suppliers: sampleSuppliers,
    today: '2024-01-15',
    orderHref: (order) => `/purchases/${order.id}`,
    newOrderHref: '/purchases/new',
    suppliersHref: '/suppliers',
  },
} satisfies Meta<typeof WithFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: ReturnType<typeof within>) => canvas.getByRole('grid', { name: 'Purchase orders' });
const rowIds = (canvas: ReturnType<typeof within>) =>
  within(table(canvas))
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** Issue 17: every order newest first, each with its state; a late one (still awaited after its expected day) says so. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Purchase Orders' })).toBeVisible();
    await expect(rowIds(canvas)).toEqual(['PO-006', 'PO-005', 'PO-004', 'PO-003', 'PO-002', 'PO-001']);
    const row = (id: string) =>
      within(table(canvas))
        .getAllByRole('row')
        .find((each) => within(each).queryByRole('rowheader', { name: id })) as HTMLElement;
    await expect(row('PO-006')).toHaveTextContent('Draft');
    await expect(row('PO-004')).toHaveTextContent('Partially Received');
    await expect(row('PO-004')).toHaveTextContent('30 of 60');
    // Expected on the 12th and the 5th, still awaited on the 15th: late. PO-005 is due on the 20th.
    await expect(within(row('PO-004')).getByText('Late')).toBeVisible();
    await expect(within(row('PO-003')).getByText('Late')).toBeVisible();
    await expect(within(row('PO-005')).queryByText('Late')).toBeNull();
    // Received and cancelled orders are never late.
    await expect(within(row('PO-002')).queryByText('Late')).toBeNull();
    await expect(within(row('PO-001')).queryByText('Late')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'PO-005' })).toHaveAttribute('href', '/purchases/PO-005');
    await expect(canvas.getByRole('link', { name: 'New Purchase Order' })).toHaveAttribute(
      'href',
      '/purchases/new',
    );
  },
};

/**
 * Issue 18: the first page of 5,000 orders, sorted by the server. The table counts every order,
 * asks for the next page at its end, and hands a column's sort to the caller instead of sorting
 * the rows it holds.
 */
export const FirstPageOfMany: Story = {
  args: {
    total: 5_000,
    onLoadMore: fn(),
    onSortChange: fn(),
    sort: { column: 'total', direction: 'ascending' },
  },
  play: async ({ canvas, args }) => {
    await expect(table(canvas)).toHaveAttribute('aria-rowcount', '5001');
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalled());
    // The rows stay in the order given: the caller sorted them.
    await expect(rowIds(canvas)).toEqual(['PO-006', 'PO-005', 'PO-004', 'PO-003', 'PO-002', 'PO-001']);
    await userEvent.click(canvas.getByRole('columnheader', { name: /Total/ }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'total', direction: 'descending' });
  },
};

/** Search by PO number or supplier; filter by status and supplier. */
export const Filtered: Story = {
  play: async ({ canvas }) => {
    const body = within(document.body);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'apparel');
    await waitFor(() => expect(rowIds(canvas)).toEqual(['PO-006', 'PO-003', 'PO-001']));
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'po-00');
    await waitFor(() => expect(rowIds(canvas)).toHaveLength(6));

    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Ordered' }));
    await waitFor(() => expect(rowIds(canvas)).toEqual(['PO-005', 'PO-003']));
    await userEvent.click(canvas.getByRole('button', { name: /Supplier/ }));
    await userEvent.click(await body.findByRole('option', { name: 'TechSource Distributors' }));
    await waitFor(() => expect(rowIds(canvas)).toEqual(['PO-005']));
  },
};

/** Issue 17: "Late" lists the orders still awaited after their expected day. */
export const LateOnly: Story = {
  args: { initial: { query: '', status: 'late', supplierId: '' } },
  play: async ({ canvas }) => {
    await expect(rowIds(canvas)).toEqual(['PO-004', 'PO-003']);
    await expect(canvas.getByRole('button', { name: /Status/ })).toHaveTextContent('Late');
  },
};

/** Nothing matches: the empty state says so. */
export const NothingFound: Story = {
  args: { initial: { query: 'PO-999', status: '', supplierId: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No purchase orders found')).toBeVisible();
    await expect(canvas.getByText('No order matches this search and these filters.')).toBeVisible();
  },
};

/** No orders yet; and a role that may not order sees no "New Purchase Order". */
export const Empty: Story = {
  args: { orders: [], newOrderHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Purchase orders appear here once they are created.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'New Purchase Order' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading purchase orders');
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: fitsTheWindow('Purchase Orders'),
};

export const OnATablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: fitsTheWindow('Purchase Orders'),
};

/** Issue 39: "Export" downloads the purchase orders as listed (searched, filtered, sorted) as a CSV or an Excel file. */
export const ExportMenuOpen: Story = {
  args: { exportHref: exportHrefOf('purchaseOrders', 'status=late') },
  play: async ({ canvasElement }) => {
    await expectExportMenu(canvasElement, 'Export', exportHrefOf('purchaseOrders', 'status=late'));
  },
};
