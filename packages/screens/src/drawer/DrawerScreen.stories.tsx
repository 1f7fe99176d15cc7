import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DrawerSession, DrawerSessionSummary } from '@warehouse/domain/pos';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { press } from '../shared/press';
import { DrawerScreen } from './DrawerScreen';

const owner = { userId: 'owner', name: 'Store Owner' };

/** A drawer opened with $100, two cash sales and a card sale, $5 paid in and $3 paid out. */
const running: DrawerSession = {
  id: '0190f0aa-0000-7000-8000-00000000a001',
  openedBy: owner,
  openedAt: '2026-11-27T14:00:00.000Z',
  float: 10_000,
  sales: { count: 3, total: 11_688, discount: 0, tax: 891, byTender: { cash: 7792, card: 3896, mobile: 0 } },
  refunds: 0,
  paidIn: 500,
  paidOut: 300,
  moves: [
    { kind: 'in', amount: 500, reason: 'Change from the bank', at: '2026-11-27T15:10:00.000Z', by: owner },
    { kind: 'out', amount: 300, reason: 'Window cleaning', at: '2026-11-27T16:45:00.000Z', by: owner },
  ],
  expected: 17_992,
  timezone: 'America/New_York',
};

/** The same session closed with $179.46 counted: 46¢ short. */
const closed: DrawerSession = {
  ...running,
  closedBy: owner,
  closedAt: '2026-11-27T22:05:00.000Z',
  counted: 17_946,
  variance: -46,
};

const summaries: DrawerSessionSummary[] = [
  {
    id: '0190f0aa-0000-7000-8000-00000000a002',
    openedBy: { userId: 'mara', name: 'Mara Lind' },
    openedAt: '2026-11-28T13:00:00.000Z',
    float: 10_000,
    expected: 12_450,
  },
  {
    id: closed.id,
    openedBy: owner,
    openedAt: closed.openedAt,
    closedBy: owner,
    closedAt: closed.closedAt,
    float: closed.float,
    expected: closed.expected,
    counted: 17_946,
    variance: -46,
  },
];

/** Issue 37: the cash drawer, from the float counted in to the Z report. */
const meta = {
  title: 'Screens/POS/DrawerScreen',
  component: DrawerScreen,
  parameters: { padded: false },
  args: {
    drawer: null,
    timezone: 'America/New_York',
    onOpen: fn(),
    onCash: fn(),
    onCloseDrawer: fn(async () => closed),
  },
} satisfies Meta<typeof DrawerScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone' } };
const tablet = { viewport: { value: 'tablet' } };
const body = () => within(document.body);

export const NoDrawerOpen: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No Drawer Open' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Float' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open Drawer' })).toBeEnabled();
  },
};
export const NoDrawerOpenOnAPhone: Story = { ...NoDrawerOpen, globals: phone };
export const NoDrawerOpenOnATablet: Story = { ...NoDrawerOpen, globals: tablet };

/** The float counted by denomination: its total shown as typed, then opened with the counts. */
export const OpenForm: Story = {
  play: async ({ canvas, args }) => {
    await press(canvas.getByRole('switch', { name: 'Count by denomination' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '$20' }), '4');
    await userEvent.type(canvas.getByRole('textbox', { name: '$10' }), '1');
    await userEvent.type(canvas.getByRole('textbox', { name: '25¢' }), '40');
    await expect(canvas.getByText('Float: $100.00')).toBeVisible();
    await press(canvas.getByRole('button', { name: 'Open Drawer' }));
    await waitFor(() =>
      expect(args.onOpen).toHaveBeenCalledWith({
        counts: expect.arrayContaining([
          { value: 2000, count: 4 },
          { value: 1000, count: 1 },
          { value: 25, count: 40 },
        ]),
      }),
    );
  },
};
export const OpenFormOnAPhone: Story = { ...OpenForm, globals: phone };
export const OpenFormOnATablet: Story = { ...OpenForm, globals: tablet };

export const RunningSession: Story = {
  args: { drawer: running },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Drawer Open' })).toBeVisible();
    await expect(canvas.getByText('Opened Nov 27, 2026, 9:00 AM by Store Owner')).toBeVisible();
    await expect(canvas.getByText('$179.92')).toBeVisible();
    await expect(canvas.getByText('Window cleaning · Nov 27, 2026, 11:45 AM')).toBeVisible();
    await expect(canvas.getByText('3 sales in this session')).toBeVisible();
  },
};
export const RunningSessionOnAPhone: Story = { ...RunningSession, globals: phone };
export const RunningSessionOnATablet: Story = { ...RunningSession, globals: tablet };

/** Paid Out: the amount and the reason, recorded with both. */
export const PaidOutDialog: Story = {
  args: { drawer: running },
  play: async ({ canvas, args }) => {
    await press(canvas.getByRole('button', { name: 'Paid Out' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Paid Out' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Amount' }), '3');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Window cleaning');
    await press(dialog.getByRole('button', { name: 'Record Paid Out' }));
    await waitFor(() =>
      expect(args.onCash).toHaveBeenCalledWith({ kind: 'out', amount: 300, reason: 'Window cleaning' }),
    );
    // More than the drawer holds is refused on the field, as typed.
    await press(canvas.getByRole('button', { name: 'Paid Out' }));
    const again = within(await body().findByRole('dialog', { name: 'Paid Out' }));
    await userEvent.type(again.getByRole('textbox', { name: 'Amount' }), '500');
    await userEvent.type(again.getByRole('textbox', { name: 'Reason' }), 'Rent');
    await press(again.getByRole('button', { name: 'Record Paid Out' }));
    await expect(await again.findByText('The drawer holds only $179.92')).toBeVisible();
  },
};
export const PaidOutDialogOnAPhone: Story = { ...PaidOutDialog, globals: phone };
export const PaidOutDialogOnATablet: Story = { ...PaidOutDialog, globals: tablet };

/** Close Drawer: expected, counted and the variance shown as the count is typed, before confirming. */
export const CloseWithVariance: Story = {
  args: { drawer: running },
  play: async ({ canvas }) => {
    await press(canvas.getByRole('button', { name: 'Close Drawer' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Close Drawer' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Counted Cash' }), '179.46');
    await expect(dialog.getByText('$179.92')).toBeVisible();
    await expect(dialog.getByText('$179.46')).toBeVisible();
    await expect(dialog.getByText('-$0.46')).toBeVisible();
  },
};
export const CloseWithVarianceOnAPhone: Story = { ...CloseWithVariance, globals: phone };
export const CloseWithVarianceOnATablet: Story = { ...CloseWithVariance, globals: tablet };

/** Closed: the Z report, as the 80 mm printer prints it. */
export const ZReport: Story = {
  args: { drawer: running },
  play: async ({ canvas, args }) => {
    await press(canvas.getByRole('button', { name: 'Close Drawer' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Close Drawer' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Counted Cash' }), '179.46');
    await press(dialog.getByRole('button', { name: 'Close Drawer' }));
    await waitFor(() => expect(args.onCloseDrawer).toHaveBeenCalledWith({ amount: 17_946 }));
    const report = within(await body().findByRole('dialog', { name: 'Z Report' }));
    const slip = report.getByRole('document', { name: 'Z Report' });
    await expect(slip).toHaveTextContent(/Variance\s+-\$0\.46/);
    await expect(slip).toHaveTextContent(/Expected in drawer\s+\$179\.92/);
    await expect(slip).toHaveTextContent(/Paid in\s+\$5\.00\s+Paid out\s+-\$3\.00/);
    await expect(report.getByRole('button', { name: 'Print Z Report' })).toBeVisible();
  },
};
export const ZReportOnAPhone: Story = { ...ZReport, globals: phone };
export const ZReportOnATablet: Story = { ...ZReport, globals: tablet };

/** Owners and managers: every session, newest first, each opening its Z report. */
export const SessionsList: Story = {
  args: {
    drawer: null,
    sessions: { items: summaries },
    onViewSession: fn(async () => closed),
  },
  play: async ({ canvas, args }) => {
    const list = within(canvas.getByRole('grid', { name: 'Drawer sessions' }));
    const rows = list.getAllByRole('row');
    await expect(rows).toHaveLength(2);
    await expect(within(rows[0] as HTMLElement).getByText('Open')).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText(/Variance -\$0\.46/)).toBeVisible();
    await press(
      within(rows[1] as HTMLElement).getByRole('button', { name: /View the report of Store Owner/ }),
    );
    await waitFor(() => expect(args.onViewSession).toHaveBeenCalledWith(closed.id));
    const report = await body().findByRole('dialog', { name: 'Z Report' });
    await waitFor(() => expect(report).toBeVisible());
  },
};
export const SessionsListOnAPhone: Story = { ...SessionsList, globals: phone };
export const SessionsListOnATablet: Story = { ...SessionsList, globals: tablet };
