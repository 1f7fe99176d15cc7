import type { Meta, StoryObj } from '@storybook/react-vite';
import { samplePurchaseOrders, sampleSuppliers } from '@warehouse/domain/sample';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SupplierScreen } from './SupplierScreen';

const meta = {
  title: 'Screens/Purchases/SupplierScreen',
  component: SupplierScreen,
  args: {
    supplierId: 'SUP-001',
    supplier: sampleSuppliers[0],
    orders: samplePurchaseOrders.filter((order) => order.supplierId === 'SUP-001'),
    lastPrices: [
      {
        supplierId: 'SUP-001',
        itemId: 'P002-1M',
        productName: 'USB-C Charging Cable (1 m)',
        sku: 'USB-002-1M',
        unitPrice: 650,
        orderId: 'PO-005',
        orderDate: '2024-01-08',
      },
      {
        supplierId: 'SUP-001',
        itemId: 'P013',
        productName: 'Stainless Steel Cookware Set',
        sku: 'SSC-013',
        unitPrice: 9000,
        orderId: 'PO-005',
        orderDate: '2024-01-08',
      },
    ],
    today: '2024-01-15',
    backHref: '/suppliers',
    orderHref: (id) => `/purchases/${id}`,
    onEdit: fn(),
  },
} satisfies Meta<typeof SupplierScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 17: a supplier's details, what it was last paid per product, and its purchase orders. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'TechSource Distributors' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Supplier details' })).toHaveTextContent('5 days');
    const prices = canvas.getByRole('grid', { name: 'Last prices paid' });
    await expect(prices).toHaveTextContent('$90.00');
    const orders = canvas.getByRole('grid', { name: 'Purchase orders' });
    await expect(within(orders).getAllByRole('row')).toHaveLength(4);
    await expect(within(orders).getByRole('link', { name: 'PO-004' })).toHaveAttribute(
      'href',
      '/purchases/PO-004',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(args.onEdit).toHaveBeenCalledTimes(1));
  },
};

/** A supplier nothing was ordered from yet. */
export const NothingOrderedYet: Story = {
  args: { orders: [], lastPrices: [], onEdit: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing has been ordered from this supplier yet.')).toBeVisible();
    await expect(canvas.getByText('No purchase orders yet.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
  },
};

/** Issue 16: a stock clerk sees the supplier and its orders, not the prices it was paid. */
export const WithoutPrices: Story = {
  args: { lastPrices: undefined, onEdit: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Purchase orders' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Last prices paid' })).toBeNull();
    await expect(canvas.queryByText('Nothing has been ordered from this supplier yet.')).toBeNull();
  },
};

export const Loading: Story = {
  args: { supplier: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the supplier');
  },
};
