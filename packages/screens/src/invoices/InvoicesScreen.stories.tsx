import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  type InvoiceDetail,
  type IssuedInvoice,
  invoiceSummary,
  invoiceWithMoney,
} from '@warehouse/domain/invoices';
import { sampleCustomers, sampleTillSettings } from '@warehouse/domain/sample';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InvoicesScreen } from './InvoicesScreen';

// Invoices of the sample's customers, on the sample business's details.
const TODAY = '2026-03-10';
const issued = (
  count: number,
  customer: (typeof sampleCustomers)[number],
  issueDate: string,
  termsDays: number,
) => {
  const price = 3599;
  const tax = Math.round(price * count * 0.0825);
  const total = price * count + tax;
  const due = new Date(`${issueDate}T00:00:00Z`);
  due.setUTCDate(due.getUTCDate() + termsDays);
  const invoice: IssuedInvoice = {
    number: `INV-DS-2026-${String(count).padStart(6, '0')}`,
    saleId: `ORD-${2000 + count}`,
    customerId: customer.id,
    customer: {
      name: customer.name,
      address: customer.address,
      phone: customer.phone,
      email: customer.email,
    },
    business: { ...sampleTillSettings.business },
    issueDate,
    dueDate: due.toISOString().slice(0, 10),
    termsDays,
    lines: [
      {
        lineNo: 1,
        itemId: 'P012',
        name: 'Illustrated World Atlas',
        price,
        quantity: count,
        discount: 0,
        tax,
        total,
      },
    ],
    subtotal: price * count,
    discount: 0,
    tax,
    taxRatePercent: 8.25,
    deliveryFee: 0,
    total,
    paidAtSale: 0,
    currency: 'USD',
    issuedAt: `${issueDate}T10:00:00.000Z`,
  };
  return invoice;
};
const [john, sarah, michael] = sampleCustomers as [
  (typeof sampleCustomers)[number],
  (typeof sampleCustomers)[number],
  (typeof sampleCustomers)[number],
];
const open = invoiceWithMoney(issued(3, john, '2026-03-09', 30), 0, 0, TODAY);
const partly = invoiceWithMoney(issued(2, sarah, '2026-03-01', 30), 4000, 0, TODAY);
const overdue = invoiceWithMoney(issued(1, michael, '2026-01-20', 30), 0, 0, TODAY);
const paid = invoiceWithMoney(
  issued(4, john, '2026-01-05', 0),
  issued(4, john, '2026-01-05', 0).total,
  0,
  TODAY,
);
const credited = invoiceWithMoney(
  issued(5, sarah, '2026-01-02', 0),
  0,
  issued(5, sarah, '2026-01-02', 0).total,
  TODAY,
);
const invoices = [open, partly, overdue, paid, credited].map(invoiceSummary);

const partlyDetail: InvoiceDetail = {
  invoice: partly,
  creditNotes: [],
  payments: [
    {
      id: 'PAY-1',
      kind: 'invoice_payment',
      customerId: sarah.id,
      customerName: sarah.name,
      method: 'bankTransfer',
      amount: 4000,
      reference: 'TRF 55120',
      date: '2026-03-05',
      storeCredit: 0,
      recordedAt: '2026-03-05T09:00:00.000Z',
      recordedBy: 'owner@example.com',
      allocated: 4000,
    },
  ],
};

const meta = {
  title: 'Screens/Invoices/InvoicesScreen',
  component: InvoicesScreen,
  parameters: { padded: false },
  args: {
    invoices,
    filters: { status: '', from: '', to: '' },
    onFiltersChange: fn(),
    onQueryChange: fn(),
    onViewInvoice: fn(),
    onViewClose: fn(),
  },
} satisfies Meta<typeof InvoicesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const phone = { viewport: { value: 'phone' } };
const tablet = { viewport: { value: 'tablet' } };

/** Every invoice with its customer, total, balance, status and days; a row's View calls back. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    const table = canvas.getByRole('grid', { name: 'All Invoices' });
    await expect(within(table).getAllByRole('row')).toHaveLength(invoices.length + 1);
    const row = within(table).getByRole('row', { name: /INV-DS-2026-000002/ });
    await expect(within(row).getByText('Sarah Johnson')).toBeVisible();
    await expect(within(row).getByText('Partially Paid')).toBeVisible();
    await expect(within(table).getByText('Overdue')).toBeVisible();
    await expect(within(table).getByText('Credited')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'View INV-DS-2026-000003' }));
    await expect(args.onViewInvoice).toHaveBeenCalledWith(invoices[0]);
  },
};
export const OnAPhone: Story = {
  ...Default,
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    await expect(canvas.getByText('INV-DS-2026-000002')).toBeVisible();
  },
};
export const OnATablet: Story = { ...Default, globals: tablet };

/** The filters say what they are set to and call back with one changed. */
export const Filtered: Story = {
  args: { invoices: [invoices[2]!], filters: { status: 'overdue', from: '2026-01-01', to: '' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: /Overdue/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    await userEvent.click(body.getByRole('option', { name: 'Paid' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ status: 'paid', from: '2026-01-01', to: '' });
  },
};

/** No invoice yet. */
export const Empty: Story = {
  args: { invoices: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No invoices found')).toBeVisible();
    await expect(
      canvas.getByText('Invoices appear here once one is issued for a sale to a customer.'),
    ).toBeVisible();
  },
};

/** An invoice as it prints on A4, with Record Payment and Issue Credit Note. */
export const Detail: Story = {
  args: {
    viewing: { detail: partlyDetail, today: TODAY, onRecordPayment: fn(), onIssueCreditNote: fn() },
  },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Invoice INV-DS-2026-000002' });
    const paper = within(dialog).getByRole('document', { name: 'Invoice INV-DS-2026-000002' });
    await expect(paper.textContent).toContain('Sarah Johnson');
    await expect(paper.textContent).toContain('Balance Due');
    await expect(paper.textContent).toContain('Terms: Net 30');
    await expect(within(dialog).getByRole('button', { name: 'Record Payment' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Issue Credit Note' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Download PDF' })).toBeVisible();
  },
};
export const DetailOnAPhone: Story = { ...Detail, globals: phone };
export const DetailOnATablet: Story = { ...Detail, globals: tablet };

/** A cashier sees the invoice without paying or crediting it. */
export const DetailWithoutActions: Story = {
  args: { viewing: { detail: partlyDetail, today: TODAY } },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Invoice INV-DS-2026-000002' });
    await expect(within(dialog).queryByRole('button', { name: 'Record Payment' })).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: 'Issue Credit Note' })).toBeNull();
  },
};

/** Record Payment: the balance at first, the day today, a reference typed. */
export const RecordPayment: Story = {
  args: {
    viewing: { detail: partlyDetail, today: TODAY, onRecordPayment: fn(), initialForm: 'payment' },
  },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Record Payment' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    await expect(amount).toHaveValue(((partly.total - 4000) / 100).toFixed(2));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reference' }), 'TRF 60001');
  },
};

/** What is typed is sent, checked: a part of the balance, by bank transfer, today. */
export const RecordPaymentSent: Story = {
  ...RecordPayment,
  parameters: { screenshot: false },
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Record Payment' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '20');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reference' }), 'TRF 60001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    await waitFor(() =>
      expect(args.viewing?.onRecordPayment).toHaveBeenCalledWith({
        customerId: sarah.id,
        method: 'bankTransfer',
        amount: 2000,
        reference: 'TRF 60001',
        date: TODAY,
        invoices: [partly.number],
      }),
    );
  },
};

/** Nothing to pay: the amount's own message, nothing sent. */
export const RecordPaymentRefused: Story = {
  ...RecordPayment,
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Record Payment' });
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Amount' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    await expect(await within(dialog).findByText('Enter an amount above 0')).toBeVisible();
    await expect(args.viewing?.onRecordPayment).not.toHaveBeenCalled();
  },
};
export const RecordPaymentOnAPhone: Story = {
  ...RecordPayment,
  globals: phone,
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Record Payment' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** The customer holds store credit: Record Payment offers it, with what they hold, and it pays as much of the balance as it can. */
export const RecordPaymentFromStoreCredit: Story = {
  args: {
    viewing: {
      detail: partlyDetail,
      today: TODAY,
      storeCredit: 1250,
      onRecordPayment: fn(),
      initialForm: 'payment',
    },
  },
  play: async ({ args }) => {
    const dialog = within(await body.findByRole('dialog', { name: 'Record Payment' }));
    await userEvent.click(dialog.getByRole('button', { name: /Method/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Store Credit ($12.50 available)' }));
    await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue('12.50');
    await userEvent.click(dialog.getByRole('button', { name: 'Record Payment' }));
    await waitFor(() =>
      expect(args.viewing?.onRecordPayment).toHaveBeenCalledWith({
        customerId: sarah.id,
        method: 'storeCredit',
        amount: 1250,
        date: TODAY,
        invoices: [partly.number],
      }),
    );
  },
};

/** More store credit than the customer holds: the amount's own message, nothing sent. */
export const RecordPaymentOverStoreCredit: Story = {
  ...RecordPaymentFromStoreCredit,
  play: async ({ args }) => {
    const dialog = within(await body.findByRole('dialog', { name: 'Record Payment' }));
    await userEvent.click(dialog.getByRole('button', { name: /Method/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Store Credit ($12.50 available)' }));
    // Store credit never overpays: the dialog no longer says more becomes store credit.
    await expect(dialog.getByText(/From store credit, no more than it owes\.$/)).toBeVisible();
    const amount = dialog.getByRole('textbox', { name: 'Amount' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '20');
    await userEvent.click(dialog.getByRole('button', { name: 'Record Payment' }));
    await expect(await dialog.findByText('The customer holds $12.50 of store credit')).toBeVisible();
    await expect(args.viewing?.onRecordPayment).not.toHaveBeenCalled();
  },
};

/** Without store credit, it is not offered. */
export const RecordPaymentWithoutStoreCredit: Story = {
  ...RecordPayment,
  parameters: { screenshot: false },
  play: async () => {
    const dialog = within(await body.findByRole('dialog', { name: 'Record Payment' }));
    await userEvent.click(dialog.getByRole('button', { name: /Method/ }));
    await expect(await body.findByRole('option', { name: 'Cheque' })).toBeVisible();
    await expect(body.queryByRole('option', { name: /^Store Credit/ })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

/** Issue Credit Note: every line left at first (the whole invoice); a reason is needed. */
export const CreditNote: Story = {
  args: {
    viewing: { detail: partlyDetail, today: TODAY, onIssueCreditNote: fn(), initialForm: 'creditNote' },
  },
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Issue Credit Note' });
    await expect(within(dialog).getByRole('textbox', { name: 'Illustrated World Atlas' })).toHaveValue('2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue Credit Note' }));
    await expect(await within(dialog).findByText('Enter a reason')).toBeVisible();
    await expect(args.viewing?.onIssueCreditNote).not.toHaveBeenCalled();
  },
};

/** With a reason the whole invoice is credited: no lines named. */
export const CreditNoteSent: Story = {
  ...CreditNote,
  parameters: { screenshot: false },
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Issue Credit Note' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Damaged');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue Credit Note' }));
    await waitFor(() => expect(args.viewing?.onIssueCreditNote).toHaveBeenCalledWith({ reason: 'Damaged' }));
  },
};
export const CreditNoteOnAPhone: Story = {
  ...CreditNote,
  globals: phone,
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Issue Credit Note' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
