// The contract suite's part on the payments ledger: every money movement one record, written with
// its document (a sale's tenders and change, a return's refunds, paid in and out, payments received
// against invoices); the list newest first, searched and filtered; a day's totals by method, whose
// cash through drawers is what the drawers' Z reports say came in and went out.
import { describe, expect, it } from 'vitest';
import { dayInZone } from '../../invoices/numbering';
import type { WarehouseApi } from '../contract';
import { ValidationError } from '../errors';
import { AS_SAMPLED, cashSale, NOW, rejection, SAMPLE, type SuiteContext } from './fixtures';

// One Illustrated World Atlas: 35.99 + 8.25% tax (2.97) = 38.96.
const ATLAS = 3896;
/** The business's day at the suite's moment, in its time zone. */
const TODAY = dayInZone(NOW, SAMPLE.settings.store.timezone);

const atlas = (tenders: { method: 'cash' | 'card' | 'mobile'; amount?: number }[], customerId?: string) => ({
  ...cashSale(['P012', 1]),
  choice: { kind: 'payment' as const, tenders },
  ...(customerId ? { customerId } : {}),
});

/** A method's part of a day's totals. */
const totalOf = async (a: WarehouseApi, method: string, day = TODAY) =>
  (await a.getPaymentTotals({ day })).byMethod.find((each) => each.method === method)?.amount ?? 0;

export function paymentsSuite({ api }: SuiteContext): void {
  describe('Data contract: the payments ledger (issue 38)', () => {
    it('a cash sale with change is its tender (in) and its change (out, negative), under its number, on the business day', async () => {
      const a = await api();
      const { sale } = await a.recordSale(atlas([{ method: 'cash', amount: 5000 }], 'CUST-001'));
      const page = await a.listPayments({ search: sale.id });
      expect(page.total).toBe(2);
      expect(page.items).toEqual([
        expect.objectContaining({
          kind: 'change',
          method: 'cash',
          amount: -(5000 - ATLAS),
          document: sale.id,
          saleId: sale.id,
          customerId: 'CUST-001',
          customerName: 'John Smith',
          day: TODAY,
        }),
        expect.objectContaining({
          kind: 'sale',
          method: 'cash',
          amount: 5000,
          document: sale.id,
          day: TODAY,
        }),
      ]);
      // A sale on account moves no money: no payment until its invoice is paid.
      const settings = await a.getSettings();
      expect(settings.store.timezone).toBe(SAMPLE.settings.store.timezone);
    });

    it('the day’s totals: cash through the drawer equals its Z report’s expected cash less the float (cash sale with change, card sale, cash refund, paid in, paid out)', async () => {
      const a = await api(AS_SAMPLED);
      const before = await a.getPaymentTotals({ day: TODAY });
      const cardBefore = await totalOf(a, 'card');
      const opened = await a.openDrawer({ float: { amount: 10_000 } });
      const { sale: cashSold } = await a.recordSale(atlas([{ method: 'cash', amount: 5000 }]));
      const { sale: cardSold } = await a.recordSale(atlas([{ method: 'card' }]));
      await a.recordDrawerCash({ kind: 'in', amount: 500, reason: 'Float top-up' });
      await a.recordDrawerCash({ kind: 'out', amount: 300, reason: 'Window cleaner' });
      const back = await a.recordReturn({
        saleId: cashSold.id,
        lines: [{ lineNo: 0, quantity: 1, restock: true }],
        reason: 'not_wanted',
        refundTo: 'original',
      });
      const session = await a.getMyDrawer();
      if (!session) throw new Error('The drawer is open');
      const after = await a.getPaymentTotals({ day: TODAY });
      // 50.00 tendered − 11.04 change − 38.96 refunded + 5.00 in − 3.00 out.
      expect(after.drawerCash - before.drawerCash).toBe(5000 - (5000 - ATLAS) - ATLAS + 500 - 300);
      expect(after.drawerCash - before.drawerCash).toBe(session.expected - opened.float);
      expect(after.byMethod.find((each) => each.method === 'cash')?.amount).toBe(
        (before.byMethod.find((each) => each.method === 'cash')?.amount ?? 0) + 200,
      );
      expect(await totalOf(a, 'card')).toBe(cardBefore + ATLAS);
      expect(after.count - before.count).toBe(6);
      expect(after.day).toBe(TODAY);

      const refund = await a.listPayments({ search: back.id });
      expect(refund.items).toEqual([
        expect.objectContaining({
          kind: 'refund',
          method: 'cash',
          amount: -ATLAS,
          document: back.id,
          saleId: cashSold.id,
          returnId: back.id,
          drawerSessionId: session.id,
        }),
      ]);
      // The sale's number finds its refund too, newest first.
      expect((await a.listPayments({ search: cashSold.id })).items.map((each) => each.kind)).toEqual([
        'refund',
        'change',
        'sale',
      ]);
      const paidOut = await a.listPayments({ kind: 'paid_out' });
      expect(paidOut.items).toEqual([
        expect.objectContaining({
          kind: 'paid_out',
          method: 'cash',
          amount: -300,
          reference: 'Window cleaner',
          drawerSessionId: session.id,
          document: null,
        }),
      ]);
      const card = await a.listPayments({ method: 'card', search: cardSold.id });
      expect(card.items).toEqual([
        expect.objectContaining({ kind: 'sale', method: 'card', amount: ATLAS, drawerSessionId: null }),
      ]);
      // The days filter: none of these before today.
      const yesterday = new Date(`${TODAY}T12:00:00Z`);
      yesterday.setUTCDate(yesterday.getUTCDate() - 1);
      const dayBefore = yesterday.toISOString().slice(0, 10);
      expect((await a.listPayments({ kind: 'paid_in', to: dayBefore })).total).toBe(0);
      expect((await a.listPayments({ kind: 'paid_in', from: TODAY, to: TODAY })).total).toBe(1);
      expect((await a.getPaymentTotals({ day: dayBefore })).drawerCash).toBe(0);
    });

    it('a payment received against an invoice is one payment of all it received, naming the invoice; what no invoice took is the customer’s store credit', async () => {
      const a = await api();
      // Sold on account to a customer with terms: an unpaid invoice, and no payment yet.
      const sarah = await a.getCustomer('CUST-002');
      await a.updateCustomer('CUST-002', {
        name: sarah.name,
        phone: sarah.phone,
        email: sarah.email,
        address: sarah.address,
        paymentTermsDays: '30',
      });
      const { sale } = await a.recordSale({
        ...atlas([]),
        choice: { kind: 'account' },
        customerId: 'CUST-002',
      });
      expect((await a.listPayments({ search: sale.id })).total).toBe(0);
      const { invoice } = await a.getInvoice((await a.getSale(sale.id)).invoiceNumber ?? '');
      const bankBefore = await totalOf(a, 'bankTransfer');
      const paid = await a.recordPayment({
        customerId: 'CUST-002',
        method: 'bankTransfer',
        amount: 5000,
        reference: 'BT-7781',
        date: TODAY,
        invoices: [invoice.number],
      });
      expect(paid.storeCredit).toBe(5000 - ATLAS);
      const page = await a.listPayments({ kind: 'invoice_payment', customerId: 'CUST-002' });
      expect(page.items).toEqual([
        expect.objectContaining({
          id: paid.id,
          kind: 'invoice_payment',
          method: 'bankTransfer',
          amount: 5000,
          document: invoice.number,
          reference: 'BT-7781',
          customerName: 'Sarah Johnson',
          day: TODAY,
        }),
      ]);
      expect((await a.listPayments({ search: 'bt-778' })).items.map((each) => each.id)).toEqual([paid.id]);
      expect((await a.listPayments({ search: invoice.number })).items.map((each) => each.id)).toEqual([
        paid.id,
      ]);
      expect(await totalOf(a, 'bankTransfer')).toBe(bankBefore + 5000);
    });

    it('pages newest first with a cursor; a cursor not of the list is refused', async () => {
      const a = await api();
      const first = (await a.recordSale(atlas([{ method: 'cash', amount: 4000 }]))).sale;
      const second = (await a.recordSale(atlas([{ method: 'cash', amount: 5000 }]))).sale;
      const page = await a.listPayments({ kind: 'change', limit: 1 });
      expect(page).toMatchObject({ total: 2, items: [{ document: second.id, amount: -(5000 - ATLAS) }] });
      const next = await a.listPayments({ kind: 'change', limit: 1, cursor: page.nextCursor ?? '' });
      expect(next).toMatchObject({
        items: [{ document: first.id, amount: -(4000 - ATLAS) }],
        nextCursor: null,
      });
      expect(await rejection(a.listPayments({ cursor: 'not-a-payment' }))).toBeInstanceOf(ValidationError);
    });
  });
}
