import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConflictError, isContractError, ValidationError } from '../contract/errors';
import {
  canCancelOrder,
  canEditOrder,
  canReceiveOrder,
  isLate,
  PURCHASE_ORDER_STATUSES,
  planCancellation,
  planReceipt,
  type ReceivableLine,
  statusAfterReceipt,
} from './lifecycle';

const cables: ReceivableLine = {
  itemId: 'P002-1M',
  name: 'USB-C Charging Cable (1 m)',
  ordered: 20,
  received: 0,
};
const atlas: ReceivableLine = { itemId: 'P012', name: 'Illustrated World Atlas', ordered: 5, received: 0 };
const ordered = { id: 'PO-0001', status: 'ordered' as const, lines: [cables, atlas] };

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('not refused');
};

describe('Issue 17: what each purchase order state allows', () => {
  it('only a draft is edited; a draft or an ordered PO is cancelled; an ordered or partially received one receives', () => {
    const allowed = Object.fromEntries(
      PURCHASE_ORDER_STATUSES.map((status) => [
        status,
        [canEditOrder(status), canCancelOrder(status), canReceiveOrder(status)],
      ]),
    );
    expect(allowed).toEqual({
      draft: [true, true, false],
      ordered: [false, true, true],
      partially_received: [false, false, true],
      received: [false, false, false],
      cancelled: [false, false, false],
    });
  });
});

describe('Issue 17: receiving', () => {
  it('a part of one line makes the order partially received, and says where it goes', () => {
    const planned = planReceipt(ordered, [
      { itemId: 'P002-1M', quantity: 12, binId: 'A-1-1' },
      { itemId: 'P012', quantity: 0, binId: '' },
    ]);
    expect(planned).toEqual({
      lines: [{ itemId: 'P002-1M', quantity: 12, binId: 'A-1-1' }],
      received: { 'P002-1M': 12, P012: 0 },
      status: 'partially_received',
    });
  });

  it('what remains of every line makes it received', () => {
    const partly = {
      ...ordered,
      status: 'partially_received' as const,
      lines: [{ ...cables, received: 12 }, atlas],
    };
    const planned = planReceipt(partly, [
      { itemId: 'P002-1M', quantity: 8, binId: 'A-1-1' },
      { itemId: 'P012', quantity: 5, binId: 'B-2-1' },
    ]);
    expect(planned.status).toBe('received');
    expect(planned.received).toEqual({ 'P002-1M': 20, P012: 5 });
  });

  it('more than remains is refused, naming the product and what is left', () => {
    const error = refusal(() =>
      planReceipt({ ...ordered, lines: [{ ...cables, received: 15 }, atlas] }, [
        { itemId: 'P002-1M', quantity: 6, binId: 'A-1-1' },
      ]),
    );
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({
      code: 'over_receipt',
      notice: { title: 'Too Many Received', message: 'Only 5 left to receive of USB-C Charging Cable (1 m)' },
      fieldErrors: { 'P002-1M': 'Only 5 left to receive' },
    });
  });

  it('a draft, a received or a cancelled order receives nothing', () => {
    for (const status of ['draft', 'received', 'cancelled'] as const)
      expect(refusal(() => planReceipt({ ...ordered, status }, []))).toMatchObject({
        code: 'wrong_status',
        notice: { message: `PO-0001 is ${status}` },
      });
  });

  it('a receipt of nothing, a negative or broken quantity, a line not on the order or without a bin is refused', () => {
    expect(refusal(() => planReceipt(ordered, [{ itemId: 'P012', quantity: 0, binId: '' }]))).toMatchObject({
      code: 'invalid',
      notice: { title: 'Nothing Received' },
    });
    const error = refusal(() =>
      planReceipt(ordered, [
        { itemId: 'P002-1M', quantity: -1, binId: 'A-1-1' },
        { itemId: 'P012', quantity: 2, binId: ' ' },
        { itemId: 'P099', quantity: 1, binId: 'A-1-1' },
      ]),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({
      fieldErrors: {
        'P002-1M': 'Enter a whole number of 0 or more',
        P012: 'Choose where it goes',
        P099: 'Not on this purchase order',
      },
    });
  });

  it('over any sequence of receipts, no line receives more than was ordered and the state follows the quantities', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 25 })), { maxLength: 12 }),
        (steps) => {
          let order: {
            id: string;
            status: 'ordered' | 'partially_received' | 'received';
            lines: ReceivableLine[];
          } = {
            ...ordered,
            lines: [cables, atlas],
          };
          for (const [cable, quantity] of steps) {
            const itemId = cable ? 'P002-1M' : 'P012';
            try {
              const planned = planReceipt(order, [{ itemId, quantity, binId: 'A-1-1' }]);
              order = {
                ...order,
                status: planned.status as typeof order.status,
                lines: order.lines.map((line) => ({ ...line, received: planned.received[line.itemId] ?? 0 })),
              };
            } catch (error) {
              // A refused receipt is one of the contract's refusals, and the order stays as it was.
              expect(isContractError(error)).toBe(true);
            }
            for (const line of order.lines) expect(line.received).toBeLessThanOrEqual(line.ordered);
            expect(order.status).toBe(statusAfterReceipt(order.lines));
          }
        },
      ),
    );
  });
});

describe('Issue 17: cancelling', () => {
  it('a draft or an ordered PO is cancelled with its reason, trimmed', () => {
    expect(planCancellation({ id: 'PO-0001', status: 'ordered' }, '  Supplier closed  ')).toBe(
      'Supplier closed',
    );
    expect(planCancellation({ id: 'PO-0001', status: 'draft' }, 'Not needed')).toBe('Not needed');
  });

  it('without a reason, or once receiving has begun, it is refused', () => {
    expect(refusal(() => planCancellation({ id: 'PO-0001', status: 'ordered' }, '   '))).toMatchObject({
      code: 'invalid',
      fieldErrors: { reason: 'Say why the order is cancelled' },
    });
    expect(
      refusal(() => planCancellation({ id: 'PO-0002', status: 'partially_received' }, 'Late')),
    ).toMatchObject({
      code: 'wrong_status',
      notice: { message: 'PO-0002 is partially received' },
    });
  });
});

describe('Issue 17: late orders', () => {
  it('an ordered or partially received PO past its expected day is late; one due today, closed, or without a day is not', () => {
    const today = '2026-11-24';
    expect(isLate({ status: 'ordered', expectedDelivery: '2026-11-23' }, today)).toBe(true);
    expect(isLate({ status: 'partially_received', expectedDelivery: '2026-11-01' }, today)).toBe(true);
    expect(isLate({ status: 'ordered', expectedDelivery: today }, today)).toBe(false);
    expect(isLate({ status: 'ordered', expectedDelivery: '' }, today)).toBe(false);
    expect(isLate({ status: 'received', expectedDelivery: '2026-11-01' }, today)).toBe(false);
    expect(isLate({ status: 'cancelled', expectedDelivery: '2026-11-01' }, today)).toBe(false);
    expect(isLate({ status: 'draft', expectedDelivery: '2026-11-01' }, today)).toBe(false);
  });
});
