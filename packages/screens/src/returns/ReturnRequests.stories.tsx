import type { Meta, StoryObj } from '@storybook/react-vite';
import { ValidationError } from '@warehouse/domain/contract';
import type { ReturnRequest, SaleReturns } from '@warehouse/domain/returns';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReturnsScreen } from './ReturnsScreen';

// Customer return requests at each step, on the sample's customers.
const request = (
  id: string,
  status: ReturnRequest['status'],
  more: Partial<ReturnRequest> = {},
): ReturnRequest => ({
  id,
  saleId: 'ORD-1013',
  customer: 'Sarah Johnson',
  status,
  reason: 'damaged',
  lines: [{ lineNo: 0, itemId: 'P012', name: 'Illustrated World Atlas', quantity: 1 }],
  requestedAt: '2026-11-24T09:30:00.000Z',
  requestedBy: 'casey',
  refundDestinations: ['original', 'cash', 'store_credit'],
  ...more,
});
const requests: ReturnRequest[] = [
  request('RR-0004', 'requested', {
    saleId: 'ORD-1020',
    customer: 'John Smith',
    reason: 'not_wanted',
    lines: [{ lineNo: 0, itemId: 'P010', name: 'Dark Chocolate Bar 70%', quantity: 2 }],
    deliveryId: 'DEL-011',
    requestedAt: '2026-11-26T15:20:00.000Z',
  }),
  request('RR-0003', 'received', { receivedAt: '2026-11-25T10:00:00.000Z', receivedBy: 'casey' }),
  request('RR-0002', 'refunded', {
    saleId: 'ORD-1009',
    customer: 'Walk-in Customer',
    returnId: 'RET-0001',
    refundDestinations: ['original', 'cash'],
    closedAt: '2026-11-24T12:00:00.000Z',
  }),
  request('RR-0001', 'rejected', {
    saleId: 'ORD-1004',
    customer: 'Emily Davis',
    reason: 'wrong_item',
    rejection: 'Past the return window',
    closedAt: '2026-11-23T12:00:00.000Z',
  }),
];
const order: SaleReturns = {
  saleId: 'ORD-1020',
  lines: [
    {
      lineNo: 0,
      itemId: 'P010',
      name: 'Dark Chocolate Bar 70%',
      sold: 3,
      returned: 1,
      soldFromBin: 'DT-FLOOR',
    },
    {
      lineNo: 1,
      itemId: 'P012',
      name: 'Illustrated World Atlas',
      sold: 1,
      returned: 1,
      soldFromBin: 'DT-FLOOR',
    },
  ],
  returns: [],
  voidable: false,
};

const panel = {
  requests,
  total: requests.length,
  status: '' as const,
  onStatusChange: fn(),
  onQueryChange: fn(),
  onFindOrder: fn(async () => order),
  onCreate: fn(async () => undefined),
  onReceive: fn(async () => undefined),
  onRefund: fn(async () => undefined),
  onReject: fn(async () => undefined),
};

const meta = {
  title: 'Screens/Returns/ReturnRequests',
  component: ReturnsScreen,
  parameters: { padded: false },
  args: { returns: [], total: 0, onQueryChange: fn(), onNewReturn: fn(), requests: panel },
} satisfies Meta<typeof ReturnsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const table = () => body.getByRole('grid', { name: 'Return Requests' });

/** Each request with its order, customer, reason and status; each step offered where it stands. */
export const Default: Story = {
  play: async ({ args }) => {
    const grid = table();
    await expect(within(grid).getAllByRole('row')).toHaveLength(requests.length + 1);
    const requested = within(grid).getByRole('row', { name: /RR-0004/ });
    await expect(within(requested).getByText('Requested')).toBeVisible();
    await expect(within(requested).getByRole('button', { name: 'Receive RR-0004' })).toBeVisible();
    await expect(within(requested).queryByRole('button', { name: 'Refund RR-0004' })).toBeNull();
    const received = within(grid).getByRole('row', { name: /RR-0003/ });
    await expect(within(received).getByRole('button', { name: 'Refund RR-0003' })).toBeVisible();
    await expect(within(received).getByRole('button', { name: 'Reject RR-0003' })).toBeVisible();
    // Closed ones have no step left.
    const refunded = within(grid).getByRole('row', { name: /RR-0002/ });
    await expect(within(refunded).queryAllByRole('button')).toHaveLength(0);
    await userEvent.click(within(requested).getByRole('button', { name: 'Receive RR-0004' }));
    await expect(args.requests?.onReceive).toHaveBeenCalledWith(requests[0]);
  },
};
export const OnAPhone: Story = {
  ...Default,
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    await expect(body.getByRole('heading', { name: 'Return Requests' })).toBeVisible();
    await expect(body.getAllByText('RR-0004')[0]).toBeVisible();
  },
};
export const OnATablet: Story = { ...Default, globals: { viewport: { value: 'tablet' } } };

/** A cashier receives and refunds; rejecting is an owner's or a manager's. */
export const AsACashier: Story = {
  args: { requests: { ...panel, onReject: undefined } },
  play: async () => {
    await expect(within(table()).getByRole('button', { name: 'Refund RR-0003' })).toBeVisible();
    await expect(within(table()).queryByRole('button', { name: /^Reject/ })).toBeNull();
  },
};

/** No request yet. */
export const Empty: Story = {
  args: { requests: { ...panel, requests: [], total: 0 } },
  play: async () => {
    await expect(body.getByText('No return requests found')).toBeVisible();
    await expect(
      body.getByText('Requests appear here when a customer asks to send back an order.'),
    ).toBeVisible();
  },
};

/** New Request: the order found by its number, then what comes back of it (never more than is left) and why. */
export const NewRequest: Story = {
  args: { requests: { ...panel, initialDialog: 'new' } },
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'New Return Request' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Order number' }), 'ord-1020');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Find Order' }));
    await expect(args.requests?.onFindOrder).toHaveBeenCalledWith('ORD-1020');
    await expect(await within(dialog).findByText('Order ORD-1020')).toBeVisible();
    await expect(within(dialog).getByText('All returned')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Raise Request' }));
    await expect(await within(dialog).findByText('Choose at least one item')).toBeVisible();
    await expect(args.requests?.onCreate).not.toHaveBeenCalled();
    const quantity = within(dialog).getByRole('textbox', {
      name: 'Quantity of Dark Chocolate Bar 70% coming back',
    });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.tab();
  },
};

/** What is chosen is sent: the order's line, how many, the reason. */
export const NewRequestSent: Story = {
  ...NewRequest,
  parameters: { screenshot: false },
  play: async (context) => {
    await NewRequest.play?.(context);
    const dialog = body.getByRole('dialog', { name: 'New Return Request' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Raise Request' }));
    await waitFor(() =>
      expect(context.args.requests?.onCreate).toHaveBeenCalledWith({
        saleId: 'ORD-1020',
        lines: [{ lineNo: 0, quantity: 2 }],
        reason: 'damaged',
      }),
    );
  },
};

/** Refund a received request: to the original payment, back to stock unless damaged. */
export const Refund: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(table()).getByRole('button', { name: 'Refund RR-0003' }));
    const dialog = await body.findByRole('dialog', { name: 'Refund RR-0003' });
    await expect(within(dialog).getByRole('switch', { name: /^Back to stock/ })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() =>
      expect(args.requests?.onRefund).toHaveBeenCalledWith(requests[1], {
        refundTo: 'original',
        restock: false,
      }),
    );
  },
  parameters: { screenshot: false },
};

/** The destinations are the order's own; a refusal of the one chosen shows on the field, the dialog kept. */
export const RefundRefused: Story = {
  args: {
    requests: {
      ...panel,
      total: 1,
      requests: [
        request('RR-0003', 'received', {
          customer: 'Walk-in Customer',
          refundDestinations: ['original', 'cash'],
        }),
      ],
      onRefund: fn(async () => {
        throw new ValidationError('There is no open drawer', {
          refundTo: 'Open a drawer first to refund cash',
        });
      }),
    },
  },
  play: async ({ args }) => {
    await userEvent.click(within(table()).getByRole('button', { name: 'Refund RR-0003' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Refund RR-0003' }));
    // A walk-in holds no store credit: it is not offered.
    await expect(dialog.queryByRole('radio', { name: 'Store Credit' })).toBeNull();
    await userEvent.click(dialog.getByRole('radio', { name: 'Cash from the drawer' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    await expect(await dialog.findByText('Open a drawer first to refund cash')).toBeVisible();
    await expect(args.requests?.onRefund).toHaveBeenCalledTimes(1);
    await expect(dialog.getByRole('radio', { name: 'Cash from the drawer' })).toBeChecked();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Choosing again clears the refusal. */
export const RefundRefusedThenChosenAgain: Story = {
  args: RefundRefused.args,
  parameters: { screenshot: false },
  play: async (context) => {
    await RefundRefused.play?.(context);
    const dialog = within(body.getByRole('dialog', { name: 'Refund RR-0003' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Original payment' }));
    await expect(dialog.queryByText('Open a drawer first to refund cash')).toBeNull();
  },
};

/** Reject asks why first. */
export const Reject: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(table()).getByRole('button', { name: 'Reject RR-0004' }));
    const dialog = await body.findByRole('dialog', { name: 'Reject RR-0004' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject Request' }));
    await expect(await within(dialog).findByText('Enter a reason')).toBeVisible();
    await expect(args.requests?.onReject).not.toHaveBeenCalled();
  },
};
