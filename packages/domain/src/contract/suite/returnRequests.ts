// The contract suite's part on customer return requests (issue: "customer return requests for
// delivered orders follow requested → received → refunded or rejected; the menu badge counts open
// requests"): raised only for an order the customer has, never for more than was sold less
// returned, each step only from where it stands, a refund recorded as a return.
import { describe, expect, it } from 'vitest';
import type { WarehouseApi } from '../contract';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { cashSale, rejection, type SuiteContext } from './fixtures';

/** 3 × Dark Chocolate Bar 70% (3.25 + 8.25% tax each), paid by card at the till: handed over there. */
const sellBars = async (a: WarehouseApi) =>
  (
    await a.recordSale({
      lines: [{ id: 'P010', name: 'Dark Chocolate Bar 70%', price: 325, quantity: 3 }],
      choice: { kind: 'payment', tenders: [{ method: 'card' }] },
      idempotencyKey: `request-sale-${Math.random()}`,
    })
  ).sale;

const openCount = async (a: WarehouseApi) => (await a.getMenuBadges()).returns;

export function returnRequestsSuite({ api, posItem }: SuiteContext): void {
  describe('Data contract: customer return requests', () => {
    it('requested → received → refunded: the refund is a return (stock back, card refunded, the sale partially refunded); the menu counts the open ones', async () => {
      const a = await api();
      const open = await openCount(a);
      const sale = await sellBars(a);
      const request = await a.createReturnRequest({
        saleId: sale.id,
        lines: [{ lineNo: 0, quantity: 2 }],
        reason: 'damaged',
        note: ' crushed in the post ',
      });
      expect(request).toMatchObject({
        id: expect.stringMatching(/^RR-\d{4}$/),
        saleId: sale.id,
        customer: sale.customer,
        status: 'requested',
        reason: 'damaged',
        note: 'crushed in the post',
        lines: [{ lineNo: 0, itemId: 'P010', name: expect.any(String), quantity: 2 }],
      });
      expect(request).not.toHaveProperty('deliveryId');
      expect(await openCount(a)).toBe(open + 1);

      const received = await a.receiveReturnRequest(request.id);
      expect(received).toMatchObject({ status: 'received', receivedAt: expect.any(String) });
      expect(await openCount(a)).toBe(open + 1);

      const bars = (await posItem(a, 'P010'))?.stock ?? 0;
      const refunded = await a.refundReturnRequest(request.id, { refundTo: 'original', restock: true });
      expect(refunded).toMatchObject({ status: 'refunded', returnId: expect.stringMatching(/^RET-\d{4}$/) });
      expect(await openCount(a)).toBe(open);
      const [latest] = (await a.listReturns()).items;
      expect(latest).toMatchObject({
        id: refunded.returnId,
        saleId: sale.id,
        reason: 'damaged',
        lines: [{ lineNo: 0, quantity: 2 }],
        refunds: [{ method: 'card', amount: latest?.refund }],
      });
      expect(latest?.refund).toBeGreaterThan(0);
      expect((await posItem(a, 'P010'))?.stock).toBe(bars + 2);
      expect((await a.getSale(sale.id)).sale.status).toBe('partially_refunded');
    });

    it('refuses an order not delivered yet: a Fast Delivery still on its way', async () => {
      const a = await api();
      const { sale } = await a.recordSale({
        ...cashSale(['P010', 1]),
        choice: { kind: 'delivery', option: 'fast' },
        customer: { name: 'Jane Roe', phone: '555', address: '1 High St' },
      });
      const refused = await rejection(
        a.createReturnRequest({ saleId: sale.id, lines: [{ lineNo: 0, quantity: 1 }], reason: 'not_wanted' }),
      );
      expect(refused).toBeInstanceOf(ConflictError);
      expect(refused).toMatchObject({
        code: 'wrong_status',
        message: `${sale.id} has not been delivered yet: a return request is for an order the customer has`,
      });
      expect((await a.listReturnRequests()).items).toEqual([]);
      expect(
        await rejection(
          a.createReturnRequest({ saleId: 'ORD-NOPE', lines: [{ lineNo: 0, quantity: 1 }], reason: 'other' }),
        ),
      ).toBeInstanceOf(NotFoundError);
    });

    it('never asks back more than was sold less returned, less what open requests ask already; a note for "other"', async () => {
      const a = await api();
      const sale = await sellBars(a);
      await a.recordReturn({
        saleId: sale.id,
        lines: [{ lineNo: 0, quantity: 1, restock: true }],
        reason: 'not_wanted',
        refundTo: 'original',
      });
      const over = await rejection(
        a.createReturnRequest({ saleId: sale.id, lines: [{ lineNo: 0, quantity: 3 }], reason: 'other' }),
      );
      expect(over).toBeInstanceOf(ValidationError);
      expect((over as ValidationError).fieldErrors).toEqual({
        'lines.0.quantity': 'At most 2 can still be returned',
        note: 'Say why it comes back',
      });
      await a.createReturnRequest({
        saleId: sale.id,
        lines: [{ lineNo: 0, quantity: 2 }],
        reason: 'wrong_item',
      });
      const again = await rejection(
        a.createReturnRequest({ saleId: sale.id, lines: [{ lineNo: 0, quantity: 1 }], reason: 'wrong_item' }),
      );
      expect((again as ValidationError).fieldErrors).toEqual({
        'lines.0.quantity': 'Nothing left to return',
      });
      const none = await rejection(a.createReturnRequest({ saleId: sale.id, lines: [], reason: 'damaged' }));
      expect((none as ValidationError).fieldErrors).toEqual({ lines: 'Choose at least one item' });
      expect((await a.listReturnRequests()).total).toBe(1);
    });

    it('each step only from where it stands: refunded only once received; rejected with a reason, then never refunded', async () => {
      const a = await api();
      const sale = await sellBars(a);
      const request = await a.createReturnRequest({
        saleId: sale.id,
        lines: [{ lineNo: 0, quantity: 1 }],
        reason: 'not_wanted',
      });
      expect(
        await rejection(a.refundReturnRequest(request.id, { refundTo: 'original', restock: true })),
      ).toMatchObject({
        code: 'wrong_status',
        message: `${request.id} is requested: only a received one is refunded`,
      });
      const blank = await rejection(a.rejectReturnRequest(request.id, { reason: '  ' }));
      expect((blank as ValidationError).fieldErrors).toEqual({ reason: 'Enter a reason' });
      const rejected = await a.rejectReturnRequest(request.id, { reason: 'Past 30 days' });
      expect(rejected).toMatchObject({
        status: 'rejected',
        rejection: 'Past 30 days',
        closedAt: expect.any(String),
      });
      expect(
        await rejection(a.refundReturnRequest(request.id, { refundTo: 'original', restock: true })),
      ).toMatchObject({
        code: 'wrong_status',
        message: `${request.id} is rejected: only a received one is refunded`,
      });
      expect(await rejection(a.receiveReturnRequest(request.id))).toMatchObject({
        code: 'wrong_status',
        message: `${request.id} is rejected: only a requested one is received`,
      });
      // Nothing came back: the sale is as sold.
      expect((await a.getSaleReturns(sale.id)).returns).toEqual([]);
      expect(await rejection(a.receiveReturnRequest('RR-9999'))).toBeInstanceOf(NotFoundError);
    });

    it('lists requests newest first, searched by request, order or customer, filtered by status', async () => {
      const a = await api();
      const first = await a.createReturnRequest({
        saleId: (await sellBars(a)).id,
        lines: [{ lineNo: 0, quantity: 1 }],
        reason: 'damaged',
      });
      const second = await a.createReturnRequest({
        saleId: (await sellBars(a)).id,
        lines: [{ lineNo: 0, quantity: 1 }],
        reason: 'damaged',
      });
      await a.receiveReturnRequest(first.id);
      expect((await a.listReturnRequests()).items.map((each) => each.id)).toEqual([second.id, first.id]);
      expect((await a.listReturnRequests({ status: 'received' })).items.map((each) => each.id)).toEqual([
        first.id,
      ]);
      expect((await a.listReturnRequests({ search: second.saleId })).items.map((each) => each.id)).toEqual([
        second.id,
      ]);
      expect((await a.listReturnRequests({ search: first.id })).items.map((each) => each.id)).toEqual([
        first.id,
      ]);
    });
  });
}
