import { describe, expect, it } from 'vitest';
import type { InvoiceDetail } from './invoice';
import { invoiceText } from './invoiceText';

const party = { name: 'John Smith', address: '123 Main St', phone: '', email: '' };
const paidAtTill: InvoiceDetail = {
  invoice: {
    number: 'INV-DS-2026-000007',
    saleId: 'ORD-2040',
    customerId: 'CUST-001',
    customer: party,
    business: { name: 'Warehouse', address: '1 Dock Rd', phone: '', email: '' },
    issueDate: '2026-11-27',
    dueDate: '2026-11-27',
    termsDays: 0,
    lines: [
      {
        lineNo: 1,
        itemId: 'P010',
        name: 'Dark Chocolate Bar 70%',
        price: 325,
        quantity: 2,
        discount: 0,
        tax: 54,
        total: 704,
      },
    ],
    subtotal: 650,
    discount: 0,
    tax: 54,
    taxRatePercent: 8.25,
    deliveryFee: 0,
    total: 704,
    paidAtSale: 704,
    currency: 'USD',
    issuedAt: '2026-11-27T15:00:00.000Z',
    paid: 704,
    credited: 0,
    balance: 0,
    status: 'paid',
  },
  creditNotes: [],
  payments: [],
};

describe('an invoice on A4 (issue 38)', () => {
  it('of a sale paid at the till: Paid, nothing due, and the till’s payment listed', () => {
    const text = invoiceText(paidAtTill);
    expect(text.every((line) => line.length <= 72)).toBe(true);
    expect(text.find((line) => line.startsWith('Sale ORD-2040'))).toMatch(/Paid$/);
    expect(text.find((line) => line.includes('Balance Due'))).toMatch(/\$0\.00$/);
    expect(text).toContainEqual(
      expect.stringMatching(/^Nov 27, 2026 {2}Paid at the till \(ORD-2040\) +-\$7\.04$/),
    );
  });
});
