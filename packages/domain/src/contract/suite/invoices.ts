// The contract suite's part on invoices: issued for a sale to a customer on record, numbered
// without gaps per location and year, frozen; credit notes that cancel them; payments that settle
// them, an overpayment kept as the customer's store credit.
import { describe, expect, it } from 'vitest';
import type { WarehouseApi } from '../contract';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { cashSale, rejection, type SuiteContext } from './fixtures';

// One Illustrated World Atlas: 35.99 + 8.25% tax (2.97) = 38.96.
const ATLAS = 3896;
const YEAR = '2024';

/**
 * A sale at the till to a customer on record, not paid yet (an order for Store Pickup, paid when
 * collected): an atlas for each of `atlases`. Its invoice is owed in full.
 */
const saleTo = async (a: WarehouseApi, customerId: string, atlases = 1) =>
  (
    await a.recordSale({
      ...cashSale(['P012', atlases]),
      choice: { kind: 'delivery', option: 'pickup' },
      customerId,
    })
  ).sale.id;

/** A sale paid at the till (cash) to a customer on record: an atlas for each of `atlases`. */
const paidSaleTo = async (a: WarehouseApi, customerId: string, atlases = 1) =>
  (await a.recordSale({ ...cashSale(['P012', atlases]), customerId })).sale.id;

export function invoicesSuite({ api }: SuiteContext): void {
  describe('Data contract: invoices', () => {
    it('issues an invoice for a till sale to a customer, numbered per location and year, frozen as issued', async () => {
      const a = await api();
      const saleId = await saleTo(a, 'CUST-001');
      const { invoice, creditNotes, payments } = await a.issueInvoice(saleId);
      expect(invoice).toMatchObject({
        number: `INV-DS-${YEAR}-000001`,
        saleId,
        customerId: 'CUST-001',
        customer: { name: 'John Smith', email: 'john.smith@example.com', address: '123 Main St, Downtown' },
        issueDate: '2024-02-01',
        dueDate: '2024-02-01',
        termsDays: 0,
        subtotal: 3599,
        tax: 297,
        total: ATLAS,
        paid: 0,
        credited: 0,
        balance: ATLAS,
        status: 'issued',
      });
      expect(invoice.lines).toEqual([
        {
          lineNo: 1,
          itemId: 'P012',
          name: expect.any(String),
          price: 3599,
          quantity: 1,
          discount: 0,
          tax: 297,
          total: ATLAS,
        },
      ]);
      expect(invoice.business.name).toBe((await a.getSettings()).general.warehouseName);
      expect([creditNotes, payments]).toEqual([[], []]);
      expect((await a.getSale(saleId)).invoiceNumber).toBe(invoice.number);
      const next = await a.issueInvoice(await saleTo(a, 'CUST-002'));
      expect(next.invoice.number).toBe(`INV-DS-${YEAR}-000002`);
      expect(await a.getInvoice(invoice.number)).toEqual(await a.getInvoice(invoice.number));
      expect((await a.getInvoice(invoice.number)).invoice).toEqual(invoice);
    });

    it('an invoice of a sale paid at the till is Paid from the start: nothing is owed, and the statement shows the till paying it', async () => {
      const a = await api();
      const saleId = await paidSaleTo(a, 'CUST-001');
      const { invoice } = await a.issueInvoice(saleId);
      expect(invoice).toMatchObject({
        total: ATLAS,
        paidAtSale: ATLAS,
        paid: ATLAS,
        balance: 0,
        status: 'paid',
      });
      expect(await a.listInvoices({ status: 'paid' })).toMatchObject({ items: [{ number: invoice.number }] });
      expect((await a.getMenuBadges()).invoices).toBe(0);
      const statement = await a.getCustomerStatement('CUST-001');
      expect(statement.lines.map((line) => [line.reference, line.amount, line.balance])).toEqual([
        [invoice.number, ATLAS, ATLAS],
        [saleId, -ATLAS, 0],
      ]);
      expect(statement.closingBalance).toBe(0);
    });

    it('keeps the business details it was issued with when Settings change after', async () => {
      const a = await api();
      const { invoice } = await a.issueInvoice(await saleTo(a, 'CUST-001'));
      const settings = await a.getSettings();
      await a.saveSettings({ ...settings, general: { ...settings.general, warehouseName: 'Renamed Ltd' } });
      expect((await a.getInvoice(invoice.number)).invoice.business.name).toBe(settings.general.warehouseName);
    });

    it('refuses a second invoice of a sale, a sale without a customer on record, and an unknown sale', async () => {
      const a = await api();
      const saleId = await saleTo(a, 'CUST-001');
      await a.issueInvoice(saleId);
      const again = await rejection(a.issueInvoice(saleId));
      expect(again).toBeInstanceOf(ConflictError);
      expect(again).toMatchObject({ code: 'wrong_status', message: 'This sale has an invoice already' });
      const walkIn = (await a.recordSale(cashSale(['P012', 1]))).sale.id;
      expect(await rejection(a.issueInvoice(walkIn))).toMatchObject({
        code: 'wrong_status',
        message: 'An invoice needs a sale to a customer on record',
      });
      expect(await rejection(a.issueInvoice('ORD-NOPE'))).toBeInstanceOf(NotFoundError);
      // A refused issue takes no number: the next is the one after the first.
      const { invoice } = await a.issueInvoice(await saleTo(a, 'CUST-002'));
      expect(invoice.number).toBe(`INV-DS-${YEAR}-000002`);
    });

    it('lists invoices newest first, searched by number or customer, filtered by status and day', async () => {
      const a = await api();
      const first = (await a.issueInvoice(await saleTo(a, 'CUST-001'))).invoice;
      const second = (await a.issueInvoice(await saleTo(a, 'CUST-002'))).invoice;
      const all = await a.listInvoices();
      expect(all.items.map((row) => row.number)).toEqual([second.number, first.number]);
      expect(all.items[1]).toEqual({
        number: first.number,
        saleId: first.saleId,
        customerId: 'CUST-001',
        customerName: 'John Smith',
        issueDate: '2024-02-01',
        dueDate: '2024-02-01',
        total: ATLAS,
        balance: ATLAS,
        status: 'issued',
        currency: 'USD',
      });
      expect((await a.listInvoices({ search: 'sarah' })).items.map((row) => row.number)).toEqual([
        second.number,
      ]);
      expect((await a.listInvoices({ search: '000001' })).items.map((row) => row.number)).toEqual([
        first.number,
      ]);
      await a.recordPayment({
        customerId: 'CUST-001',
        method: 'bankTransfer',
        amount: ATLAS,
        date: '2024-02-01',
        invoices: [first.number],
      });
      expect((await a.listInvoices({ status: 'paid' })).items.map((row) => row.number)).toEqual([
        first.number,
      ]);
      expect((await a.listInvoices({ status: 'issued' })).items.map((row) => row.number)).toEqual([
        second.number,
      ]);
      expect((await a.listInvoices({ from: '2024-02-02' })).items).toEqual([]);
      const page = await a.listInvoices({ limit: 1 });
      expect(page).toMatchObject({ total: 2, items: [{ number: second.number }] });
      expect((await a.listInvoices({ limit: 1, cursor: page.nextCursor ?? '' })).items[0]?.number).toBe(
        first.number,
      );
    });
  });

  describe('Data contract: the menu’s Invoices badge', () => {
    it('counts the invoices that still owe (issued, partly paid, overdue), not those paid or credited', async () => {
      const a = await api();
      expect((await a.getMenuBadges()).invoices).toBe(0);
      const [one, two, three] = [
        (await a.issueInvoice(await saleTo(a, 'CUST-001'))).invoice,
        (await a.issueInvoice(await saleTo(a, 'CUST-001'))).invoice,
        (await a.issueInvoice(await saleTo(a, 'CUST-002'))).invoice,
      ];
      expect((await a.getMenuBadges()).invoices).toBe(3);
      const pay = { customerId: 'CUST-001', method: 'cash' as const, date: '2024-02-01' };
      await a.recordPayment({ ...pay, amount: 100, invoices: [one.number] });
      expect((await a.getMenuBadges()).invoices).toBe(3);
      await a.recordPayment({ ...pay, amount: ATLAS, invoices: [two.number] });
      await a.issueCreditNote(three.number, { reason: 'Cancelled' });
      expect((await a.getMenuBadges()).invoices).toBe(1);
      expect(
        (await a.listInvoices()).items.filter((row) => row.balance > 0).map((row) => row.number),
      ).toEqual([one.number]);
    });
  });

  describe('Data contract: payments against invoices', () => {
    it('a partial payment leaves it Partially Paid, the rest Paid; one payment settles several invoices', async () => {
      const a = await api();
      const one = (await a.issueInvoice(await saleTo(a, 'CUST-001'))).invoice;
      const two = (await a.issueInvoice(await saleTo(a, 'CUST-001'))).invoice;
      const part = await a.recordPayment({
        customerId: 'CUST-001',
        method: 'cash',
        amount: 1000,
        reference: ' first part ',
        date: '2024-02-01',
        invoices: [one.number],
      });
      expect(part).toMatchObject({
        kind: 'invoice_payment',
        amount: 1000,
        reference: 'first part',
        allocations: [{ invoiceNumber: one.number, amount: 1000 }],
        storeCredit: 0,
      });
      expect((await a.getInvoice(one.number)).invoice).toMatchObject({
        paid: 1000,
        balance: ATLAS - 1000,
        status: 'partiallyPaid',
      });
      const rest = await a.recordPayment({
        customerId: 'CUST-001',
        method: 'card',
        amount: ATLAS - 1000 + ATLAS,
        date: '2024-02-01',
        invoices: [one.number, two.number],
      });
      expect(rest.allocations).toEqual([
        { invoiceNumber: one.number, amount: ATLAS - 1000 },
        { invoiceNumber: two.number, amount: ATLAS },
      ]);
      for (const number of [one.number, two.number]) {
        expect((await a.getInvoice(number)).invoice).toMatchObject({ balance: 0, status: 'paid' });
      }
      const detail = await a.getInvoice(one.number);
      expect(detail.payments.map((p) => p.allocated)).toEqual([1000, ATLAS - 1000]);
    });

    it('an overpayment becomes the customer’s store credit', async () => {
      const a = await api();
      const { invoice } = await a.issueInvoice(await saleTo(a, 'CUST-001'));
      const paid = await a.recordPayment({
        customerId: 'CUST-001',
        method: 'bankTransfer',
        amount: ATLAS + 500,
        date: '2024-02-01',
        invoices: [invoice.number],
      });
      expect(paid).toMatchObject({
        allocations: [{ invoiceNumber: invoice.number, amount: ATLAS }],
        storeCredit: 500,
      });
      expect((await a.getInvoice(invoice.number)).invoice.status).toBe('paid');
    });

    it('refuses an amount of nothing, an invoice of another customer, and one paid already; records nothing', async () => {
      const a = await api();
      const { invoice } = await a.issueInvoice(await saleTo(a, 'CUST-001'));
      const base = {
        customerId: 'CUST-001',
        method: 'cash' as const,
        date: '2024-02-01',
        invoices: [invoice.number],
      };
      const none = await rejection(a.recordPayment({ ...base, amount: 0 }));
      expect(none).toBeInstanceOf(ValidationError);
      expect((none as ValidationError).fieldErrors).toEqual({ amount: 'Enter an amount above 0' });
      const other = await rejection(a.recordPayment({ ...base, customerId: 'CUST-002', amount: 100 }));
      expect((other as ValidationError).fieldErrors).toEqual({
        invoices: `${invoice.number} is not an invoice of this customer`,
      });
      expect((await a.getInvoice(invoice.number)).invoice.paid).toBe(0);
      await a.recordPayment({ ...base, amount: ATLAS });
      const twice = await rejection(a.recordPayment({ ...base, amount: 100 }));
      expect((twice as ValidationError).fieldErrors).toEqual({
        invoices: `${invoice.number} is paid already`,
      });
      expect(
        await rejection(a.recordPayment({ ...base, customerId: 'CUST-NOPE', amount: 100 })),
      ).toBeInstanceOf(NotFoundError);
    });
  });

  describe('Data contract: credit notes', () => {
    it('cancels part of an invoice, then the rest (Credited), each with the next CN number', async () => {
      const a = await api();
      const { invoice } = await a.issueInvoice(await saleTo(a, 'CUST-001', 3));
      expect(invoice.total).toBe(3 * 3599 + 891);
      const part = await a.issueCreditNote(invoice.number, {
        lines: [{ lineNo: 1, quantity: 1 }],
        reason: 'Damaged',
      });
      expect(part.creditNotes).toMatchObject([
        {
          number: `CN-DS-${YEAR}-000001`,
          invoiceNumber: invoice.number,
          reason: 'Damaged',
          lines: [{ lineNo: 1, quantity: 1, amount: Math.round(invoice.total / 3) }],
          amount: Math.round(invoice.total / 3),
          storeCredit: 0,
        },
      ]);
      expect(part.invoice).toMatchObject({
        credited: Math.round(invoice.total / 3),
        balance: invoice.total - Math.round(invoice.total / 3),
        status: 'issued',
      });
      const over = await rejection(
        a.issueCreditNote(invoice.number, { lines: [{ lineNo: 1, quantity: 3 }], reason: 'Again' }),
      );
      expect((over as ValidationError).fieldErrors).toEqual({ 'line.1': 'At most 2 left to credit' });
      const rest = await a.issueCreditNote(invoice.number, { reason: 'Cancelled' });
      expect(rest.creditNotes[0]).toMatchObject({ number: `CN-DS-${YEAR}-000002`, lines: [{ quantity: 2 }] });
      expect(rest.invoice).toMatchObject({ credited: invoice.total, balance: 0, status: 'credited' });
      expect(await rejection(a.issueCreditNote(invoice.number, { reason: 'Third' }))).toMatchObject({
        code: 'wrong_status',
        message: 'This invoice has been credited in full',
      });
    });

    it('credits a paid invoice: what was paid becomes store credit', async () => {
      const a = await api();
      const { invoice } = await a.issueInvoice(await saleTo(a, 'CUST-001'));
      await a.recordPayment({
        customerId: 'CUST-001',
        method: 'cash',
        amount: ATLAS,
        date: '2024-02-01',
        invoices: [invoice.number],
      });
      const credited = await a.issueCreditNote(invoice.number, { reason: 'Returned' });
      expect(credited.creditNotes[0]).toMatchObject({ amount: ATLAS, storeCredit: ATLAS });
      expect(credited.invoice).toMatchObject({ paid: 0, credited: ATLAS, balance: 0, status: 'credited' });
    });

    it('refuses a credit note without a reason', async () => {
      const a = await api();
      const { invoice } = await a.issueInvoice(await saleTo(a, 'CUST-001'));
      const error = await rejection(a.issueCreditNote(invoice.number, { reason: '  ' }));
      expect((error as ValidationError).fieldErrors).toEqual({ reason: 'Enter a reason' });
      expect((await a.getInvoice(invoice.number)).creditNotes).toEqual([]);
    });
  });

  describe('Data contract: sales on account', () => {
    const john = {
      name: 'John Smith',
      phone: '+1 (555) 123-4567',
      email: 'john.smith@example.com',
      address: '123 Main St, Downtown',
    };
    const onAccount = (customerId?: string) => ({
      ...cashSale(['P012', 1]),
      choice: { kind: 'account' as const },
      ...(customerId ? { customerId } : {}),
    });
    const newest = async (a: WarehouseApi) => (await a.listSales({ limit: 1 })).items[0]?.id;

    it('a customer gets payment terms and a credit limit (none by default), checked by the form', async () => {
      const a = await api();
      expect(await a.getCustomer('CUST-001')).not.toHaveProperty('paymentTermsDays');
      const saved = await a.updateCustomer('CUST-001', {
        ...john,
        paymentTermsDays: '30',
        creditLimit: '500',
      });
      expect(saved).toMatchObject({ paymentTermsDays: 30, creditLimit: 50_000 });
      expect(await a.getCustomer('CUST-001')).toMatchObject({ paymentTermsDays: 30, creditLimit: 50_000 });
      const error = await rejection(
        a.updateCustomer('CUST-001', { ...john, paymentTermsDays: '30.5', creditLimit: '-1' }),
      );
      expect((error as ValidationError).fieldErrors).toEqual({
        paymentTermsDays: 'Enter a whole number of days from 0 to 365, or leave it blank',
        creditLimit: 'Enter an amount of 0 or more, or leave it blank',
      });
      const cleared = await a.updateCustomer('CUST-001', { ...john, paymentTermsDays: '', creditLimit: '' });
      expect(cleared).not.toHaveProperty('paymentTermsDays');
      expect(cleared).not.toHaveProperty('creditLimit');
    });

    it('sells on account with no tender and issues an unpaid invoice due by the customer’s terms', async () => {
      const a = await api();
      await a.updateCustomer('CUST-001', { ...john, paymentTermsDays: '30' });
      const { sale } = await a.recordSale(onAccount('CUST-001'));
      expect(sale).toMatchObject({
        paymentMethod: 'account',
        status: 'completed',
        amount: ATLAS,
        customerId: 'CUST-001',
      });
      const [invoice] = (await a.listInvoices()).items;
      expect(invoice).toMatchObject({
        number: `INV-DS-${YEAR}-000001`,
        saleId: sale.id,
        dueDate: '2024-03-02',
        total: ATLAS,
        balance: ATLAS,
        status: 'issued',
      });
      expect((await a.getSale(sale.id)).money?.tenders).toEqual([]);
    });

    it('sent again under its key, a sale on account is recorded once, with one invoice', async () => {
      const a = await api();
      await a.updateCustomer('CUST-001', { ...john, paymentTermsDays: '30' });
      const sale = onAccount('CUST-001');
      const first = await a.recordSale(sale);
      expect(await a.recordSale(sale)).toEqual(first);
      expect((await a.listInvoices()).items.map((row) => row.saleId)).toEqual([first.sale.id]);
    });

    it('refuses a sale on account to a walk-in or to a customer without terms, recording nothing', async () => {
      const a = await api();
      const before = await newest(a);
      expect(await rejection(a.recordSale(onAccount()))).toMatchObject({
        code: 'wrong_status',
        message: 'Choose a customer on record to sell on account',
      });
      expect(await rejection(a.recordSale(onAccount('CUST-002')))).toMatchObject({
        code: 'wrong_status',
        message:
          'Sarah Johnson has no payment terms: give them terms on the Customers screen to sell on account',
      });
      expect(await newest(a)).toBe(before);
      expect((await a.listInvoices()).items).toEqual([]);
    });

    it('refuses a sale that would take the customer over their credit limit, naming the limit, what they owe and the sale', async () => {
      const a = await api();
      await a.updateCustomer('CUST-001', { ...john, paymentTermsDays: '30', creditLimit: '50' });
      await a.recordSale(onAccount('CUST-001'));
      const before = await newest(a);
      const refused = await rejection(a.recordSale(onAccount('CUST-001')));
      expect(refused).toBeInstanceOf(ConflictError);
      expect(refused).toMatchObject({
        code: 'over_credit_limit',
        message: 'Credit limit $50.00: owes $38.96, this sale $38.96',
      });
      expect(await newest(a)).toBe(before);
      expect((await a.listInvoices()).total).toBe(1);
      // Paid, the account has room again.
      const [owing] = (await a.listInvoices()).items;
      await a.recordPayment({
        customerId: 'CUST-001',
        method: 'cash',
        amount: ATLAS,
        date: '2024-02-01',
        invoices: [owing?.number ?? ''],
      });
      expect((await a.recordSale(onAccount('CUST-001'))).sale.paymentMethod).toBe('account');
    });
  });
}
