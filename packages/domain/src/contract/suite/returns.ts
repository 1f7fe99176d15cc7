// The contract suite's part on returns: what is left to return of a sale, a return's stock and
// refund, never more than was sold, and the list of returns.
import { describe, expect, it } from 'vitest';
import { ConflictError, ValidationError } from '../errors';
import { rejection, type SuiteContext } from './fixtures';

export function returnsSuite({ api, posItem }: SuiteContext): void {
  describe('Data contract: returns against the original sale (issue 38)', () => {
    // 2 × Dark Chocolate Bar 70% (3.25, tax 0.54: 7.04) and an Illustrated World Atlas (35.99, tax 2.97: 38.96), by card.
    const sell = async (a: Awaited<ReturnType<typeof api>>) =>
      (
        await a.recordSale({
          lines: [
            { id: 'P010', name: 'Dark Chocolate Bar 70%', price: 325, quantity: 2 },
            { id: 'P012', name: 'Illustrated World Atlas', price: 3599, quantity: 1 },
          ],
          choice: { kind: 'payment', tenders: [{ method: 'card' }] },
          idempotencyKey: `return-sale-${Math.random()}`,
        })
      ).sale;

    it('a line back on the shelf: its share of what was paid to the card, its stock back, the sale partially refunded', async () => {
      const a = await api();
      const sale = await sell(a);
      expect(sale.amount).toBe(4600);
      const before = await a.getSaleReturns(sale.id);
      expect(before.lines).toEqual([
        expect.objectContaining({
          lineNo: 0,
          itemId: 'P010',
          sold: 2,
          returned: 0,
          soldFromBin: expect.any(String),
        }),
        expect.objectContaining({ lineNo: 1, itemId: 'P012', sold: 1, returned: 0 }),
      ]);
      const chocolates = (await posItem(a, 'P010'))?.stock ?? 0;

      const back = await a.recordReturn({
        saleId: sale.id,
        lines: [{ lineNo: 0, quantity: 1, restock: true }],
        reason: 'not_wanted',
        refundTo: 'original',
      });
      expect(back).toMatchObject({
        id: expect.stringMatching(/^RET-\d{4}$/),
        saleId: sale.id,
        refund: 352,
        refunds: [{ method: 'card', amount: 352 }],
        lines: [{ lineNo: 0, itemId: 'P010', quantity: 1, binId: before.lines[0]?.soldFromBin, refund: 352 }],
      });
      expect((await posItem(a, 'P010'))?.stock).toBe(chocolates + 1);
      expect((await a.getSale(sale.id)).sale.status).toBe('partially_refunded');
      expect((await a.getSaleReturns(sale.id)).lines[0]?.returned).toBe(1);
    });

    it('a line back into another bin than it was sold from: it goes there (not back on the till), and an unknown bin is refused by field', async () => {
      const a = await api();
      const sale = await sell(a);
      const chocolates = (await posItem(a, 'P010'))?.stock ?? 0;
      const unknown = await rejection(
        a.recordReturn({
          saleId: sale.id,
          lines: [{ lineNo: 0, quantity: 1, restock: true, binId: 'NO-SUCH-BIN' }],
          reason: 'not_wanted',
          refundTo: 'original',
        }),
      );
      expect(unknown).toBeInstanceOf(ValidationError);
      expect((unknown as ValidationError).fieldErrors).toEqual({ 'lines.0.binId': 'Choose a bin' });
      const back = await a.recordReturn({
        saleId: sale.id,
        lines: [{ lineNo: 0, quantity: 1, restock: true, binId: 'A-1-1' }],
        reason: 'not_wanted',
        refundTo: 'original',
      });
      expect(back.lines).toEqual([expect.objectContaining({ lineNo: 0, binId: 'A-1-1', quantity: 1 })]);
      // The till sells from the store's floor: the bar went to the warehouse shelf instead.
      expect((await posItem(a, 'P010'))?.stock).toBe(chocolates);
    });

    it('never more than is left to return; all of it back refunds exactly the total, and the sale is refunded', async () => {
      const a = await api();
      const sale = await sell(a);
      await a.recordReturn({
        saleId: sale.id,
        lines: [{ lineNo: 0, quantity: 1, restock: true }],
        reason: 'damaged',
        refundTo: 'original',
      });
      const tooMany = await rejection(
        a.recordReturn({
          saleId: sale.id,
          lines: [{ lineNo: 0, quantity: 2, restock: true }],
          reason: 'damaged',
          refundTo: 'original',
        }),
      );
      expect(tooMany).toBeInstanceOf(ConflictError);
      expect((tooMany as ConflictError).code).toBe('over_return');
      expect((tooMany as ConflictError).notice?.message).toBe(
        'Only 1 of Dark Chocolate Bar 70% can still be returned',
      );

      const atlases = (await posItem(a, 'P012'))?.stock ?? 0;
      const rest = await a.recordReturn({
        saleId: sale.id,
        lines: [
          { lineNo: 0, quantity: 1, restock: false },
          { lineNo: 1, quantity: 1, restock: true },
        ],
        reason: 'other',
        note: 'Changed their mind',
        refundTo: 'original',
      });
      expect(rest.refund).toBe(352 + 3896);
      // Written off: the chocolate does not go back; the atlas does.
      expect(rest.lines[0]?.binId).toBeNull();
      expect((await posItem(a, 'P012'))?.stock).toBe(atlases + 1);
      expect((await a.getSale(sale.id)).sale.status).toBe('refunded');
      const all = await a.getSaleReturns(sale.id);
      expect(all.returns.reduce((sum, each) => sum + each.refund, 0)).toBe(sale.amount);
      expect(
        await rejection(
          a.recordReturn({
            saleId: sale.id,
            lines: [{ lineNo: 1, quantity: 1, restock: true }],
            reason: 'damaged',
            refundTo: 'original',
          }),
        ),
      ).toMatchObject({ code: 'wrong_status' });
    });

    it('a cash refund needs an open drawer; returns are listed newest first and found by sale', async () => {
      const a = await api();
      const sale = await sell(a);
      expect(
        await rejection(
          a.recordReturn({
            saleId: sale.id,
            lines: [{ lineNo: 1, quantity: 1, restock: true }],
            reason: 'wrong_item',
            refundTo: 'cash',
          }),
        ),
      ).toMatchObject({ code: 'drawer_closed' });
      const first = await a.recordReturn({
        saleId: sale.id,
        lines: [{ lineNo: 0, quantity: 1, restock: true }],
        reason: 'damaged',
        refundTo: 'original',
      });
      const second = await a.recordReturn({
        saleId: sale.id,
        lines: [{ lineNo: 1, quantity: 1, restock: true }],
        reason: 'damaged',
        refundTo: 'original',
      });
      // With the drawer open, cash comes out of it: the drawer expects that much less.
      const opened = await a.openDrawer({ float: { amount: 10000 } });
      const cash = await a.recordReturn({
        saleId: sale.id,
        lines: [{ lineNo: 0, quantity: 1, restock: true }],
        reason: 'wrong_item',
        refundTo: 'cash',
      });
      expect(cash.refunds).toEqual([{ method: 'cash', amount: 352 }]);
      expect(await a.getMyDrawer()).toMatchObject({ refunds: 352, expected: opened.expected - 352 });
      const list = await a.listReturns({ search: sale.id });
      expect(list.items.map((each) => each.id)).toEqual([cash.id, second.id, first.id]);
      expect(list.total).toBe(3);
      expect((await a.listReturns({ search: 'nothing like it' })).total).toBe(0);
    });

    it('a void undoes a sale of an open drawer session: stock back, its cash out of that drawer, the sale Voided; once', async () => {
      const a = await api();
      // Not in a drawer session (none was open): only a return takes it back.
      const before = await sell(a);
      expect(await rejection(a.voidSale(before.id))).toMatchObject({ code: 'wrong_status' });

      const opened = await a.openDrawer({ float: { amount: 10000 } });
      const { sale } = await a.recordSale({
        lines: [{ id: 'P012', name: 'Illustrated World Atlas', price: 3599, quantity: 1 }],
        choice: { kind: 'payment', tenders: [{ method: 'cash', amount: 5000 }] },
        idempotencyKey: `void-sale-${Math.random()}`,
      });
      const atlases = (await posItem(a, 'P012'))?.stock ?? 0;
      const voided = await a.voidSale(sale.id);
      expect(voided).toMatchObject({
        saleId: sale.id,
        refund: 3896,
        refunds: [{ method: 'cash', amount: 3896 }],
        reason: 'other',
        note: 'Voided',
      });
      expect((await a.getSale(sale.id)).sale.status).toBe('voided');
      expect((await posItem(a, 'P012'))?.stock).toBe(atlases + 1);
      // 50.00 tendered, 11.04 change, 38.96 back out: the drawer holds its float again.
      expect((await a.getMyDrawer())?.expected).toBe(opened.expected);
      expect(await rejection(a.voidSale(sale.id))).toMatchObject({ code: 'wrong_status' });
    });

    it('an invoiced sale is not voided (its invoice is credited by a return): nothing changes', async () => {
      const a = await api();
      await a.openDrawer({ float: { amount: 10000 } });
      const { sale } = await a.recordSale({
        lines: [{ id: 'P012', name: 'Illustrated World Atlas', price: 3599, quantity: 1 }],
        choice: { kind: 'payment', tenders: [{ method: 'card' }] },
        customerId: 'CUST-001',
        idempotencyKey: `void-invoiced-${Math.random()}`,
      });
      const { invoice } = await a.issueInvoice(sale.id);
      expect((await a.getSaleReturns(sale.id)).voidable).toBe(false);
      const refused = await rejection(a.voidSale(sale.id));
      expect(refused).toMatchObject({ code: 'wrong_status' });
      expect((refused as ConflictError).notice?.message).toBe(
        `${sale.id} is invoiced (${invoice.number}): take it back as a return`,
      );
      expect((await a.getSale(sale.id)).sale.status).toBe('completed');
    });
  });

  describe('Data contract: a refund to store credit (issue 38)', () => {
    it('goes to the sale’s customer on record as store credit, and nowhere else; never for a walk-in', async () => {
      const a = await api();
      const { sale } = await a.recordSale({
        lines: [{ id: 'P010', name: 'Dark Chocolate Bar 70%', price: 325, quantity: 2 }],
        choice: { kind: 'payment', tenders: [{ method: 'card' }] },
        customerId: 'CUST-002',
        idempotencyKey: `store-credit-${Math.random()}`,
      });
      expect(await a.getCustomer('CUST-002')).not.toHaveProperty('storeCredit');
      const back = await a.recordReturn({
        saleId: sale.id,
        lines: [{ lineNo: 0, quantity: 1, restock: true }],
        reason: 'not_wanted',
        refundTo: 'store_credit',
      });
      expect(back).toMatchObject({ refund: 352, refunds: [{ method: 'store_credit', amount: 352 }] });
      expect(back).not.toHaveProperty('creditNote');
      expect(await a.getCustomer('CUST-002')).toMatchObject({ storeCredit: 352 });
      // The second bar as well: store credit adds up.
      await a.recordReturn({
        saleId: sale.id,
        lines: [{ lineNo: 0, quantity: 1, restock: true }],
        reason: 'not_wanted',
        refundTo: 'store_credit',
      });
      expect(await a.getCustomer('CUST-002')).toMatchObject({ storeCredit: 704 });
      expect((await a.getSale(sale.id)).sale.status).toBe('refunded');

      const { sale: walkIn } = await a.recordSale({
        lines: [{ id: 'P010', name: 'Dark Chocolate Bar 70%', price: 325, quantity: 1 }],
        choice: { kind: 'payment', tenders: [{ method: 'card' }] },
        idempotencyKey: `walk-in-${Math.random()}`,
      });
      const refused = await rejection(
        a.recordReturn({
          saleId: walkIn.id,
          lines: [{ lineNo: 0, quantity: 1, restock: true }],
          reason: 'not_wanted',
          refundTo: 'store_credit',
        }),
      );
      expect(refused).toBeInstanceOf(ValidationError);
      expect((refused as ValidationError).fieldErrors).toEqual({
        refundTo: 'Store credit needs a customer on record',
      });
      expect((await a.getSaleReturns(walkIn.id)).returns).toEqual([]);
    });
  });

  describe('Data contract: a return of an invoiced sale issues a credit note (issue 38)', () => {
    const john = {
      name: 'John Smith',
      phone: '+1 (555) 123-4567',
      email: 'john.smith@example.com',
      address: '123 Main St, Downtown',
    };
    // On John Smith's account (Net 30): 3 × Dark Chocolate Bar 70% and an Illustrated World Atlas.
    const sellOnAccount = async (a: Awaited<ReturnType<typeof api>>) => {
      await a.updateCustomer('CUST-001', { ...john, paymentTermsDays: '30' });
      const { sale } = await a.recordSale({
        lines: [
          { id: 'P010', name: 'Dark Chocolate Bar 70%', price: 325, quantity: 3 },
          { id: 'P012', name: 'Illustrated World Atlas', price: 3599, quantity: 1 },
        ],
        choice: { kind: 'account' },
        customerId: 'CUST-001',
        idempotencyKey: `account-return-${Math.random()}`,
      });
      const invoiceNumber = (await a.getSale(sale.id)).invoiceNumber ?? '';
      return { sale, invoice: (await a.getInvoice(invoiceNumber)).invoice };
    };

    it('returning 1 of 3 from a sale on account: a credit note for that line lowers what is owed, no tender is paid, the stock comes back', async () => {
      const a = await api();
      const { sale, invoice } = await sellOnAccount(a);
      expect((await a.getSaleReturns(sale.id)).lines[0]).toMatchObject({ sold: 3, returned: 0 });
      const chocolates = (await posItem(a, 'P010'))?.stock ?? 0;
      // The chocolate line: 9.75 + 0.80 tax = 10.55; one of three credits 3.52.
      const chocolateLine = invoice.lines.find((line) => line.lineNo === 1);
      expect(chocolateLine?.total).toBe(1055);

      const back = await a.recordReturn({
        saleId: sale.id,
        lines: [{ lineNo: 0, quantity: 1, restock: true }],
        reason: 'not_wanted',
        refundTo: 'original',
      });
      expect(back).toMatchObject({
        saleId: sale.id,
        refund: 352,
        refunds: [{ method: 'credit_note', amount: 352 }],
        creditNote: 'CN-DS-2024-000001',
        lines: [{ lineNo: 0, quantity: 1, refund: 352 }],
      });
      const credited = await a.getInvoice(invoice.number);
      expect(credited.creditNotes).toMatchObject([
        {
          number: 'CN-DS-2024-000001',
          invoiceNumber: invoice.number,
          lines: [{ lineNo: 1, quantity: 1, amount: 352 }],
          amount: 352,
          // Nothing was paid of it: the note lowers what is owed, no store credit.
          storeCredit: 0,
        },
      ]);
      expect(credited.invoice).toMatchObject({
        credited: 352,
        balance: invoice.balance - 352,
        status: 'issued',
      });
      expect((await posItem(a, 'P010'))?.stock).toBe(chocolates + 1);
      expect((await a.getSale(sale.id)).sale.status).toBe('partially_refunded');
      expect((await a.listReturns({ search: sale.id })).items[0]).toMatchObject({
        id: back.id,
        creditNote: 'CN-DS-2024-000001',
      });
    });

    it('returning all of it credits the invoice in full (Credited); an invoiced sale’s refund goes nowhere else', async () => {
      const a = await api();
      const { sale, invoice } = await sellOnAccount(a);
      const everything = [
        { lineNo: 0, quantity: 3, restock: true },
        { lineNo: 1, quantity: 1, restock: false },
      ];
      const toCash = await rejection(
        a.recordReturn({ saleId: sale.id, lines: everything, reason: 'damaged', refundTo: 'cash' }),
      );
      expect(toCash).toMatchObject({
        fieldErrors: { refundTo: `A credit note on ${invoice.number} is its refund` },
      });
      expect((await a.getInvoice(invoice.number)).creditNotes).toEqual([]);

      const back = await a.recordReturn({
        saleId: sale.id,
        lines: everything,
        reason: 'damaged',
        refundTo: 'original',
      });
      expect(back.refund).toBe(invoice.total);
      expect((await a.getInvoice(invoice.number)).invoice).toMatchObject({
        credited: invoice.total,
        balance: 0,
        status: 'credited',
      });
      expect((await a.getSale(sale.id)).sale.status).toBe('refunded');
    });

    it('a paid invoice’s return: what was paid becomes the customer’s store credit', async () => {
      const a = await api();
      const { sale, invoice } = await sellOnAccount(a);
      await a.recordPayment({
        customerId: 'CUST-001',
        method: 'cash',
        amount: invoice.total,
        date: '2024-02-01',
        invoices: [invoice.number],
      });
      const back = await a.recordReturn({
        saleId: sale.id,
        lines: [{ lineNo: 1, quantity: 1, restock: true }],
        reason: 'wrong_item',
        refundTo: 'original',
      });
      expect(back).toMatchObject({ refund: 3896, refunds: [{ method: 'credit_note', amount: 3896 }] });
      expect((await a.getInvoice(invoice.number)).creditNotes[0]).toMatchObject({
        amount: 3896,
        storeCredit: 3896,
      });
    });

    it('an invoiced sale paid at the till: its return pays the card back, its credit note saying so; the rest to store credit when asked', async () => {
      const a = await api();
      const { sale } = await a.recordSale({
        lines: [
          { id: 'P010', name: 'Dark Chocolate Bar 70%', price: 325, quantity: 2 },
          { id: 'P012', name: 'Illustrated World Atlas', price: 3599, quantity: 1 },
        ],
        choice: { kind: 'payment', tenders: [{ method: 'card' }] },
        customerId: 'CUST-002',
        idempotencyKey: `invoiced-return-${Math.random()}`,
      });
      const { invoice } = await a.issueInvoice(sale.id);
      expect(invoice).toMatchObject({ paidAtSale: 4600, balance: 0, status: 'paid' });

      const back = await a.recordReturn({
        saleId: sale.id,
        lines: [{ lineNo: 1, quantity: 1, restock: true }],
        reason: 'not_wanted',
        refundTo: 'original',
      });
      // The money goes back to the card it was paid by; nothing is held as store credit.
      expect(back).toMatchObject({ refund: 3896, refunds: [{ method: 'card', amount: 3896 }] });
      const credited = await a.getInvoice(invoice.number);
      expect(back.creditNote).toBe(credited.creditNotes[0]?.number);
      expect(credited.creditNotes[0]).toMatchObject({ amount: 3896, storeCredit: 0, refunded: 3896 });
      expect(credited.invoice).toMatchObject({ paid: 704, credited: 3896, balance: 0 });
      expect(await a.getCustomer('CUST-002')).not.toHaveProperty('storeCredit');

      const rest = await a.recordReturn({
        saleId: sale.id,
        lines: [{ lineNo: 0, quantity: 2, restock: true }],
        reason: 'not_wanted',
        refundTo: 'store_credit',
      });
      expect(rest).toMatchObject({ refund: 704, refunds: [{ method: 'credit_note', amount: 704 }] });
      expect(await a.getCustomer('CUST-002')).toMatchObject({ storeCredit: 704 });
      expect((await a.getInvoice(invoice.number)).invoice).toMatchObject({
        paid: 0,
        credited: 4600,
        balance: 0,
        status: 'credited',
      });
    });
  });
}
