// The contract suite's part on spending store credit: at the till as a tender of its own (up to
// what the sale's customer holds, never for a walk-in), given back by a return of what it paid, and
// against invoices. What the customer holds is always what they were given less what they spent.
import { describe, expect, it } from 'vitest';
import type { WarehouseApi } from '../contract';
import { ConflictError, ValidationError } from '../errors';
import { everyItem } from '../page';
import { rejection, type SuiteContext } from './fixtures';

// An Illustrated World Atlas: 35.99 + 8.25% tax (2.97) = 38.96; two Dark Chocolate Bars 70%: 7.04.
const ATLAS = 3896;
const BARS = 704;
const atlasLine = { id: 'P012', name: 'Illustrated World Atlas', price: 3599, quantity: 1 };
const barsLine = { id: 'P010', name: 'Dark Chocolate Bar 70%', price: 325, quantity: 2 };

type Tender = { method: 'cash' | 'card' | 'mobile' | 'storeCredit'; amount?: number };
const sale = (line: typeof atlasLine, tenders: Tender[], customerId?: string) => ({
  lines: [line],
  choice: { kind: 'payment' as const, tenders },
  ...(customerId ? { customerId } : {}),
  idempotencyKey: `store-credit-sale-${Math.random()}`,
});

/** Sarah Johnson given an atlas's worth of store credit: an atlas sold to her by card, returned to store credit. */
async function sarahWithCredit(a: WarehouseApi) {
  const { sale: sold } = await a.recordSale(sale(atlasLine, [{ method: 'card' }], 'CUST-002'));
  await a.recordReturn({
    saleId: sold.id,
    lines: [{ lineNo: 0, quantity: 1, restock: true }],
    reason: 'not_wanted',
    refundTo: 'store_credit',
  });
  expect(await a.getCustomer('CUST-002')).toMatchObject({ storeCredit: ATLAS });
}

const heldBy = async (a: WarehouseApi, customerId: string) =>
  (await a.getCustomer(customerId)).storeCredit ?? 0;

export function storeCreditSuite({ api, posItem }: SuiteContext): void {
  describe('Data contract: store credit spent at the till (issues 37, 38)', () => {
    it('a sale paid partly with store credit lowers what the customer holds: its tender on the sale and in the payments ledger, none of it in the drawer', async () => {
      const a = await api();
      await sarahWithCredit(a);
      await a.openDrawer({ float: { amount: 10000 } });
      const { sale: sold } = await a.recordSale(
        sale(barsLine, [{ method: 'storeCredit', amount: 500 }, { method: 'cash' }], 'CUST-002'),
      );
      expect(sold).toMatchObject({ amount: BARS, customerId: 'CUST-002', paymentMethod: 'storeCredit' });
      expect(await heldBy(a, 'CUST-002')).toBe(ATLAS - 500);
      expect((await a.getSale(sold.id)).money?.tenders).toEqual([
        { method: 'storeCredit', amount: 500 },
        { method: 'cash', amount: BARS - 500 },
      ]);
      const spent = await a.listPayments({ search: sold.id, method: 'storeCredit' });
      expect(spent.items).toEqual([
        expect.objectContaining({
          kind: 'sale',
          method: 'storeCredit',
          amount: 500,
          saleId: sold.id,
          customerId: 'CUST-002',
          drawerSessionId: null,
        }),
      ]);
      // Only the cash counts in the drawer.
      expect((await a.getMyDrawer())?.expected).toBe(10000 + BARS - 500);
    });

    it('store credit may pay the whole sale; a tender without an amount pays what is left', async () => {
      const a = await api();
      await sarahWithCredit(a);
      const { sale: sold } = await a.recordSale(sale(barsLine, [{ method: 'storeCredit' }], 'CUST-002'));
      expect((await a.getSale(sold.id)).money?.tenders).toEqual([{ method: 'storeCredit', amount: BARS }]);
      expect(await heldBy(a, 'CUST-002')).toBe(ATLAS - BARS);
    });

    it('more than the customer holds is refused with the figures, and changes nothing', async () => {
      const a = await api();
      await sarahWithCredit(a);
      const salesBefore = await everyItem((q) => a.listSales(q));
      const atlasesBefore = (await posItem(a, 'P012'))?.stock;
      const refused = await rejection(
        a.recordSale(
          sale(
            { ...atlasLine, quantity: 2 },
            [{ method: 'storeCredit', amount: 4000 }, { method: 'card' }],
            'CUST-002',
          ),
        ),
      );
      expect(refused).toBeInstanceOf(ConflictError);
      expect(refused).toMatchObject({ code: 'over_store_credit' });
      expect((refused as ConflictError).notice?.message).toBe(
        'Sarah Johnson holds $38.96 of store credit; $40.00 was tendered',
      );
      expect(await heldBy(a, 'CUST-002')).toBe(ATLAS);
      expect(await everyItem((q) => a.listSales(q))).toEqual(salesBefore);
      expect((await posItem(a, 'P012'))?.stock).toBe(atlasesBefore);
      expect((await a.listPayments({ method: 'storeCredit', kind: 'sale' })).total).toBe(0);
    });

    it('a walk-in cannot pay with store credit, nor a customer who holds none', async () => {
      const a = await api();
      const walkIn = await rejection(
        a.recordSale(sale(barsLine, [{ method: 'storeCredit', amount: 100 }, { method: 'card' }])),
      );
      expect(walkIn).toMatchObject({ code: 'wrong_status' });
      expect((walkIn as ConflictError).notice?.message).toBe(
        'Choose a customer on record to pay with store credit',
      );
      const none = await rejection(
        a.recordSale(
          sale(barsLine, [{ method: 'storeCredit', amount: 100 }, { method: 'card' }], 'CUST-001'),
        ),
      );
      expect(none).toMatchObject({ code: 'over_store_credit' });
      expect((await a.listPayments({ method: 'storeCredit' })).total).toBe(0);
    });

    it('a return of a sale paid with store credit gives that part back to store credit, the rest to its other tender', async () => {
      const a = await api();
      await sarahWithCredit(a);
      const { sale: sold } = await a.recordSale(
        sale(barsLine, [{ method: 'storeCredit', amount: 500 }, { method: 'card' }], 'CUST-002'),
      );
      expect(await heldBy(a, 'CUST-002')).toBe(ATLAS - 500);
      const back = await a.recordReturn({
        saleId: sold.id,
        lines: [{ lineNo: 0, quantity: 2, restock: true }],
        reason: 'not_wanted',
        refundTo: 'original',
      });
      expect(back).toMatchObject({
        refund: BARS,
        refunds: [
          { method: 'card', amount: BARS - 500 },
          { method: 'store_credit', amount: 500 },
        ],
      });
      expect(await heldBy(a, 'CUST-002')).toBe(ATLAS);
      expect((await a.listPayments({ search: back.id, method: 'storeCredit' })).items).toEqual([
        expect.objectContaining({ kind: 'refund', amount: -500, customerId: 'CUST-002' }),
      ]);
    });
  });

  describe('Data contract: a void of a sale paid with store credit (issue 38)', () => {
    it('gives what it spent back to the customer’s store credit, the rest to its card', async () => {
      const a = await api();
      await sarahWithCredit(a);
      await a.openDrawer({ float: { amount: 10000 } });
      const { sale: sold } = await a.recordSale(
        sale(barsLine, [{ method: 'storeCredit', amount: 500 }, { method: 'card' }], 'CUST-002'),
      );
      const voided = await a.voidSale(sold.id);
      expect(voided.refunds).toEqual([
        { method: 'card', amount: BARS - 500 },
        { method: 'store_credit', amount: 500 },
      ]);
      expect((await a.getSale(sold.id)).sale.status).toBe('voided');
      expect(await heldBy(a, 'CUST-002')).toBe(ATLAS);
    });
  });

  describe('Data contract: invoices paid with store credit (issue 38)', () => {
    /** Sarah given Net 30, two chocolate bars sold to her on account: their invoice's number. */
    const barsOnAccount = async (a: WarehouseApi) => {
      const sarah = await a.getCustomer('CUST-002');
      await a.updateCustomer('CUST-002', {
        name: sarah.name,
        phone: sarah.phone,
        email: sarah.email,
        address: sarah.address,
        paymentTermsDays: '30',
      });
      const { sale: sold } = await a.recordSale({
        lines: [barsLine],
        choice: { kind: 'account' },
        customerId: 'CUST-002',
        idempotencyKey: `store-credit-account-${Math.random()}`,
      });
      return (await a.getSale(sold.id)).invoiceNumber ?? '';
    };
    const payment = (amount: number, invoice: string) => ({
      customerId: 'CUST-002',
      method: 'storeCredit' as const,
      amount,
      date: '2024-02-01',
      invoices: [invoice],
    });

    it('pays up to what the customer holds and what is owed: the invoice paid, the store credit lowered, the payment in the ledger', async () => {
      const a = await api();
      await sarahWithCredit(a);
      const number = await barsOnAccount(a);
      const overHeld = await rejection(a.recordPayment(payment(5000, number)));
      expect(overHeld).toMatchObject({ code: 'over_store_credit' });
      expect((overHeld as ConflictError).fieldErrors).toEqual({
        amount: 'The customer holds $38.96 of store credit',
      });
      const overOwed = await rejection(a.recordPayment(payment(800, number)));
      expect(overOwed).toBeInstanceOf(ValidationError);
      expect((overOwed as ValidationError).fieldErrors).toEqual({
        amount: 'Store credit pays at most what is owed, $7.04',
      });
      expect(await heldBy(a, 'CUST-002')).toBe(ATLAS);
      expect((await a.getInvoice(number)).invoice).toMatchObject({ balance: BARS });

      const paid = await a.recordPayment(payment(BARS, number));
      expect(paid).toMatchObject({
        method: 'storeCredit',
        amount: BARS,
        storeCredit: 0,
        allocations: [{ invoiceNumber: number, amount: BARS }],
      });
      expect((await a.getInvoice(number)).invoice).toMatchObject({ balance: 0, status: 'paid' });
      expect(await heldBy(a, 'CUST-002')).toBe(ATLAS - BARS);
      expect((await a.listPayments({ kind: 'invoice_payment', method: 'storeCredit' })).items).toEqual([
        expect.objectContaining({ id: paid.id, amount: BARS, document: number, customerId: 'CUST-002' }),
      ]);
    });

    it('the statement counts it: spent at the till adds what it took, paid on an invoice moves nothing; it closes at what they owe less what they hold', async () => {
      const a = await api();
      await sarahWithCredit(a);
      const { sale: sold } = await a.recordSale(
        sale(barsLine, [{ method: 'storeCredit', amount: 500 }, { method: 'card' }], 'CUST-002'),
      );
      const number = await barsOnAccount(a);
      await a.recordPayment(payment(BARS, number));
      const statement = await a.getCustomerStatement('CUST-002');
      expect(statement.lines.map((line) => [line.kind, line.reference, line.amount])).toEqual(
        expect.arrayContaining([
          ['storeCredit', sold.id, 500],
          ['invoice', number, BARS],
          ['payment', '', 0],
        ]),
      );
      expect(statement.lines.find((line) => line.reference === sold.id)?.description).toBe(
        `Spent on ${sold.id}`,
      );
      const held = await heldBy(a, 'CUST-002');
      expect(held).toBe(ATLAS - 500 - BARS);
      expect(statement.closingBalance).toBe((await a.getInvoice(number)).invoice.balance - held);
    });
  });
}
