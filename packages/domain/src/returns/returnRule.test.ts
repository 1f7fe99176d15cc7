import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContractError } from '../contract/errors';
import type { CreditNote } from '../invoices/invoice';
import type { PaymentMethod } from '../pos/pos';
import type { SaleDetail } from '../pos/sale';
import { linePaidAmounts, lineRefund } from './refundMath';
import { type ReturnContext, returnToRecord, withCreditNote } from './returnRule';
import type { ReturnInput } from './returns';

// A till sale: 2 × $10.00 with $1.00 off the line, 1 × $5.00; a $2.00 cart discount; tax 8.25%.
const detail: SaleDetail = {
  sale: {
    id: 'ORD-2001',
    customer: 'Sarah Johnson',
    amount: 2381,
    status: 'completed',
    paymentMethod: 'card',
    date: '2026-11-20',
    items: 3,
  },
  lines: [
    { id: 'P001', name: 'Mug', price: 1000, quantity: 2, discount: 100, tax: 143 },
    { id: 'P002', name: 'Tea', price: 500, quantity: 1, discount: 0, tax: 38 },
  ],
  money: {
    subtotal: 2500,
    discount: 300,
    cartDiscount: 200,
    tax: 181,
    taxRatePercent: 8.25,
    deliveryFee: 0,
    total: 2381,
    tenders: [
      { method: 'cash', amount: 1000 },
      { method: 'card', amount: 1381 },
    ],
    change: 0,
  },
};

const context = (overrides: Partial<ReturnContext> = {}): ReturnContext => ({
  detail,
  returned: () => 0,
  soldFromBin: () => 'BIN-A',
  isBin: (bin) => bin.startsWith('BIN-'),
  refunded: { cash: 0, card: 0, mobile: 0 },
  today: '2026-11-27',
  returnWindowDays: 30,
  cashierRefundLimit: 20000,
  mayOverride: false,
  drawerSessionId: null,
  newReturnId: () => 'RET-0001',
  stamp: { at: '2026-11-27T15:00:00.000Z', by: 'mara' },
  currency: 'USD',
  ...overrides,
});

/** A credit note as the invoices' rule issues it for a return of the sale's second line. */
const note = (money: { amount: number; storeCredit?: number; refunded?: number }): CreditNote => ({
  number: 'CN-DS-2026-000001',
  invoiceNumber: 'INV-DS-2026-000001',
  issuedAt: '2026-11-27T15:00:00.000Z',
  reason: 'Return RET-0001: Not wanted',
  lines: [{ lineNo: 2, name: 'Tea', quantity: 1, amount: money.amount }],
  deliveryFee: 0,
  storeCredit: 0,
  refunded: 0,
  ...money,
});

const input = (lines: ReturnInput['lines'], overrides: Partial<ReturnInput> = {}): ReturnInput => ({
  saleId: 'ORD-2001',
  lines,
  reason: 'not_wanted',
  refundTo: 'original',
  ...overrides,
});

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as ContractError;
  }
  throw new Error('not refused');
};

describe('Issue 38: a return against the original sale', () => {
  it('each line paid its gross less its discounts plus its tax; together, the total', () => {
    const paid = linePaidAmounts(detail);
    expect(paid.reduce((a, b) => a + b, 0)).toBe(detail.money?.total);
    // The $2.00 off the cart is shared 1.58 and 0.42 (the leftover cent to the largest remainder).
    expect(paid).toEqual([1900 - 158 + 143, 500 - 42 + 38]);
  });

  it('returning all of a line in any steps gives back exactly what it paid (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 8 }),
        (paid, steps) => {
          const sold = steps.reduce((a, b) => a + b, 0);
          let returned = 0;
          let refunded = 0;
          for (const step of steps) {
            const refund = lineRefund(paid, sold, returned, step);
            expect(refund).toBeGreaterThanOrEqual(0);
            refunded += refund;
            returned += step;
          }
          expect(refunded).toBe(paid);
        },
      ),
    );
  });

  it('restocks into the bin it was sold from, refunds the last tender first, and leaves the sale partially refunded', () => {
    const planned = returnToRecord(input([{ lineNo: 0, quantity: 1, restock: true }]), context());
    expect(planned.saleReturn).toMatchObject({
      id: 'RET-0001',
      refund: 943,
      lines: [{ lineNo: 0, itemId: 'P001', quantity: 1, binId: 'BIN-A', refund: 943 }],
      refunds: [{ method: 'card', amount: 943 }],
    });
    expect(planned.change).toMatchObject({
      kind: 'return',
      lines: [{ itemId: 'P001', binId: 'BIN-A', quantity: 1 }],
    });
    expect(planned.saleStatus).toBe('partially_refunded');
  });

  it('a written-off line moves no stock; returning everything left makes the sale refunded', () => {
    const planned = returnToRecord(
      input([
        { lineNo: 0, quantity: 1, restock: false },
        { lineNo: 1, quantity: 1, restock: true },
      ]),
      context({
        returned: (lineNo) => (lineNo === 0 ? 1 : 0),
        refunded: { cash: 0, card: 943, mobile: 0 },
        drawerSessionId: 'DRAWER-1',
      }),
    );
    expect(planned.change?.lines).toEqual([{ itemId: 'P002', binId: 'BIN-A', quantity: 1 }]);
    expect(planned.saleStatus).toBe('refunded');
    // 18.85 − 9.43 and 4.96: what is left of the card (13.81 − 9.43 = 4.38) first, the rest to cash.
    expect(planned.saleReturn.refund).toBe(942 + 496);
    expect(planned.saleReturn.refunds).toEqual([
      { method: 'card', amount: 438 },
      { method: 'cash', amount: 1000 },
    ]);
    // The cash part comes out of the returner's open drawer.
    expect(planned).toMatchObject({ drawerSessionId: 'DRAWER-1', cashOut: 1000 });
    const withoutDrawer = context({
      returned: (lineNo) => (lineNo === 0 ? 1 : 0),
      refunded: { cash: 0, card: 943, mobile: 0 },
    });
    const input2 = input([
      { lineNo: 0, quantity: 1, restock: false },
      { lineNo: 1, quantity: 1, restock: true },
    ]);
    expect(refusal(() => returnToRecord(input2, withoutDrawer)).code).toBe('drawer_closed');
  });

  it('never more than is left of a line to return', () => {
    const error = refusal(() =>
      returnToRecord(input([{ lineNo: 0, quantity: 2, restock: true }]), context({ returned: () => 1 })),
    );
    expect(error.code).toBe('over_return');
    expect(error.notice?.message).toBe('Only 1 of Mug can still be returned');
  });

  it('past the return window or over the refund limit, a cashier is refused and a manager is not', () => {
    const late = context({ today: '2027-01-30' });
    const error = refusal(() => returnToRecord(input([{ lineNo: 1, quantity: 1, restock: true }]), late));
    expect(error.code).toBe('not_allowed');
    expect(error.notice).toMatchObject({
      title: 'Return Needs a Manager',
      message: 'ORD-2001 is past the 30-day return window; ask a manager or owner',
    });
    expect(
      returnToRecord(input([{ lineNo: 1, quantity: 1, restock: true }]), { ...late, mayOverride: true })
        .saleReturn.refund,
    ).toBe(496);
    const overLimit = refusal(() =>
      returnToRecord(
        input([{ lineNo: 0, quantity: 2, restock: true }]),
        context({ cashierRefundLimit: 1000 }),
      ),
    );
    expect(overLimit.notice?.message).toBe('Cashiers may refund up to $10.00; ask a manager or owner');
  });

  it('a cash refund comes from an open drawer', () => {
    const cash = input([{ lineNo: 1, quantity: 1, restock: true }], { refundTo: 'cash' });
    expect(refusal(() => returnToRecord(cash, context())).code).toBe('drawer_closed');
    const planned = returnToRecord(cash, context({ drawerSessionId: 'DRAWER-1' }));
    expect(planned.drawerSessionId).toBe('DRAWER-1');
    expect(planned.saleReturn.refunds).toEqual([{ method: 'cash' satisfies PaymentMethod, amount: 496 }]);
  });

  it('"other" needs a note; a refunded sale has nothing left to return', () => {
    expect(
      refusal(() =>
        returnToRecord(input([{ lineNo: 1, quantity: 1, restock: true }], { reason: 'other' }), context()),
      ).fieldErrors,
    ).toEqual({ note: 'Say why it comes back' });
    const refunded = { ...detail, sale: { ...detail.sale, status: 'refunded' as const } };
    expect(
      refusal(() =>
        returnToRecord(input([{ lineNo: 1, quantity: 1, restock: true }]), context({ detail: refunded })),
      ).code,
    ).toBe('wrong_status');
  });

  it('an invoiced sale paid partly with store credit gives that part back to store credit once its credit note pays back', () => {
    const paidWithCredit: SaleDetail = {
      ...detail,
      sale: { ...detail.sale, customerId: 'CUST-001' },
      invoiceNumber: 'INV-DS-2026-000001',
      money: {
        ...(detail.money as NonNullable<SaleDetail['money']>),
        tenders: [
          { method: 'storeCredit', amount: 1000 },
          { method: 'card', amount: 1381 },
        ],
      },
    };
    const everything = input([
      { lineNo: 0, quantity: 2, restock: true },
      { lineNo: 1, quantity: 1, restock: true },
    ]);
    const planned = returnToRecord(everything, context({ detail: paidWithCredit }));
    const noted = withCreditNote(planned, note({ amount: 2381, refunded: 2381 }));
    // The card, the last tender, first; then what store credit paid goes back to it.
    expect(noted.saleReturn.refunds).toEqual([
      { method: 'card', amount: 1381 },
      { method: 'store_credit', amount: 1000 },
    ]);
    expect(noted).toMatchObject({ cashOut: 0, storeCredit: { customerId: 'CUST-001', amount: 1000 } });
  });

  it('cash from the drawer takes the place of the card, never of the store credit the sale was paid with', () => {
    const paidWithCredit: SaleDetail = {
      ...detail,
      sale: { ...detail.sale, customerId: 'CUST-001' },
      money: {
        ...(detail.money as NonNullable<SaleDetail['money']>),
        tenders: [
          { method: 'storeCredit', amount: 1000 },
          { method: 'card', amount: 1381 },
        ],
      },
    };
    const everything = input(
      [
        { lineNo: 0, quantity: 2, restock: true },
        { lineNo: 1, quantity: 1, restock: true },
      ],
      { refundTo: 'cash' },
    );
    const planned = returnToRecord(everything, context({ detail: paidWithCredit, drawerSessionId: 'DRW-1' }));
    expect(planned.saleReturn.refunds).toEqual([
      { method: 'cash', amount: 1381 },
      { method: 'store_credit', amount: 1000 },
    ]);
    expect(planned).toMatchObject({ cashOut: 1381, storeCredit: { customerId: 'CUST-001', amount: 1000 } });
    // A sale paid wholly with store credit gives no cash at all.
    const allCredit = returnToRecord(
      input([{ lineNo: 1, quantity: 1, restock: true }], { refundTo: 'cash' }),
      context({
        detail: {
          ...paidWithCredit,
          money: { ...paidWithCredit.money!, tenders: [{ method: 'storeCredit', amount: 2381 }] },
        },
        drawerSessionId: 'DRW-1',
      }),
    );
    expect(allCredit.saleReturn.refunds).toEqual([{ method: 'store_credit', amount: 496 }]);
    expect(allCredit.cashOut).toBe(0);
  });

  it('only a completed sale is taken back', () => {
    const line = input([{ lineNo: 1, quantity: 1, restock: true }]);
    const as = (sale: Partial<SaleDetail['sale']>, more: Partial<SaleDetail> = {}) =>
      context({ detail: { ...detail, ...more, sale: { ...detail.sale, ...sale } } });
    // A pickup not yet paid and handed over has nothing to give back.
    expect(refusal(() => returnToRecord(line, as({ status: 'pending' }))).notice?.message).toBe(
      'ORD-2001 is pending: only a completed sale is taken back',
    );
  });

  it('a sale on account is credited on its invoice: a credit note for the lines coming back, no tender paid', () => {
    const onAccount: SaleDetail = {
      ...detail,
      sale: { ...detail.sale, paymentMethod: 'account' },
      invoiceNumber: 'INV-DS-2026-000001',
    };
    const invoiced = context({ detail: onAccount, drawerSessionId: null });
    const planned = returnToRecord(input([{ lineNo: 1, quantity: 1, restock: true }]), invoiced);
    expect(planned.creditNote).toEqual({
      invoiceNumber: 'INV-DS-2026-000001',
      // The invoice numbers its lines from 1: the sale's second line is its line 2.
      lines: [{ lineNo: 2, quantity: 1 }],
      reason: 'Return RET-0001: Not wanted',
      refundPaid: false,
    });
    expect(planned).toMatchObject({ cashOut: 0, drawerSessionId: null, paidBackTo: null });
    expect(planned.saleReturn.refunds).toEqual([{ method: 'credit_note', amount: 496 }]);
    // Once issued, the note's amounts are the refund, and the return names it.
    const noted = withCreditNote(planned, note({ amount: 497 }));
    expect(noted.saleReturn).toMatchObject({
      refund: 497,
      lines: [{ lineNo: 1, refund: 497 }],
      refunds: [{ method: 'credit_note', amount: 497 }],
      creditNote: 'CN-DS-2026-000001',
    });
    // Its refund goes nowhere else; a sale on account without its invoice has nothing to credit.
    expect(
      refusal(() =>
        returnToRecord(input([{ lineNo: 1, quantity: 1, restock: true }], { refundTo: 'cash' }), invoiced),
      ).fieldErrors,
    ).toEqual({ refundTo: 'A credit note on INV-DS-2026-000001 is its refund' });
    const line = input([{ lineNo: 1, quantity: 1, restock: true }]);
    expect(
      refusal(() =>
        returnToRecord(
          line,
          context({ detail: { ...detail, sale: { ...detail.sale, paymentMethod: 'account' } } }),
        ),
      ).code,
    ).toBe('wrong_status');
  });

  it('an invoiced sale paid at the till is refunded to its tenders, its credit note paying back what was paid', () => {
    const invoiced = context({ detail: { ...detail, invoiceNumber: 'INV-DS-2026-000001' } });
    const planned = returnToRecord(input([{ lineNo: 1, quantity: 1, restock: true }]), invoiced);
    expect(planned.creditNote).toMatchObject({ lines: [{ lineNo: 2, quantity: 1 }], refundPaid: true });
    // Planned from the sale's share; the last tender, the card, first.
    expect(planned.saleReturn.refunds).toEqual([{ method: 'card', amount: 496 }]);
    // The note says what was paid of it (all: the invoice was paid at the till): that goes back to the card.
    const noted = withCreditNote(planned, note({ amount: 497, refunded: 497 }));
    expect(noted.saleReturn).toMatchObject({
      refund: 497,
      refunds: [{ method: 'card', amount: 497 }],
      creditNote: 'CN-DS-2026-000001',
    });
    expect(noted).toMatchObject({ cashOut: 0, drawerSessionId: null });
    // More than the card can give back spills into the cash tender, out of the returner's drawer.
    const both = returnToRecord(
      input([
        { lineNo: 0, quantity: 2, restock: true },
        { lineNo: 1, quantity: 1, restock: true },
      ]),
      { ...invoiced, drawerSessionId: 'DRW-1' },
    );
    const all = withCreditNote(both, note({ amount: 2381, refunded: 2381 }));
    expect(all.saleReturn.refunds).toEqual([
      { method: 'card', amount: 1381 },
      { method: 'cash', amount: 1000 },
    ]);
    expect(all).toMatchObject({ cashOut: 1000, drawerSessionId: 'DRW-1' });
    // Without an open drawer, cash is refused once the note says it is needed.
    expect(
      refusal(() =>
        withCreditNote(
          { ...both, paidBackTo: { ...both.paidBackTo!, drawerSessionId: null } },
          note({ amount: 2381, refunded: 2381 }),
        ),
      ).code,
    ).toBe('drawer_closed');
    // Store credit instead: the note keeps what was paid as the customer's store credit.
    const toCredit = returnToRecord(
      input([{ lineNo: 1, quantity: 1, restock: true }], { refundTo: 'store_credit' }),
      context({
        detail: {
          ...detail,
          invoiceNumber: 'INV-DS-2026-000001',
          sale: { ...detail.sale, customerId: 'CUST-001' },
        },
      }),
    );
    expect(toCredit).toMatchObject({
      creditNote: { refundPaid: false },
      storeCredit: null,
      paidBackTo: null,
    });
    expect(withCreditNote(toCredit, note({ amount: 497, storeCredit: 497 })).saleReturn.refunds).toEqual([
      { method: 'credit_note', amount: 497 },
    ]);
  });

  it('a refund to store credit goes to the sale’s customer on record, never a walk-in’s', () => {
    const toCredit = input([{ lineNo: 1, quantity: 1, restock: true }], { refundTo: 'store_credit' });
    const sarahs = context({ detail: { ...detail, sale: { ...detail.sale, customerId: 'CUST-002' } } });
    const planned = returnToRecord(toCredit, sarahs);
    expect(planned.saleReturn.refunds).toEqual([{ method: 'store_credit', amount: 496 }]);
    expect(planned).toMatchObject({
      storeCredit: { customerId: 'CUST-002', amount: 496 },
      cashOut: 0,
      drawerSessionId: null,
    });
    expect(refusal(() => returnToRecord(toCredit, context())).fieldErrors).toEqual({
      refundTo: 'Store credit needs a customer on record',
    });
  });

  it("a cashier's refund limit holds for the sale's refunds together, however split", () => {
    const split = context({
      cashierRefundLimit: 1000,
      refunded: { cash: 0, card: 943, mobile: 0 },
      returned: (n) => (n === 0 ? 1 : 0),
    });
    expect(
      refusal(() => returnToRecord(input([{ lineNo: 1, quantity: 1, restock: true }]), split)).code,
    ).toBe('not_allowed');
  });
});

describe('An exchange’s return (issue 38: exchanges)', () => {
  // Both mugs back: 1000 − 100 − 2 × the cart's share, plus tax; what the new sale takes stays in the shop.
  const mugs = input([{ lineNo: 0, quantity: 2, restock: true }]);

  it('the credit the new sale takes is an exchange refund; only the rest goes back to the tenders', () => {
    const planned = returnToRecord(
      mugs,
      context({ drawerSessionId: 'S-1', exchange: (credit) => Math.min(credit, 500) }),
    );
    const { refund, refunds } = planned.saleReturn;
    // The card's 13.81 first, then cash: 500 of the refund stays as the new sale's credit.
    expect(refunds).toEqual([
      { method: 'card', amount: 1381 },
      { method: 'cash', amount: refund - 500 - 1381 },
      { method: 'exchange', amount: 500 },
    ]);
    expect(planned.cashOut).toBe(refund - 500 - 1381);
  });

  it('the cashier’s refund limit counts only money paid back, never the credit', () => {
    const all = returnToRecord(mugs, context({ drawerSessionId: 'S-1' })).saleReturn.refund;
    const limit = context({ cashierRefundLimit: 100, drawerSessionId: 'S-1' });
    expect(returnToRecord(mugs, { ...limit, exchange: (credit) => credit }).saleReturn.refunds).toEqual([
      { method: 'exchange', amount: all },
    ]);
    expect(
      refusal(() => returnToRecord(mugs, { ...limit, exchange: (credit) => credit - 101 })),
    ).toMatchObject({
      code: 'not_allowed',
    });
  });

  it('an exchange’s credit takes what is left of the tenders, and says so, so the new sale pays it back there', () => {
    const planned = returnToRecord(
      mugs,
      context({ drawerSessionId: 'S-1', exchange: (credit) => Math.min(credit, 500) }),
    );
    // The card and then the cash pay back the rest; the credit's 5.00 is what cash has left.
    expect(planned.exchangeDrawn).toEqual([{ method: 'cash', amount: 500 }]);
    const all = returnToRecord(mugs, context({ exchange: (credit) => credit }));
    expect(all.exchangeDrawn).toEqual([
      { method: 'card', amount: 1381 },
      { method: 'cash', amount: all.saleReturn.refund - 1381 },
    ]);
  });

  it('what exchanges took of a tender is not given back again; a credit the sale was paid with goes back where it came from, the unknown part as cash', () => {
    // The tea goes back to the card, taken last; once an exchange took all the card paid, to the cash.
    const tea = input([{ lineNo: 1, quantity: 1, restock: true }]);
    expect(returnToRecord(tea, context()).saleReturn.refunds).toEqual([{ method: 'card', amount: 496 }]);
    const drawn = returnToRecord(
      tea,
      context({ drawerSessionId: 'S-1', exchanged: { drawn: { card: 1381 }, carried: {} } }),
    );
    expect(drawn.saleReturn.refunds).toEqual([{ method: 'cash', amount: 496 }]);
    // A new sale paid 23.81 by an exchange credit, 20.00 of it from a card and 1.00 from a wallet.
    const paidByCredit: SaleDetail = {
      ...detail,
      money: { ...detail.money!, tenders: [{ method: 'exchange', amount: 2381, reference: 'RET-0009' }] },
    };
    const carried = returnToRecord(
      mugs,
      context({
        detail: paidByCredit,
        drawerSessionId: 'S-1',
        exchanged: { drawn: {}, carried: { card: 2000, mobile: 100 } },
      }),
    );
    // The mugs' 18.85 within the card's 20.00.
    expect(carried.saleReturn.refunds).toEqual([{ method: 'card', amount: 1885 }]);
    const everything = returnToRecord(
      input([
        { lineNo: 0, quantity: 2, restock: true },
        { lineNo: 1, quantity: 1, restock: true },
      ]),
      context({
        detail: paidByCredit,
        drawerSessionId: 'S-1',
        exchanged: { drawn: {}, carried: { card: 2000, mobile: 100 } },
      }),
    );
    expect(everything.saleReturn.refunds).toEqual([
      { method: 'card', amount: 2000 },
      { method: 'mobile', amount: 100 },
      { method: 'cash', amount: 281 },
    ]);
  });
});
