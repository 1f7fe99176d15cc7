import type { Meta, StoryObj } from '@storybook/react-vite';
import { ValidationError } from '@warehouse/domain/contract';
import {
  DELIVERY_REQUEST_MESSAGES,
  DELIVERY_STATUS_FILTER_OPTIONS,
  DELIVERY_STATUS_LABELS,
  DELIVERY_STATUS_TONES,
  DELIVERY_STATUSES,
  deliveryStats,
  riderListEntries,
} from '@warehouse/domain/deliveries';
import { sampleDeliveries, sampleRiders } from '@warehouse/domain/sample';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectExportMenu, exportHrefOf } from '../shared/exportStory';
import { DeliveryScreen } from './DeliveryScreen';

const riders = riderListEntries(sampleRiders);

const meta = {
  title: 'Screens/Delivery/DeliveryScreen',
  component: DeliveryScreen,
  args: {
    deliveries: sampleDeliveries,
    stats: deliveryStats(sampleDeliveries, sampleRiders),
    riders,
    onCreateDelivery: fn(),
    onTrack: fn(),
    onAssignRider: fn(),
    onMoreFilters: fn(),
    onQueryChange: fn(),
    onStatusChange: fn(),
  },
} satisfies Meta<typeof DeliveryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const table = () => body.getByRole('grid', { name: 'Delivery Orders' });
const dataRows = () => within(table()).getAllByRole('row').slice(1);

/** The five figures, the table, Track, More Filters and the rider chooser of an unassigned delivery. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Delivery Management' })).toBeVisible();
    const figures: [string, string][] = [
      ['Total Deliveries', '10'],
      ['Pending', '3'],
      ['In Transit', '3'],
      ['Delivered', '2'],
      ['Available Riders', '3'],
    ];
    for (const [title, value] of figures) {
      await expect(canvas.getByRole('region', { name: title })).toHaveTextContent(value);
    }
    await expect(dataRows()).toHaveLength(sampleDeliveries.length);

    await userEvent.click(canvas.getByRole('button', { name: 'Track DEL-005' }));
    await expect(args.onTrack).toHaveBeenCalledWith(sampleDeliveries[4]);
    await userEvent.click(canvas.getByRole('button', { name: 'More Filters' }));
    await expect(args.onMoreFilters).toHaveBeenCalledOnce();

    // Assigned deliveries show their rider; unassigned pending ones get a chooser of available riders.
    await expect(within(table()).getByRole('row', { name: /DEL-003/ })).toHaveTextContent('Mike Johnson');
    await expect(canvas.queryByRole('button', { name: /Assign rider to DEL-009/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Assign rider to DEL-001/ }));
    const listbox = await body.findByRole('listbox');
    const options = within(listbox)
      .getAllByRole('option')
      .map((o) => o.textContent);
    await expect(options).toEqual(['Aisha Patel', 'Tom Nguyen', 'Lena Fischer']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Tom Nguyen' }));
    await expect(args.onAssignRider).toHaveBeenCalledWith('DEL-001', 'RDR-005');
  },
};

export const Empty: Story = {
  args: { deliveries: [], stats: deliveryStats([], sampleRiders) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No deliveries found')).toBeVisible();
    await expect(canvas.getByText('Deliveries appear here once they are created.')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Total Deliveries' })).toHaveTextContent('0');
    await expect(canvas.getByRole('region', { name: 'Available Riders' })).toHaveTextContent('3');
  },
};

export const Loading: Story = {
  args: { isLoading: true, stats: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Total Deliveries' })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading deliveries');
    await expect(canvas.getByRole('button', { name: 'Create Delivery' })).toBeVisible();
  },
};

/**
 * The first page of many (issue 18): the figures count every delivery, the table says how many
 * match in all, and asks for the next page as its end comes into view.
 */
export const FirstPageOfMany: Story = {
  args: {
    total: 50_000,
    onLoadMore: fn(),
    stats: { total: 50_000, pending: 12_480, inTransit: 9_950, delivered: 20_115, availableRiders: 640 },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Total Deliveries' })).toHaveTextContent('50,000');
    await expect(canvas.getByRole('region', { name: 'Available Riders' })).toHaveTextContent('640');
    await expect(table()).toHaveAttribute('aria-rowcount', '50001');
    await expect(dataRows()).toHaveLength(sampleDeliveries.length);
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalled());
  },
};

/** The status filter lists "All Status" first, then every status; choosing one keeps only those. */
export const FilteredByStatus: Story = {
  play: async ({ canvas, args }) => {
    const filter = canvas.getByRole('button', { name: /Filter by status/ });
    await expect(filter).toHaveTextContent('All Status');
    await userEvent.click(filter);
    const listbox = await body.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(DELIVERY_STATUS_FILTER_OPTIONS.map((o) => o.label));
    await userEvent.click(within(listbox).getByRole('option', { name: 'In Transit' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('in_transit');
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    for (const row of dataRows()) await expect(row).toHaveTextContent('In Transit');
  },
};

/** Search matches the order ID, the customer name or the delivery ID, together with the status filter. */
export const Searched: Story = {
  play: async ({ canvas, args }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search deliveries' });
    await userEvent.type(search, 'ord-1012');
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    await expect(dataRows()[0]).toHaveTextContent('DEL-007');
    await userEvent.clear(search);
    await userEvent.type(search, 'del-00');
    await waitFor(() => expect(dataRows()).toHaveLength(9));
    await userEvent.clear(search);
    await userEvent.type(search, 'EMILY');
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    await expect(dataRows()[0]).toHaveTextContent('Emily Davis');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('EMILY');
  },
};

/** No match for the search and filter together: the empty state suggests adjusting them. */
export const NoMatch: Story = {
  args: { query: 'Emily', status: 'delivered' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No deliveries found')).toBeVisible();
    await expect(canvas.getByText('Try adjusting your search or status filter.')).toBeVisible();
  },
};

const openDialog = async () => {
  await userEvent.click(body.getByRole('button', { name: 'Create Delivery' }));
  return body.findByRole('dialog', { name: 'Create Delivery' });
};

/**
 * The Create Delivery form, filled in and sent: the request goes out (the sale's order id, where to
 * deliver, how urgently) and the dialog closes.
 */
export const CreateDialogOpen: Story = {
  play: async ({ args }) => {
    let dialog = await openDialog();
    const d = within(dialog);
    await waitFor(() => expect(d.getByRole('textbox', { name: /Order ID/ })).toHaveFocus());
    await userEvent.keyboard('ORD-2001');
    await userEvent.type(d.getByRole('textbox', { name: 'Phone' }), '+1 (555) 010-2030');
    await userEvent.type(d.getByRole('textbox', { name: /Address/ }), '1 Navy Yard, Downtown');
    await userEvent.click(d.getByRole('button', { name: /Priority/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Urgent' }));
    await userEvent.click(d.getByRole('button', { name: 'Create Delivery' }));
    await waitFor(() => expect(args.onCreateDelivery).toHaveBeenCalledTimes(1));
    await expect(args.onCreateDelivery).toHaveBeenCalledWith({
      orderId: 'ORD-2001',
      phone: '+1 (555) 010-2030',
      address: '1 Navy Yard, Downtown',
      priority: 'urgent',
    });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // Open again for the screenshot: the form starts empty.
    dialog = await openDialog();
    await expect(within(dialog).getByRole('textbox', { name: /Order ID/ })).toHaveValue('');
  },
};

/** Submitting an empty form shows each required field's message and sends nothing. */
export const CreateWithErrors: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: 'Create Delivery' }));
    await expect(await d.findByText(DELIVERY_REQUEST_MESSAGES.orderIdRequired)).toBeVisible();
    await expect(d.getByText(DELIVERY_REQUEST_MESSAGES.addressRequired)).toBeVisible();
    const orderId = d.getByRole('textbox', { name: /Order ID/ });
    await expect(orderId).toHaveAttribute('aria-invalid', 'true');
    // The first invalid field takes the focus.
    await waitFor(() => expect(orderId).toHaveFocus());
    await expect(args.onCreateDelivery).not.toHaveBeenCalled();
  },
};

/** The caller rejects with a ValidationError (a sale with a delivery): its message shows, what was typed stays. */
export const CreateRejected: Story = {
  args: {
    onCreateDelivery: fn(async () => {
      throw new ValidationError('Invalid', { orderId: DELIVERY_REQUEST_MESSAGES.hasDelivery('ORD-1001') });
    }),
  },
  play: async () => {
    const dialog = await openDialog();
    const d = within(dialog);
    await userEvent.type(d.getByRole('textbox', { name: /Order ID/ }), 'ORD-1001');
    await userEvent.type(d.getByRole('textbox', { name: /Address/ }), '12 Harbour Road');
    await userEvent.click(d.getByRole('button', { name: 'Create Delivery' }));
    await expect(await d.findByText(DELIVERY_REQUEST_MESSAGES.hasDelivery('ORD-1001'))).toBeVisible();
    await waitFor(() => expect(d.getByRole('textbox', { name: /Order ID/ })).toHaveFocus());
    await expect(d.getByRole('textbox', { name: /Address/ })).toHaveValue('12 Harbour Road');
    await expect(body.getByRole('dialog')).toBeVisible();
  },
};

/** One delivery per status, each badge in its tone. */
export const StatusBadges: Story = {
  args: {
    deliveries: DELIVERY_STATUSES.map((status) => {
      const delivery = sampleDeliveries.find((d) => d.status === status);
      if (!delivery) throw new Error(`no sample delivery is ${status}`);
      return delivery;
    }),
  },
  play: async () => {
    for (const status of DELIVERY_STATUSES) {
      const badge = within(table()).getByText(DELIVERY_STATUS_LABELS[status]);
      await expect(badge).toBeVisible();
      await expect(badge).toHaveAttribute('data-tone', DELIVERY_STATUS_TONES[status]);
    }
  },
};

/** Urgent deliveries stand out with a solid critical badge. */
export const PriorityUrgent: Story = {
  args: { deliveries: sampleDeliveries.filter((d) => d.priority === 'urgent') },
  play: async () => {
    await expect(dataRows()).toHaveLength(3);
    for (const row of dataRows()) {
      const badge = within(row).getByText('Urgent');
      await expect(badge).toHaveAttribute('data-tone', 'critical');
    }
  },
};

/** Issue 39: "Export" downloads the deliveries as listed (searched, filtered by status) as a CSV or an Excel file. */
export const ExportMenuOpen: Story = {
  args: { exportHref: exportHrefOf('deliveries', 'status=pending') },
  play: async ({ canvasElement }) => {
    await expectExportMenu(canvasElement, 'Export', exportHrefOf('deliveries', 'status=pending'));
  },
};
