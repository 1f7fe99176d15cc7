import { describe, expect, it } from 'vitest';
import { cashCountOfForm } from './cashCountForm';
import {
  checkCashCount,
  checkDrawerCash,
  type DrawerSession,
  drawerFigures,
  NO_DRAWER_SALES,
} from './drawer';
import { zReportText } from './zReport';

describe('The cash drawer (issue 37)', () => {
  it('expects float + cash tendered − change − cash refunds + paid in − paid out', () => {
    const figures = drawerFigures({
      float: 10_000,
      sales: {
        ...NO_DRAWER_SALES,
        count: 2,
        total: 7792,
        tendered: { cash: 7000, card: 1896, mobile: 0 },
        change: 1104,
      },
      refunds: 200,
      paidIn: 500,
      paidOut: 300,
    });
    expect(figures.expected).toBe(10_000 + 7000 - 1104 - 200 + 500 - 300);
    expect(figures.sales.byTender).toEqual({ cash: 5896, card: 1896, mobile: 0 });
  });

  it('counts cash as a total, or by US notes and coins from $100 to 1¢', () => {
    expect(checkCashCount({ amount: 10_000 })).toEqual({ ok: true, value: { amount: 10_000 } });
    expect(
      checkCashCount({
        counts: [
          { value: 1, count: 7 },
          { value: 10_000, count: 1 },
          { value: 25, count: 0 },
        ],
      }),
    ).toEqual({
      ok: true,
      value: {
        amount: 10_007,
        counts: [
          { value: 10_000, count: 1 },
          { value: 1, count: 7 },
        ],
      },
    });
    expect(checkCashCount({})).toMatchObject({ ok: false, fieldErrors: { amount: expect.any(String) } });
    expect(checkCashCount({ counts: [{ value: 3, count: 1 }] })).toMatchObject({ ok: false });
    expect(cashCountOfForm({ byDenomination: false, amount: '100', counts: {} })).toEqual({ amount: 10_000 });
    expect(cashCountOfForm({ byDenomination: true, amount: '', counts: { '2000': '5', '25': '' } })).toEqual({
      counts: [
        { value: 25, count: 0 },
        { value: 2000, count: 5 },
      ],
    });
  });

  it('a paid-out needs a reason and no more than the drawer holds', () => {
    expect(checkDrawerCash({ kind: 'out', amount: 500, reason: ' Supplies ' }, 500)).toEqual({
      ok: true,
      value: { kind: 'out', amount: 500, reason: 'Supplies' },
    });
    expect(checkDrawerCash({ kind: 'out', amount: 501, reason: 'x' }, 500)).toMatchObject({
      fieldErrors: { amount: 'The drawer holds only $5.00' },
    });
  });

  it('prints a Z report 42 characters wide with expected, counted and the variance', () => {
    const session: DrawerSession = {
      id: '0190f0aa-0000-7000-8000-000000000001',
      openedBy: { userId: 'mara', name: 'Mara Lind' },
      openedAt: '2026-11-27T14:00:00Z',
      float: 10_000,
      sales: { count: 1, total: 3896, discount: 0, tax: 297, byTender: { cash: 3896, card: 0, mobile: 0 } },
      refunds: 0,
      paidIn: 0,
      paidOut: 0,
      moves: [],
      expected: 13_896,
      closedBy: { userId: 'mara', name: 'Mara Lind' },
      closedAt: '2026-11-27T22:00:00Z',
      counted: 13_850,
      variance: -46,
      timezone: 'America/New_York',
    };
    const text = zReportText(session);
    expect(text.every((line) => line.length <= 42)).toBe(true);
    expect(text).toContain(`Variance${' '.repeat(42 - 8 - 6)}-$0.46`);
    expect(text.join('\n')).toContain('Nov 27, 2026, 9:00 AM');
    expect(text.join('\n')).toContain('Nov 27, 2026, 5:00 PM');
  });
});
