// The contract suite's part on customer statements (issue: "A customer's statement (invoices,
// credit notes, payments, balance) prints"): the lines in date order with a running balance (store
// credit from returns too), the opening and closing balances, the closing one what the customer
// owes less their store credit.
import { describe, expect, it } from 'vitest';
import type { WarehouseApi } from '../contract';
import { NotFoundError, ValidationError } from '../errors';
import { cashSale, rejection, type SuiteContext } from './fixtures';

// One Illustrated World Atlas: 35.99 + 8.25% tax (2.97) = 38.96; two: 71.98 + 5.94 = 77.92.
const ATLAS = 3896;
const TWO_ATLASES = 7792;
const TODAY = '2024-02-01';

const john = {
  name: 'John Smith',
  phone: '+1 (555) 123-4567',
  email: 'john.smith@example.com',
  address: '123 Main St, Downtown',
};

/** John Smith on Net 30 buys `atlases` atlases on account: the number of the invoice it issues. */
async function onAccount(a: WarehouseApi, atlases: number): Promise<string> {
  await a.updateCustomer('CUST-001', { ...john, paymentTermsDays: '30' });
  const { sale } = await a.recordSale({
    ...cashSale(['P012', atlases]),
    choice: { kind: 'account' },
    customerId: 'CUST-001',
  });
  const invoice = (await a.listInvoices()).items.find((row) => row.saleId === sale.id);
  if (!invoice) throw new Error(`no invoice of ${sale.id}`);
  return invoice.number;
}

export function statementsSuite({ api }: SuiteContext): void {
  describe('Data contract: a customer’s statement', () => {
    it('on account, then a part paid, then a credit note: each a line with the running balance; the closing balance is what they owe', async () => {
      const a = await api();
      expect(await a.getCustomerStatement('CUST-001')).toMatchObject({
        customerId: 'CUST-001',
        openingBalance: 0,
        lines: [],
        closingBalance: 0,
      });
      const number = await onAccount(a, 2);
      await a.recordPayment({
        customerId: 'CUST-001',
        method: 'bankTransfer',
        amount: 2000,
        reference: 'BT-77',
        date: TODAY,
        invoices: [number],
      });
      const { creditNotes } = await a.issueCreditNote(number, {
        lines: [{ lineNo: 1, quantity: 1 }],
        reason: 'Damaged',
      });
      const statement = await a.getCustomerStatement('CUST-001');
      expect(statement).toMatchObject({
        customerId: 'CUST-001',
        customer: { name: 'John Smith', address: '123 Main St, Downtown', email: 'john.smith@example.com' },
        business: { name: (await a.getSettings()).general.warehouseName },
        currency: 'USD',
        date: TODAY,
        to: TODAY,
        openingBalance: 0,
        closingBalance: TWO_ATLASES - 2000 - ATLAS,
      });
      expect(statement).not.toHaveProperty('from');
      expect(statement.lines).toEqual([
        {
          date: TODAY,
          kind: 'invoice',
          reference: number,
          description: 'Due Mar 2, 2024',
          amount: TWO_ATLASES,
          balance: TWO_ATLASES,
        },
        {
          date: TODAY,
          kind: 'payment',
          reference: 'BT-77',
          description: 'Bank Transfer',
          amount: -2000,
          balance: TWO_ATLASES - 2000,
        },
        {
          date: TODAY,
          kind: 'creditNote',
          reference: creditNotes[0]?.number,
          description: `${number}: Damaged`,
          amount: -ATLAS,
          balance: TWO_ATLASES - 2000 - ATLAS,
        },
      ]);
      // The books' customer balance: their open invoices less their store credit (none here).
      expect(statement.closingBalance).toBe((await a.getInvoice(number)).invoice.balance);
      // Another customer's statement has none of it.
      expect((await a.getCustomerStatement('CUST-002')).lines).toEqual([]);
    });

    it('a period starts from the balance before it; store credit takes the balance below what is owed', async () => {
      const a = await api();
      // Paid in ahead on the 15th of January, with no invoice to settle: all of it store credit.
      const ahead = await a.recordPayment({
        customerId: 'CUST-001',
        method: 'cash',
        amount: 1000,
        date: '2024-01-15',
        invoices: [],
      });
      expect(ahead.storeCredit).toBe(1000);
      const number = await onAccount(a, 1);
      const whole = await a.getCustomerStatement('CUST-001');
      expect(whole.lines.map((line) => [line.date, line.kind, line.amount, line.balance])).toEqual([
        ['2024-01-15', 'payment', -1000, -1000],
        [TODAY, 'invoice', ATLAS, ATLAS - 1000],
      ]);
      // What the invoice owes less the store credit.
      expect(whole.closingBalance).toBe((await a.getInvoice(number)).invoice.balance - ahead.storeCredit);

      const february = await a.getCustomerStatement('CUST-001', { from: TODAY });
      expect(february).toMatchObject({ from: TODAY, to: TODAY, openingBalance: -1000 });
      expect(february.lines.map((line) => line.reference)).toEqual([number]);
      expect(february.closingBalance).toBe(ATLAS - 1000);

      const january = await a.getCustomerStatement('CUST-001', { from: '2024-01-01', to: '2024-01-31' });
      expect(january).toMatchObject({ openingBalance: 0, closingBalance: -1000, to: '2024-01-31' });
      expect(january.lines.map((line) => line.kind)).toEqual(['payment']);
    });

    it('a return refunded to store credit is a line that takes its amount off: the closing balance is what they owe less what they hold', async () => {
      const a = await api();
      const number = await onAccount(a, 1);
      const { sale } = await a.recordSale({ ...cashSale(['P012', 1]), customerId: 'CUST-001' });
      const back = await a.recordReturn({
        saleId: sale.id,
        lines: [{ lineNo: 0, quantity: 1, restock: true }],
        reason: 'not_wanted',
        refundTo: 'store_credit',
      });
      expect(back.refund).toBe(ATLAS);
      const statement = await a.getCustomerStatement('CUST-001');
      expect(statement.lines.map((line) => [line.kind, line.reference, line.amount, line.balance])).toEqual([
        ['invoice', number, ATLAS, ATLAS],
        ['storeCredit', back.id, -ATLAS, 0],
      ]);
      expect(statement.lines[1]?.description).toBe(`Refund of ${sale.id}`);
      // What the invoice owes less the store credit the return gave.
      expect(statement.closingBalance).toBe((await a.getInvoice(number)).invoice.balance - ATLAS);
      expect((await a.getCustomer('CUST-001')).storeCredit).toBe(ATLAS);
    });

    it('refuses a period that ends before it starts, and an unknown customer', async () => {
      const a = await api();
      const backwards = await rejection(
        a.getCustomerStatement('CUST-001', { from: '2024-02-01', to: '2024-01-01' }),
      );
      expect(backwards).toBeInstanceOf(ValidationError);
      expect((backwards as ValidationError).fieldErrors).toEqual({
        to: 'Choose a day on or after the start',
      });
      expect(await rejection(a.getCustomerStatement('CUST-NOPE'))).toBeInstanceOf(NotFoundError);
    });
  });
}
