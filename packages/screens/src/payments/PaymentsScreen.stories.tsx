import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PaymentRecord, PaymentTotals } from '@warehouse/domain/payments';
import { sampleCustomers } from '@warehouse/domain/sample';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaymentsScreen } from './PaymentsScreen';

// A day at the sample's till: a cash sale with change, a card sale, a card refund, paid in and out,
// and a payment against an invoice.
const DAY = '2026-03-10';
const [john, sarah] = sampleCustomers as [(typeof sampleCustomers)[number], (typeof sampleCustomers)[number]];
let count = 0;
const record = (fields: Partial<PaymentRecord> & Pick<PaymentRecord, 'kind' | 'method' | 'amount'>) => {
  count += 1;
  return {
    id: `pay-${count}`,
    day: DAY,
    recordedAt: `${DAY}T${String(9 + count).padStart(2, '0')}:15:00.000Z`,
    recordedBy: 'owner@example.com',
    document: null,
    saleId: null,
    returnId: null,
    customerId: null,
    customerName: null,
    drawerSessionId: null,
    reference: null,
    ...fields,
  } satisfies PaymentRecord;
};
const walkIn = { customerName: 'Walk-in Customer' };
const payments: PaymentRecord[] = [
  record({ kind: 'sale', method: 'cash', amount: 5000, document: 'ORD-2041', saleId: 'ORD-2041', ...walkIn }),
  record({
    kind: 'change',
    method: 'cash',
    amount: -1104,
    document: 'ORD-2041',
    saleId: 'ORD-2041',
    ...walkIn,
  }),
  record({
    kind: 'sale',
    method: 'card',
    amount: 7792,
    document: 'ORD-2042',
    saleId: 'ORD-2042',
    customerId: john.id,
    customerName: john.name,
    reference: '4242',
  }),
  record({ kind: 'paid_in', method: 'cash', amount: 2000, reference: 'Coins for the float' }),
  record({
    kind: 'refund',
    method: 'card',
    amount: -3896,
    document: 'RET-0007',
    saleId: 'ORD-2042',
    returnId: 'RET-0007',
    customerId: john.id,
    customerName: john.name,
  }),
  record({ kind: 'paid_out', method: 'cash', amount: -1250, reference: 'Window cleaner' }),
  record({
    kind: 'invoice_payment',
    method: 'bankTransfer',
    amount: 12_500,
    document: 'INV-DS-2026-000002',
    customerId: sarah.id,
    customerName: sarah.name,
    reference: 'TRF 55120',
  }),
].reverse();
const totals: PaymentTotals = {
  day: DAY,
  byMethod: [
    { method: 'cash', amount: 5000 - 1104 + 2000 - 1250 },
    { method: 'card', amount: 7792 - 3896 },
    { method: 'mobile', amount: 0 },
    { method: 'bankTransfer', amount: 12_500 },
    { method: 'cheque', amount: 0 },
    { method: 'storeCredit', amount: 0 },
  ],
  drawerCash: 5000 - 1104 + 2000 - 1250,
  count: payments.length,
};
const NO_FILTERS = { method: '', kind: '', customerId: '', from: '', to: '' } as const;

const meta = {
  title: 'Screens/Payments/PaymentsScreen',
  component: PaymentsScreen,
  parameters: { padded: false },
  args: {
    payments,
    totals,
    customers: sampleCustomers.map(({ id, name }) => ({ id, name })),
    filters: NO_FILTERS,
    onFiltersChange: fn(),
    onQueryChange: fn(),
  },
} satisfies Meta<typeof PaymentsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const phone = { viewport: { value: 'phone' } };
const tablet = { viewport: { value: 'tablet' } };

/** Every payment newest first, money out shown negative; the day's totals by method above. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Totals for Mar 10, 2026' })).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Cash' })).getByText('$46.46')).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Card' })).getByText('$38.96')).toBeVisible();
    await expect(
      within(canvas.getByRole('region', { name: 'Bank Transfer' })).getByText('$125.00'),
    ).toBeVisible();
    const table = canvas.getByRole('grid', { name: 'All Payments' });
    await expect(within(table).getAllByRole('row')).toHaveLength(payments.length + 1);
    const refund = within(table).getByRole('row', { name: /RET-0007/ });
    await expect(within(refund).getByText('Refund')).toBeVisible();
    await expect(within(refund).getByText('−$38.96')).toBeVisible();
    const change = within(table).getByRole('row', { name: /Change/ });
    await expect(within(change).getByText('−$11.04')).toBeVisible();
    await expect(within(table).getByText('Window cleaner')).toBeVisible();
  },
};
export const OnAPhone: Story = {
  ...Default,
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await expect(canvas.getByText('RET-0007')).toBeVisible();
    await expect(canvas.getByText('−$38.96')).toBeVisible();
  },
};
export const OnATablet: Story = {
  ...Default,
  globals: tablet,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'All Payments' });
    await expect(within(table).getByRole('row', { name: /RET-0007/ })).toBeVisible();
    await expect(within(table).getByText('−$38.96')).toBeVisible();
  },
};

/** The filters say what they are set to and call back with one changed. */
export const Filtered: Story = {
  args: {
    payments: payments.filter((payment) => payment.method === 'card'),
    filters: { ...NO_FILTERS, method: 'card', from: DAY, to: DAY },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Card Method' })).toBeVisible();
    await expect(within(canvas.getByRole('grid', { name: 'All Payments' })).getAllByRole('row')).toHaveLength(
      3,
    );
    await userEvent.click(canvas.getByRole('button', { name: /Kind/ }));
    await userEvent.click(body.getByRole('option', { name: 'Refund' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      ...NO_FILTERS,
      method: 'card',
      kind: 'refund',
      from: DAY,
      to: DAY,
    });
  },
};

/** Nothing recorded yet. */
export const Empty: Story = {
  args: {
    payments: [],
    totals: {
      ...totals,
      byMethod: totals.byMethod.map((each) => ({ ...each, amount: 0 })),
      drawerCash: 0,
      count: 0,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No payments found')).toBeVisible();
    await expect(
      canvas.getByText('Payments appear here as sales, refunds and invoice payments are recorded.'),
    ).toBeVisible();
  },
};

/** Loading: skeletons for the totals and the list. */
export const Loading: Story = {
  args: { payments: [], totals: undefined, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Totals for the day' })).toBeVisible();
  },
};
