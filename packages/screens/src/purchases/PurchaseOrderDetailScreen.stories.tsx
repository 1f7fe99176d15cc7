import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ActivityEntry } from '@warehouse/domain/accounts';
import { ConflictError } from '@warehouse/domain/contract';
import { samplePurchaseOrderDetail, samplePurchaseOrders } from '@warehouse/domain/sample';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { binFinderOver } from '../shared/binFinderFixture';
import { fitsTheWindow } from '../shared/fitsTheWindow';
import { PurchaseOrderDetailScreen } from './PurchaseOrderDetailScreen';

const activity: ActivityEntry[] = [
  {
    id: 'a2',
    at: '2024-01-12T10:24:00+00:00',
    userId: 'clerk',
    call: 'receivePurchaseOrder',
    record: 'PO-004',
    outcome: 'done',
    code: null,
  },
  {
    id: 'a1',
    at: '2024-01-08T09:00:00+00:00',
    userId: 'owner',
    call: 'createPurchaseOrder',
    record: 'PO-004',
    outcome: 'done',
    code: null,
  },
];

const orderOf = (id: string) => samplePurchaseOrders.find((order) => order.id === id)!;

const meta = {
  title: 'Screens/Purchases/PurchaseOrderDetailScreen',
  component: PurchaseOrderDetailScreen,
  args: {
    orderId: 'PO-004',
    detail: samplePurchaseOrderDetail,
    supplierName: 'TechSource Distributors',
    today: '2024-01-15',
    findBins: binFinderOver(),
    activity,
    backHref: '/purchases',
    editHref: '/purchases/PO-004/edit',
    onReceive: fn(),
    onPlace: fn(),
    onCancelOrder: fn(),
  },
} satisfies Meta<typeof PurchaseOrderDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Issue 17: a partially received order: what was ordered, received and remains, its receipt and history; late. */
export const PartiallyReceived: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Purchase Order PO-004' })).toBeVisible();
    const details = canvas.getByRole('region', { name: 'Order details' });
    await expect(details).toHaveTextContent('Partially Received');
    await expect(details).toHaveTextContent('Late');
    await expect(details).toHaveTextContent('Deliver to dock 3');
    const lines = canvas.getByRole('grid', { name: 'Lines' });
    await expect(within(lines).getAllByRole('row')[1]).toHaveTextContent(
      /USB-C Charging Cable \(1 m\).*50\s*20\s*30/,
    );
    await expect(canvas.getByRole('grid', { name: 'Receipts' })).toHaveTextContent(
      '20 × USB-C Charging Cable (1 m) → A-1-1',
    );
    await expect(canvas.getByRole('grid', { name: 'Changes to this order' })).toHaveTextContent(
      'Received goods',
    );
    // Awaiting goods: Receive; partly received: no longer cancelled, and never edited.
    await expect(canvas.getByRole('button', { name: 'Receive' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Edit' })).toBeNull();
  },
};

/** Receive proposes what remains of each awaited line, onto its usual bin, and sends it with one key. */
export const Receive: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Receive' }));
    const dialog = await body.findByRole('dialog', { name: 'Receive PO-004' });
    const cable = within(dialog).getByRole('textbox', {
      name: /^Arriving now of USB-C Charging Cable \(1 m\)/,
    });
    await expect(cable).toHaveValue('30');
    // The cookware has all arrived: only the cable is awaited.
    await expect(within(dialog).queryByText('Stainless Steel Cookware Set')).toBeNull();
    const bin = within(dialog).getByRole('combobox', { name: /Bin for USB-C/ });
    await expect(bin).toHaveValue('A-1-1 · Main Warehouse');
    await userEvent.clear(cable);
    await userEvent.type(cable, '12');
    // Issue 18: the bin is found by typing part of its name.
    await userEvent.clear(bin);
    await userEvent.type(bin, 'b-1');
    await userEvent.click(await body.findByRole('option', { name: 'B-1-1 · Main Warehouse' }));
    await expect(bin).toHaveValue('B-1-1 · Main Warehouse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Receive' }));
    await waitFor(() => expect(args.onReceive).toHaveBeenCalledTimes(1));
    await expect(args.onReceive).toHaveBeenCalledWith({
      lines: [{ itemId: 'P002-1M', quantity: 12, binId: 'B-1-1' }],
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** More than remains is refused: the dialog stays as typed, the line says what is left. */
export const ReceivingTooMany: Story = {
  args: {
    onReceive: fn(async () => {
      throw new ConflictError(
        'over_receipt',
        {
          title: 'Too Many Received',
          message: 'Only 30 left to receive of USB-C Charging Cable (1 m)',
          destructive: true,
        },
        { 'P002-1M': 'Only 30 left to receive' },
      );
    }),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Receive' }));
    const dialog = await body.findByRole('dialog', { name: 'Receive PO-004' });
    const cable = within(dialog).getByRole('textbox', {
      name: /^Arriving now of USB-C Charging Cable \(1 m\)/,
    });
    await userEvent.clear(cable);
    await userEvent.type(cable, '31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Receive' }));
    await waitFor(() => expect(args.onReceive).toHaveBeenCalledTimes(1));
    await expect(await within(dialog).findByText('Only 30 left to receive')).toBeVisible();
    await expect(cable).toHaveValue('31');
  },
};

/** A draft: edited, placed or cancelled; nothing to receive yet. */
export const Draft: Story = {
  args: {
    orderId: 'PO-006',
    detail: { order: orderOf('PO-006'), receipts: [], usualBins: {} },
    supplierName: 'Global Apparel Co.',
    editHref: '/purchases/PO-006/edit',
    activity: [],
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Order details' })).toHaveTextContent('Draft');
    await expect(canvas.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/purchases/PO-006/edit',
    );
    await expect(canvas.queryByRole('button', { name: 'Receive' })).toBeNull();
    await expect(canvas.getByText('Nothing has arrived yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(args.onPlace).toHaveBeenCalledTimes(1));
  },
};

/** Cancelling an ordered PO asks why; no reason, no cancellation. */
export const CancelAnOrder: Story = {
  args: {
    orderId: 'PO-005',
    detail: { order: orderOf('PO-005'), receipts: [], usualBins: samplePurchaseOrderDetail.usualBins },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel Order' }));
    const dialog = await body.findByRole('dialog', { name: 'Cancel PO-005' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    await expect(await within(dialog).findByText('Say why the order is cancelled')).toBeVisible();
    await expect(args.onCancelOrder).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Supplier out of stock');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    await waitFor(() => expect(args.onCancelOrder).toHaveBeenCalledWith('Supplier out of stock'));
  },
};

/** A cancelled order says why, and offers nothing more. */
export const Cancelled: Story = {
  args: {
    orderId: 'PO-001',
    detail: { order: orderOf('PO-001'), receipts: [], usualBins: {} },
    supplierName: 'Global Apparel Co.',
  },
  play: async ({ canvas }) => {
    const details = canvas.getByRole('region', { name: 'Order details' });
    await expect(details).toHaveTextContent('Cancelled');
    await expect(details).toHaveTextContent('Ordered twice');
    await expect(canvas.queryByRole('button', { name: 'Receive' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
  },
};

/** A stock clerk receives, but neither edits, places nor cancels. */
export const AsAStockClerk: Story = {
  args: { editHref: undefined, onPlace: undefined, onCancelOrder: undefined, activity: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Receive' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'History' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { detail: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Purchase Order PO-004' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the purchase order');
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: fitsTheWindow('Purchase Order PO-004'),
};
