import { describe, expect, it } from 'vitest';
import { paymentTotals, refundPayments, salePayments, sumsByMethod } from './ledger';

const recorded = { at: '2026-11-27T15:00:00.000Z', by: 'owner@example.com', day: '2026-11-27' };
const ids = () => {
  let n = 0;
  return () => `p${++n}`;
};

describe('The payments ledger (issue 38): every money movement one record', () => {
  it('a cash sale with change is its tender in and its change out, both in the drawer; a card tender is not', () => {
    const records = salePayments(
      { id: 'ORD-1', customer: 'Walk-in Customer' },
      {
        tenders: [
          { method: 'card', amount: 1000, reference: '4242' },
          { method: 'cash', amount: 5000 },
        ],
        change: 1104,
      },
      'drawer-1',
      recorded,
      ids(),
    );
    expect(records.map((r) => [r.kind, r.method, r.amount, r.drawerSessionId, r.reference])).toEqual([
      ['sale', 'card', 1000, null, '4242'],
      ['sale', 'cash', 5000, 'drawer-1', null],
      ['change', 'cash', -1104, 'drawer-1', null],
    ]);
    expect(records.every((r) => r.document === 'ORD-1' && r.day === '2026-11-27')).toBe(true);
  });

  it('refunds are money out by their method; store credit is the customer’s; a credit note moves no money', () => {
    const records = refundPayments(
      {
        id: 'RET-0001',
        saleId: 'ORD-1',
        refunds: [
          { method: 'cash', amount: 200 },
          { method: 'store_credit', amount: 300 },
          { method: 'credit_note', amount: 400 },
        ],
      },
      { customerId: 'CUST-001', customerName: 'John Smith' },
      'drawer-1',
      recorded,
      ids(),
    );
    expect(records.map((r) => [r.kind, r.method, r.amount, r.drawerSessionId])).toEqual([
      ['refund', 'cash', -200, 'drawer-1'],
      ['refund', 'storeCredit', -300, null],
    ]);
  });

  it('a day’s totals: every method, and the cash that went through drawers', () => {
    const totals = paymentTotals(
      '2026-11-27',
      sumsByMethod([
        { method: 'cash', amount: 5000, drawerSessionId: 'drawer-1' },
        { method: 'cash', amount: -1104, drawerSessionId: 'drawer-1' },
        { method: 'cash', amount: 2500, drawerSessionId: null },
        { method: 'card', amount: 1000, drawerSessionId: null },
      ]),
    );
    expect(totals.byMethod.find((m) => m.method === 'cash')?.amount).toBe(6396);
    expect(totals.byMethod.find((m) => m.method === 'mobile')?.amount).toBe(0);
    expect(totals).toMatchObject({ drawerCash: 3896, count: 4 });
  });
});
