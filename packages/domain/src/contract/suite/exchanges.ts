// The contract suite's part on exchanges: a return and a new sale in one step, what came back
// paying towards the new sale, the difference paid or refunded, once under its key, and nothing
// recorded when either is refused.
import { describe, expect, it } from 'vitest';
import type { ExchangeInput } from '../../returns/returns';
import { rejection, type SuiteContext } from './fixtures';

export function exchangesSuite({ api, posItem }: SuiteContext): void {
  describe('Data contract: exchanges, a return and a new sale in one step (issue 38)', () => {
    // Dark Chocolate Bar 70%: 3.25, tax 0.27: 3.52 a bar. Illustrated World Atlas: 35.99, tax 2.97: 38.96.
    const bar = { id: 'P010', name: 'Dark Chocolate Bar 70%', price: 325 };
    const atlas = { id: 'P012', name: 'Illustrated World Atlas', price: 3599 };
    const sellByCard = async (a: Awaited<ReturnType<typeof api>>, line: typeof bar, quantity: number) =>
      (
        await a.recordSale({
          lines: [{ ...line, quantity }],
          choice: { kind: 'payment', tenders: [{ method: 'card' }] },
          idempotencyKey: `exchange-sale-${Math.random()}`,
        })
      ).sale;
    const exchangeOf = (saleId: string, sale: ExchangeInput['sale']): ExchangeInput => ({
      saleReturn: { saleId, lines: [{ lineNo: 0, quantity: 1, restock: true }], reason: 'wrong_item' },
      sale,
      refundTo: 'original',
      idempotencyKey: `exchange-${Math.random()}`,
    });
    const stockOf = async (a: Awaited<ReturnType<typeof api>>, id: string) =>
      (await posItem(a, id))?.stock ?? 0;

    it('more due: a bar back for an atlas, its credit paying first and the rest in cash with change; stock of both moved', async () => {
      const a = await api();
      const original = await sellByCard(a, bar, 2);
      const opened = await a.openDrawer({ float: { amount: 10000 } });
      const [bars, atlases] = [await stockOf(a, 'P010'), await stockOf(a, 'P012')];

      const { saleReturn, sale, difference } = await a.recordExchange(
        exchangeOf(original.id, {
          lines: [{ ...atlas, quantity: 1 }],
          tenders: [{ method: 'cash', amount: 4000 }],
        }),
      );
      expect(difference).toBe(3896 - 352);
      expect(saleReturn).toMatchObject({
        saleId: original.id,
        refund: 352,
        refunds: [{ method: 'exchange', amount: 352 }],
        exchangeSaleId: sale.id,
      });
      expect(sale).toMatchObject({ amount: 3896, status: 'completed', items: 1 });
      // The sale names the return its credit came from; 40.00 in cash less the 35.44 due: 4.56 change.
      expect((await a.getSale(sale.id)).money).toMatchObject({
        total: 3896,
        tenders: [
          { method: 'exchange', amount: 352, reference: saleReturn.id },
          { method: 'cash', amount: 4000 },
        ],
        change: 456,
      });
      expect((await a.getSale(original.id)).sale.status).toBe('partially_refunded');
      expect(await stockOf(a, 'P010')).toBe(bars + 1);
      expect(await stockOf(a, 'P012')).toBe(atlases - 1);
      // Only cash counts in the drawer: 40.00 in, 4.56 back.
      expect((await a.getMyDrawer())?.expected).toBe(opened.expected + 4000 - 456);
      // The credit in the ledger: out of the return and into the sale, nothing on the day.
      const credits = await a.listPayments({ method: 'exchange' });
      expect(credits.items.map((each) => [each.kind, each.document, each.amount]).sort()).toEqual(
        [
          ['refund', saleReturn.id, -352],
          ['sale', sale.id, 352],
        ].sort(),
      );
    });

    it('less due: an atlas back for a bar, the bar paid by the credit and the rest refunded to the card', async () => {
      const a = await api();
      const original = await sellByCard(a, atlas, 1);
      const { saleReturn, sale, difference } = await a.recordExchange(
        exchangeOf(original.id, { lines: [{ ...bar, quantity: 1 }], tenders: [] }),
      );
      expect(difference).toBe(352 - 3896);
      expect(saleReturn).toMatchObject({
        refund: 3896,
        refunds: [
          { method: 'card', amount: 3896 - 352 },
          { method: 'exchange', amount: 352 },
        ],
        exchangeSaleId: sale.id,
      });
      expect((await a.getSale(sale.id)).money).toMatchObject({
        total: 352,
        tenders: [{ method: 'exchange', amount: 352, reference: saleReturn.id }],
        change: 0,
      });
      // Paid by the credit alone: Sales says Exchange, not a till method.
      expect(sale.paymentMethod).toBe('exchange');
      expect((await a.getSale(original.id)).sale.status).toBe('refunded');
    });

    it('the same key twice records one exchange and answers with it', async () => {
      const a = await api();
      const original = await sellByCard(a, bar, 2);
      const input = exchangeOf(original.id, { lines: [{ ...bar, quantity: 1 }], tenders: [] });
      const first = await a.recordExchange(input);
      const bars = await stockOf(a, 'P010');
      expect(await a.recordExchange(input)).toEqual(first);
      expect((await a.getSaleReturns(original.id)).returns).toHaveLength(1);
      expect(await stockOf(a, 'P010')).toBe(bars);
      expect((await a.listSales({ search: first.sale.id })).total).toBe(1);
    });

    it('the last atlas exchanged for another atlas: the one that came back is the one sold again', async () => {
      const a = await api();
      const atlases = await stockOf(a, 'P012');
      const original = await sellByCard(a, atlas, atlases);
      expect(await stockOf(a, 'P012')).toBe(0);
      const { sale, difference } = await a.recordExchange(
        exchangeOf(original.id, { lines: [{ ...atlas, quantity: 1 }], tenders: [] }),
      );
      expect(difference).toBe(0);
      expect(sale.paymentMethod).toBe('exchange');
      expect(await stockOf(a, 'P012')).toBe(0);
    });

    // Returning a bar of a sale: the whole of its line's share, back where the rule sends it.
    const returnOne = (
      a: Awaited<ReturnType<typeof api>>,
      saleId: string,
      refundTo: 'original' | 'cash' = 'original',
    ) =>
      a.recordReturn({
        saleId,
        lines: [{ lineNo: 0, quantity: 1, restock: true }],
        reason: 'not_wanted',
        refundTo,
      });

    it('the new sale returned pays its credit back to the card the first sale was charged, through a chain of exchanges, never beyond what the card paid', async () => {
      const a = await api();
      // Two bars by card (7.04); one exchanged for a bar, that one exchanged again: each new sale paid by the credit alone.
      const original = await sellByCard(a, bar, 2);
      const first = await a.recordExchange(
        exchangeOf(original.id, { lines: [{ ...bar, quantity: 1 }], tenders: [] }),
      );
      const second = await a.recordExchange(
        exchangeOf(first.sale.id, { lines: [{ ...bar, quantity: 1 }], tenders: [] }),
      );
      expect(second.sale.paymentMethod).toBe('exchange');
      // No drawer is open: a card refund needs none.
      expect((await returnOne(a, second.sale.id)).refunds).toEqual([{ method: 'card', amount: 352 }]);
      // The first sale's other bar: the rest of what the card paid, and no more.
      expect((await returnOne(a, original.id)).refunds).toEqual([{ method: 'card', amount: 352 }]);
      const cardRefunds = await a.listPayments({ method: 'card', kind: 'refund' });
      const refundedOf = (saleIds: string[]) =>
        cardRefunds.items
          .filter((each) => saleIds.includes(each.saleId ?? ''))
          .reduce((sum, each) => sum - each.amount, 0);
      expect(refundedOf([original.id, first.sale.id, second.sale.id])).toBe(704);
    });

    it('a credit drawn from a split payment goes back to each tender it came from; the first sale keeps the rest of each', async () => {
      const a = await api();
      const opened = await a.openDrawer({ float: { amount: 10000 } });
      // Two bars: 4.00 by card, then 3.04 in cash (taken last, so given back first).
      const { sale: original } = await a.recordSale({
        lines: [{ ...bar, quantity: 2 }],
        choice: { kind: 'payment', tenders: [{ method: 'card', amount: 400 }, { method: 'cash' }] },
        idempotencyKey: `exchange-split-${Math.random()}`,
      });
      const { sale } = await a.recordExchange(
        exchangeOf(original.id, { lines: [{ ...bar, quantity: 1 }], tenders: [] }),
      );
      expect((await returnOne(a, sale.id)).refunds).toEqual([
        { method: 'card', amount: 48 },
        { method: 'cash', amount: 304 },
      ]);
      expect((await returnOne(a, original.id)).refunds).toEqual([{ method: 'card', amount: 352 }]);
      // The drawer gave back the cash it took, no more.
      expect((await a.getMyDrawer())?.expected).toBe(opened.expected);
    });

    it('a credit paid with store credit goes back to store credit when the new sale is returned, even asked for cash', async () => {
      const a = await api();
      await a.openDrawer({ float: { amount: 10000 } });
      const { sale: given } = await a.recordSale({
        lines: [{ ...bar, quantity: 2 }],
        choice: { kind: 'payment', tenders: [{ method: 'card' }] },
        customerId: 'CUST-002',
        idempotencyKey: `exchange-credit-given-${Math.random()}`,
      });
      await a.recordReturn({
        saleId: given.id,
        lines: [{ lineNo: 0, quantity: 2, restock: true }],
        reason: 'not_wanted',
        refundTo: 'store_credit',
      });
      const { sale: original } = await a.recordSale({
        lines: [{ ...bar, quantity: 2 }],
        choice: { kind: 'payment', tenders: [{ method: 'storeCredit' }] },
        customerId: 'CUST-002',
        idempotencyKey: `exchange-credit-spent-${Math.random()}`,
      });
      expect((await a.getCustomer('CUST-002')).storeCredit ?? 0).toBe(0);
      const { sale } = await a.recordExchange(
        exchangeOf(original.id, { lines: [{ ...bar, quantity: 1 }], tenders: [] }),
      );
      expect((await returnOne(a, sale.id, 'cash')).refunds).toEqual([
        { method: 'store_credit', amount: 352 },
      ]);
      expect((await a.getCustomer('CUST-002')).storeCredit).toBe(352);
      // Exchanged for another customer, the store credit would follow the new sale: refused, nothing recorded.
      const refused = await rejection(
        a.recordExchange(
          exchangeOf(original.id, { lines: [{ ...bar, quantity: 1 }], tenders: [], customerId: 'CUST-001' }),
        ),
      );
      expect(refused).toMatchObject({
        code: 'invalid',
        fieldErrors: { customerId: 'The exchange is for Sarah Johnson' },
      });
      expect((await a.getSaleReturns(original.id)).returns).toHaveLength(1);
    });

    it('exchanged for another customer, the credit takes the card and the store credit goes back to its own customer', async () => {
      const a = await api();
      // Sarah given 3.52 of store credit (a bar returned to it); she pays two bars with it and 3.52 by card.
      const { sale: given } = await a.recordSale({
        lines: [{ ...bar, quantity: 1 }],
        choice: { kind: 'payment', tenders: [{ method: 'card' }] },
        customerId: 'CUST-002',
        idempotencyKey: `exchange-other-given-${Math.random()}`,
      });
      await a.recordReturn({
        saleId: given.id,
        lines: [{ lineNo: 0, quantity: 1, restock: true }],
        reason: 'not_wanted',
        refundTo: 'store_credit',
      });
      const { sale: original } = await a.recordSale({
        lines: [{ ...bar, quantity: 2 }],
        choice: { kind: 'payment', tenders: [{ method: 'storeCredit', amount: 352 }, { method: 'card' }] },
        customerId: 'CUST-002',
        idempotencyKey: `exchange-other-spent-${Math.random()}`,
      });
      expect((await a.getCustomer('CUST-002')).storeCredit ?? 0).toBe(0);
      // Both bars back, one bar out to John: its credit takes the card; the rest goes back to Sarah's store credit.
      const { saleReturn, sale } = await a.recordExchange({
        ...exchangeOf(original.id, { lines: [{ ...bar, quantity: 1 }], tenders: [], customerId: 'CUST-001' }),
        saleReturn: {
          saleId: original.id,
          lines: [{ lineNo: 0, quantity: 2, restock: true }],
          reason: 'wrong_item',
        },
      });
      expect(sale.customerId).toBe('CUST-001');
      expect(saleReturn.refunds).toEqual([
        { method: 'store_credit', amount: 352 },
        { method: 'exchange', amount: 352 },
      ]);
      expect((await a.getCustomer('CUST-002')).storeCredit).toBe(352);
      // John's bar returned: to the card it came from, none of it store credit of his.
      expect((await returnOne(a, sale.id)).refunds).toEqual([{ method: 'card', amount: 352 }]);
      expect((await a.getCustomer('CUST-001')).storeCredit ?? 0).toBe(0);
    });

    it('the difference paid out in cash leaves the credit on the card; the new sale voided gives it back to the card, never the drawer', async () => {
      const a = await api();
      const opened = await a.openDrawer({ float: { amount: 10000 } });
      const original = await sellByCard(a, atlas, 1);
      const { saleReturn, sale } = await a.recordExchange({
        ...exchangeOf(original.id, { lines: [{ ...bar, quantity: 1 }], tenders: [] }),
        refundTo: 'cash',
      });
      expect(saleReturn.refunds).toEqual([
        { method: 'cash', amount: 3896 - 352 },
        { method: 'exchange', amount: 352 },
      ]);
      expect((await a.voidSale(sale.id)).refunds).toEqual([{ method: 'card', amount: 352 }]);
      expect((await a.getMyDrawer())?.expected).toBe(opened.expected - (3896 - 352));
    });

    it('a new sale refused (not enough stock) records no return either', async () => {
      const a = await api();
      const original = await sellByCard(a, bar, 2);
      const bars = await stockOf(a, 'P010');
      const refused = await rejection(
        a.recordExchange(
          exchangeOf(original.id, {
            lines: [{ ...atlas, quantity: 100_000 }],
            tenders: [{ method: 'card' }],
          }),
        ),
      );
      expect(refused).toMatchObject({ code: 'out_of_stock' });
      expect((await a.getSaleReturns(original.id)).returns).toEqual([]);
      expect((await a.getSale(original.id)).sale.status).toBe('completed');
      expect(await stockOf(a, 'P010')).toBe(bars);
    });
  });
}
