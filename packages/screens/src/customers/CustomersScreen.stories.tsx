import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConflictError } from '@warehouse/domain/contract';
import { customerStatement } from '@warehouse/domain/invoices';
import { CUSTOMER_MESSAGES } from '@warehouse/domain/people';
import { sampleCustomers, sampleTillSettings } from '@warehouse/domain/sample';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectExportMenu, exportHrefOf } from '../shared/exportStory';
import { fitsTheWindow } from '../shared/fitsTheWindow';
import { CustomersScreen } from './CustomersScreen';

const meta = {
  title: 'Screens/Customers/CustomersScreen',
  component: CustomersScreen,
  args: {
    customers: sampleCustomers,
    onQueryChange: fn(),
    onCreate: fn(),
    onUpdate: fn(),
    onArchive: fn(),
    onViewStatement: fn(),
    onStatementClose: fn(),
    salesHref: (customer) => `/sales?customer=${customer.id}`,
  },
} satisfies Meta<typeof CustomersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const cards = () => within(document.body).queryAllByRole('article');

/** One card per customer: initials, "Customer since" the year of their first order, contact details and order figures. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await expect(cards()).toHaveLength(sampleCustomers.length);
    const card = within(canvas.getByRole('article', { name: 'John Smith' }));
    await expect(card.getByRole('img', { name: 'John Smith' })).toHaveTextContent('JS');
    await expect(card.getByText('Customer since 2023')).toBeVisible();
    await expect(card.getByText('john.smith@example.com')).toBeVisible();
    await expect(card.getByText('+1 (555) 123-4567')).toBeVisible();
    await expect(card.getByText('123 Main St, Downtown')).toBeVisible();
    await expect(card.getByText('24')).toBeVisible();
    await expect(card.getByText('$2,459.75')).toBeVisible();
    await expect(card.getByText('Jan 15, 2024')).toBeVisible();
    // Amanda Taylor's one order was in 2024.
    await expect(
      within(canvas.getByRole('article', { name: 'Amanda Taylor' })).getByText('Customer since 2024'),
    ).toBeVisible();
    // Totals always show 2 decimals.
    await expect(
      within(canvas.getByRole('article', { name: 'Michael Brown' })).getByText('$5,870.00'),
    ).toBeVisible();
    // Issue 37: each card opens the customer's sales, and is edited or archived from there.
    await expect(card.getByRole('link', { name: 'View Sales of John Smith' })).toHaveAttribute(
      'href',
      '/sales?customer=CUST-001',
    );
    await expect(card.getByRole('button', { name: 'Edit John Smith' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Archive John Smith' })).toBeVisible();
    // An owner or manager prints the customer's statement from the card.
    await expect(card.getByRole('button', { name: 'Statement of John Smith' })).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

const body = within(document.body);

/** Issue 38: a customer holding store credit (an overpayment, a credit note, a refund to it) sees it on their card. */
export const WithStoreCredit: Story = {
  args: {
    customers: sampleCustomers.map((customer) =>
      customer.id === 'CUST-001' ? { ...customer, storeCredit: 1250 } : customer,
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('article', { name: 'John Smith' })).getByText('Store credit $12.50'),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('article', { name: 'Sarah Johnson' })).queryByText(/^Store credit/),
    ).toBeNull();
  },
};

/** Issue 37: "Add Customer" asks for a name and a phone or an email, and sends what was typed once it is right. */
export const AddCustomer: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Customer' }));
    const dialog = await body.findByRole('dialog', { name: 'Add Customer' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Address' }), '9 Birch Rd');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Customer' }));
    await expect(await within(dialog).findByText(CUSTOMER_MESSAGES.nameRequired)).toBeVisible();
    await expect(within(dialog).getAllByText(CUSTOMER_MESSAGES.contactRequired)).toHaveLength(2);
    await expect(args.onCreate).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('textbox', { name: 'Address' })).toHaveValue('9 Birch Rd');

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Ana Ruiz');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '555 010 2030');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Customer' }));
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith({
        name: 'Ana Ruiz',
        phone: '555 010 2030',
        email: '',
        address: '9 Birch Rd',
      }),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Issue 37: an email another customer has is refused on its field; the dialog keeps what was typed. */
export const AddRefusedAsDuplicate: Story = {
  args: {
    onCreate: fn(async () => {
      throw new ConflictError(
        'duplicate_customer',
        { title: 'Customer Already Exists', message: CUSTOMER_MESSAGES.emailTaken, destructive: true },
        { email: CUSTOMER_MESSAGES.emailTaken },
      );
    }),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Customer' }));
    const dialog = await body.findByRole('dialog', { name: 'Add Customer' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Johnny Smith');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'John.Smith@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Customer' }));
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledTimes(1));
    await expect(await within(dialog).findByText(CUSTOMER_MESSAGES.emailTaken)).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Johnny Smith');
    await expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue(
      'John.Smith@example.com',
    );
  },
};

/** Issue 37: "Edit" starts from the customer as saved. */
export const EditCustomer: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Emily Davis' }));
    const dialog = await body.findByRole('dialog', { name: 'Edit Emily Davis' });
    const address = within(dialog).getByRole('textbox', { name: 'Address' });
    await expect(address).toHaveValue('789 Pine Rd, Uptown');
    await expect(within(dialog).getByRole('textbox', { name: 'Phone' })).toHaveValue('+1 (555) 345-6789');
    await userEvent.clear(address);
    await userEvent.type(address, '1 Harbor Way');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Customer' }));
    await waitFor(() =>
      expect(args.onUpdate).toHaveBeenCalledWith(expect.objectContaining({ id: 'CUST-004' }), {
        name: 'Emily Davis',
        phone: '+1 (555) 345-6789',
        email: 'emily.davis@example.com',
        address: '1 Harbor Way',
      }),
    );
  },
};

/** Payment terms and a credit limit, what selling on account needs and holds to: a bad one is named. */
export const AccountTerms: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Emily Davis' }));
    const dialog = await body.findByRole('dialog', { name: 'Edit Emily Davis' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Payment Terms (days)' }), '30 days');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Credit Limit' }), '500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Customer' }));
    await expect(
      await within(dialog).findByText('Enter a whole number of days from 0 to 365, or leave it blank'),
    ).toBeVisible();
    await expect(args.onUpdate).not.toHaveBeenCalled();
  },
};

/** Net 30 with a limit of 500.00: sent as typed, for the domain to check again. */
export const AccountTermsSaved: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Emily Davis' }));
    const dialog = await body.findByRole('dialog', { name: 'Edit Emily Davis' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Payment Terms (days)' }), '30');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Credit Limit' }), '500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Customer' }));
    await waitFor(() =>
      expect(args.onUpdate).toHaveBeenCalledWith(
        expect.objectContaining({ id: 'CUST-004' }),
        expect.objectContaining({ paymentTermsDays: '30', creditLimit: '500' }),
      ),
    );
  },
};

/** Issue 37: "Archive" asks first, saying the customer's sales are kept. */
export const ArchiveConfirm: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Archive David Wilson' }));
    const dialog = await body.findByRole('dialog', { name: 'Archive Customer' });
    await expect(dialog).toHaveTextContent('Archive David Wilson?');
    await expect(dialog).toHaveTextContent('Their sales stay in Sales');
    await expect(args.onArchive).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(args.onArchive).toHaveBeenCalledWith(expect.objectContaining({ id: 'CUST-005' })),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** A cashier adds and edits customers but does not archive them, nor see their statements (payments are the managers'). */
export const AsACashier: Story = {
  args: { onArchive: undefined, onViewStatement: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add Customer' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit John Smith' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Archive/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Statement/ })).toBeNull();
  },
};

// John Smith's account: an invoice on Net 30, a part paid by bank transfer, one atlas credited.
const john = sampleCustomers[0] as (typeof sampleCustomers)[number];
const johnStatement = customerStatement(
  {
    invoices: [
      {
        number: 'INV-DS-2026-000003',
        saleId: 'ORD-2003',
        paidAtSale: 0,
        issueDate: '2026-03-02',
        issuedAt: '2026-03-02T10:00:00.000Z',
        dueDate: '2026-04-01',
        total: 7792,
      },
    ],
    payments: [
      {
        id: 'PAY-1',
        date: '2026-03-05',
        recordedAt: '2026-03-05T09:00:00.000Z',
        method: 'bankTransfer',
        reference: 'TRF 55120',
        amount: 2000,
      },
    ],
    creditNotes: [
      {
        number: 'CN-DS-2026-000001',
        invoiceNumber: 'INV-DS-2026-000003',
        issuedAt: '2026-03-09T15:00:00.000Z',
        reason: 'Damaged',
        amount: 3896,
        refunded: 0,
      },
    ],
    storeCredits: [],
  },
  { from: '2026-03-01', to: '2026-03-31' },
  {
    customerId: john.id,
    customer: { name: john.name, address: john.address, phone: john.phone, email: john.email },
    business: { ...sampleTillSettings.business },
    currency: 'USD',
    timezone: 'UTC',
    today: '2026-03-10',
  },
);
const statementArgs = {
  customerName: john.name,
  statement: johnStatement,
  period: { from: '2026-03-01', to: '2026-03-31' },
  onPeriodChange: fn(),
};

/** "Statement" on a card calls back with its customer. */
export const StatementAction: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, args }) => {
    const card = within(canvas.getByRole('article', { name: 'John Smith' }));
    await userEvent.click(card.getByRole('button', { name: 'Statement of John Smith' }));
    await expect(args.onViewStatement).toHaveBeenCalledWith(sampleCustomers[0]);
  },
};

/** A customer's statement as it prints on A4: each line with the running balance, the closing balance; the period's days chosen above it. */
export const Statement: Story = {
  args: { statement: statementArgs },
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Statement for John Smith' });
    const paper = within(dialog).getByRole('document', { name: 'Statement for John Smith' });
    await expect(paper.textContent).toContain('STATEMENT');
    await expect(paper.textContent).toContain('Mar 1, 2026 to Mar 31, 2026');
    await expect(paper.textContent).toContain('INV-DS-2026-000003');
    await expect(paper.textContent).toContain('TRF 55120');
    await expect(paper.textContent).toContain('CN-DS-2026-000001');
    await expect(paper.textContent).toMatch(/Closing Balance\s+\$18\.96/);
    await expect(within(dialog).getByRole('button', { name: 'Print A4' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expect(args.onStatementClose).toHaveBeenCalled();
  },
};
export const StatementOnAPhone: Story = {
  ...Statement,
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Statement for John Smith' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
export const StatementOnATablet: Story = {
  ...Statement,
  globals: { viewport: { value: 'tablet' } },
  play: StatementOnAPhone.play,
};

/** While the statement loads: its title, the period, a placeholder; nothing to print yet. */
export const StatementLoading: Story = {
  args: { statement: { ...statementArgs, statement: undefined } },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Statement for John Smith' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading statement');
    await expect(within(dialog).getByRole('button', { name: 'Print A4' })).toBeDisabled();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: fitsTheWindow('Customers'),
};

/** A search with no result shows a clear empty state. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search customers' }), 'nobody@nowhere');
    await expect(await canvas.findByText('No customers found')).toBeVisible();
    await expect(
      canvas.getByText('No customer’s name, phone or email matches “nobody@nowhere”.'),
    ).toBeVisible();
    await expect(cards()).toHaveLength(0);
  },
};

/** No customers at all. */
export const NoCustomers: Story = {
  args: { customers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No customers found')).toBeVisible();
    await expect(
      canvas.getByText('Customers appear here once they are added, here or at the till.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading customers');
    await expect(cards()).toHaveLength(0);
  },
};

/** Search matches the name or the email, ignoring case, or (issue 37) the phone however it is written. */
export const Searched: Story = {
  play: async ({ canvas, args }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search customers' });
    await userEvent.type(search, 'DAVIS');
    await waitFor(() => expect(cards()).toHaveLength(1));
    await expect(canvas.getByRole('article', { name: 'Emily Davis' })).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'dwilson@');
    await waitFor(() => expect(cards()).toHaveLength(1));
    await expect(canvas.getByRole('article', { name: 'David Wilson' })).toBeVisible();
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('dwilson@');
    await userEvent.clear(search);
    await userEvent.type(search, '555-345-6789');
    await waitFor(() => expect(cards()).toHaveLength(1));
    await expect(canvas.getByRole('article', { name: 'Emily Davis' })).toBeVisible();
  },
};

/** The first page of a long list (issue 18): 27 customers loaded of 816; "Show more" past them asks for the next page. */
const firstPage = Array.from({ length: 27 }, (_, index) => {
  const customer = sampleCustomers[index % sampleCustomers.length] as (typeof sampleCustomers)[number];
  return { ...customer, id: `C${1000 + index}`, name: `${customer.name} ${index + 1}` };
});
export const Paged: Story = {
  args: { customers: firstPage, total: 816, onLoadMore: fn() },
  play: async ({ canvas, args }) => {
    await expect(cards()).toHaveLength(24);
    await expect(canvas.getByText('Showing 24 of 816 customers')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    // All 27 loaded show while the next page comes.
    await waitFor(() => expect(cards()).toHaveLength(27));
    await expect(canvas.getByText('Showing 27 of 816 customers')).toBeVisible();
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    window.scrollTo(0, 0);
  },
};

/** More customers match than the server counted (issue 18: it stops at 1,000): "1,000+". */
export const CountedPastTheBound: Story = {
  args: { customers: firstPage, total: 1000, totalIsLowerBound: true, onLoadMore: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing 24 of 1,000+ customers')).toBeVisible();
  },
};

/**
 * Past where the count stopped there may be more: "Show more" stays while more is loaded or can
 * be, though as many as the count said are shown (here it stopped at 24, with 27 loaded).
 */
export const MoreThanTheCountStoppedAt: Story = {
  args: { customers: firstPage, total: 24, totalIsLowerBound: true, onLoadMore: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Showing 24 of 27+ customers')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(cards()).toHaveLength(27));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    await expect(canvas.getByText('Showing 27 of 27+ customers')).toBeVisible();
    // The snapshot from the top, as "Paged" takes it.
    window.scrollTo(0, 0);
  },
};

/** A search the server is still answering (issue 18): none of the customers loaded match, which does not yet mean none do. */
export const SearchingFurther: Story = {
  args: { isSearching: true, query: 'fischer' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading customers');
    await expect(canvas.queryByText('No customers found')).toBeNull();
    await expect(cards()).toHaveLength(0);
  },
};

/** Issue 39: "Export" downloads the customers as listed (searched) as a CSV or an Excel file. */
export const ExportMenuOpen: Story = {
  args: { exportHref: exportHrefOf('customers', 'search=sarah') },
  play: async ({ canvasElement }) => {
    await expectExportMenu(canvasElement, 'Export', exportHrefOf('customers', 'search=sarah'));
  },
};
