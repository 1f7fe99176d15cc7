// A customer's statement: lines in date order (within a day, as recorded), the running balance,
// the opening balance of a period, and the A4 text that prints it.
import { describe, expect, it } from 'vitest';
import { customerStatement, type StatementEntries } from './statement';
import { statementText } from './statementText';

const party = { name: 'John Smith', address: '123 Main St', phone: '', email: '' };
const context = {
  customerId: 'CUST-001',
  customer: party,
  business: { name: 'Warehouse', address: '1 Dock Rd', phone: '', email: '' },
  currency: 'USD',
  timezone: 'UTC',
  today: '2026-03-10',
};
const entries: StatementEntries = {
  invoices: [
    {
      number: 'INV-2',
      saleId: 'ORD-2',
      paidAtSale: 0,
      issueDate: '2026-03-04',
      issuedAt: '2026-03-04T10:00:00Z',
      dueDate: '2026-04-03',
      total: 500,
    },
    {
      number: 'INV-1',
      saleId: 'ORD-1',
      paidAtSale: 0,
      issueDate: '2026-03-01',
      issuedAt: '2026-03-01T10:00:00Z',
      dueDate: '2026-03-31',
      total: 1000,
    },
  ],
  creditNotes: [
    {
      number: 'CN-1',
      invoiceNumber: 'INV-1',
      issuedAt: '2026-03-04T09:00:00Z',
      reason: 'Damaged',
      amount: 200,
      refunded: 0,
    },
  ],
  payments: [
    { id: 'P1', date: '2026-03-02', recordedAt: '2026-03-09T08:00:00Z', method: 'cash', amount: 300 },
  ],
  storeCredits: [],
};

/** An invoice of a sale paid at the till: paid whole from the start. */
const tillPaidInvoice = {
  number: 'INV-3',
  saleId: 'ORD-3',
  paidAtSale: 704,
  issueDate: '2026-03-05',
  issuedAt: '2026-03-05T10:00:00Z',
  dueDate: '2026-03-05',
  total: 704,
};

describe('customer statement', () => {
  it('a return refunded to store credit takes its amount off the balance, on its day', () => {
    const credit = { returnId: 'RET-0001', saleId: 'ORD-1013', at: '2026-03-05T12:00:00Z', amount: 150 };
    const statement = customerStatement({ ...entries, storeCredits: [credit] }, {}, context);
    expect(statement.lines.at(-1)).toEqual({
      date: '2026-03-05',
      kind: 'storeCredit',
      reference: 'RET-0001',
      description: 'Refund of ORD-1013',
      amount: -150,
      balance: 850,
    });
    expect(statement.closingBalance).toBe(850);
  });

  it('puts the lines in date order, within a day as recorded, with the running balance', () => {
    const statement = customerStatement(entries, {}, context);
    expect(statement.lines.map((line) => [line.reference || line.kind, line.amount, line.balance])).toEqual([
      ['INV-1', 1000, 1000],
      ['payment', -300, 700],
      ['CN-1', -200, 500],
      ['INV-2', 500, 1000],
    ]);
    expect(statement).toMatchObject({ openingBalance: 0, closingBalance: 1000, to: '2026-03-10' });
  });

  it('opens a period with the balance before it and closes with the balance at its end', () => {
    const statement = customerStatement(entries, { from: '2026-03-02', to: '2026-03-03' }, context);
    expect(statement).toMatchObject({ openingBalance: 1000, closingBalance: 700 });
    expect(statement.lines.map((line) => line.kind)).toEqual(['payment']);
  });

  it('an invoice of a sale paid at the till is paid on its day: it adds its total and the till takes it off', () => {
    const paidAtTill = {
      ...entries,
      invoices: [...entries.invoices, tillPaidInvoice],
    };
    const statement = customerStatement(paidAtTill, { from: '2026-03-05' }, context);
    expect(
      statement.lines.map((line) => [line.reference, line.description, line.amount, line.balance]),
    ).toEqual([
      ['INV-3', 'Due Mar 5, 2026', 704, 1704],
      ['ORD-3', 'Paid at the till for INV-3', -704, 1000],
    ]);
    expect(statement.closingBalance).toBe(1000);
  });

  it('a credit note whose return paid the money back takes its amount off and the refund adds it back', () => {
    const paidAtTill = {
      ...entries,
      invoices: [tillPaidInvoice],
      creditNotes: [
        {
          number: 'CN-3',
          invoiceNumber: 'INV-3',
          issuedAt: '2026-03-06T10:00:00Z',
          reason: 'Return RET-0003: Not wanted',
          amount: 704,
          refunded: 704,
        },
      ],
      payments: [],
    };
    const statement = customerStatement(paidAtTill, {}, context);
    expect(
      statement.lines.map((line) => [line.kind, line.reference, line.description, line.amount, line.balance]),
    ).toEqual([
      ['invoice', 'INV-3', 'Due Mar 5, 2026', 704, 704],
      ['payment', 'ORD-3', 'Paid at the till for INV-3', -704, 0],
      ['creditNote', 'CN-3', 'INV-3: Return RET-0003: Not wanted', -704, -704],
      ['refund', 'CN-3', 'Paid back for CN-3', 704, 0],
    ]);
    // Nothing owed and nothing held: the money went back.
    expect(statement.closingBalance).toBe(0);
  });

  it('prints the business, the customer, each line and the closing balance on A4 lines', () => {
    const text = statementText(customerStatement(entries, { from: '2026-03-01' }, context));
    expect(text.every((line) => line.length <= 72)).toBe(true);
    expect(text[0]).toMatch(/^Warehouse +STATEMENT$/);
    expect(text[1]).toMatch(/Mar 1, 2026 to Mar 10, 2026$/);
    expect(text).toContain('John Smith');
    expect(text.find((line) => line.includes('CN-1'))).toMatch(/-\$2\.00 +\$5\.00$/);
    expect(text.at(-2)).toMatch(/Closing Balance +\$10\.00$/);
    expect(text.at(-1)).toMatch(/Balance Due +\$10\.00$/);
  });
});
