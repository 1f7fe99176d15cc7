import { describe, expect, it } from 'vitest';
import { ConflictError, ValidationError } from '../contract/errors';
import type { PaymentInput } from './invoice';
import { checkPayment } from './invoiceRules';
import { storeCreditPaid, withinStoreCredit } from './storeCreditPayment';

const payment = (amount: number, method: PaymentInput['method'] = 'storeCredit'): PaymentInput => ({
  customerId: 'CUST-002',
  method,
  amount,
  date: '2026-11-27',
  invoices: ['INV-DS-2026-000001'],
});

describe('invoices paid with store credit (issue 38)', () => {
  it('spends what it pays, within what the customer holds and the invoices owe', () => {
    // 1250 held; the invoice owes 3000: the payment allocated whole, nothing left over.
    expect(storeCreditPaid(payment(1250), 1250, 0)).toBe(1250);
    // Another method spends none.
    expect(storeCreditPaid(payment(5000, 'cheque'), 0, 2000)).toBe(0);
  });

  it('refuses more than is held (409, on the amount) and more than is owed (400, on the amount)', () => {
    expect(() => storeCreditPaid(payment(1300), 1250, 0)).toThrow(ConflictError);
    expect(() => storeCreditPaid(payment(1300), 1250, 0)).toThrow(
      'The customer holds $12.50 of store credit',
    );
    // 1000 of it left over: only 200 was owed.
    const overOwed = (() => {
      try {
        storeCreditPaid(payment(1200), 5000, 1000);
      } catch (error) {
        return error;
      }
    })();
    expect(overOwed).toBeInstanceOf(ValidationError);
    expect((overOwed as ValidationError).fieldErrors).toEqual({
      amount: 'Store credit pays at most what is owed, $2.00',
    });
  });

  it('checks the Record Payment form before anything is sent', () => {
    expect(withinStoreCredit(checkPayment(payment(1300)), 1250, 3000)).toEqual({
      ok: false,
      fieldErrors: { amount: 'The customer holds $12.50 of store credit' },
    });
    expect(withinStoreCredit(checkPayment(payment(1250)), 1250, 3000)).toEqual({
      ok: true,
      value: payment(1250),
    });
    expect(withinStoreCredit(checkPayment(payment(9000, 'cash')), 0, 3000).ok).toBe(true);
  });
});
