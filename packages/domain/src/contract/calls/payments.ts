// The payments ledger: every money movement, listed and totalled by day. Owners and managers see it.
import { z } from 'zod';
import { MANAGEMENT } from '../../accounts/roles';
import {
  LEDGER_METHODS,
  PAYMENT_KINDS,
  type PaymentRecord,
  type PaymentsQuery,
  type PaymentTotals,
  type PaymentTotalsQuery,
} from '../../payments/payments';
import { defineCall } from '../call';
import { day, id, num, pageOf, pageQuery, str } from '../shapes';

const method = z.enum(LEDGER_METHODS);
const kind = z.enum(PAYMENT_KINDS);

const payment: z.ZodType<PaymentRecord> = z.object({
  id: str,
  kind,
  method,
  amount: num,
  day: str,
  recordedAt: str,
  recordedBy: str,
  document: str.nullable(),
  saleId: str.nullable(),
  returnId: str.nullable(),
  customerId: str.nullable(),
  customerName: str.nullable(),
  drawerSessionId: str.nullable(),
  reference: str.nullable(),
});

const paymentsQuery: z.ZodType<PaymentsQuery> = z.strictObject({
  ...pageQuery,
  method: method.optional(),
  kind: kind.optional(),
  customerId: id.optional(),
  from: day.optional(),
  to: day.optional(),
});

const totals: z.ZodType<PaymentTotals> = z.object({
  day: str,
  byMethod: z.array(z.object({ method, amount: num })),
  drawerCash: num,
  count: num,
});

export const paymentCalls = {
  /**
   * Every money movement newest first, a page at a time: searched by customer, reference or
   * document number; filtered by method, kind, customer and business days (`from`, `to`, inclusive).
   */
  listPayments: defineCall({
    method: 'GET',
    path: '/payments',
    input: paymentsQuery,
    output: pageOf(payment),
    roles: MANAGEMENT,
  }),
  /** One business day's money by method (today's when no day is given), and the cash through drawers. */
  getPaymentTotals: defineCall({
    method: 'GET',
    path: '/payments/totals',
    input: z.strictObject({ day: day.optional() }) satisfies z.ZodType<PaymentTotalsQuery>,
    output: totals,
    roles: MANAGEMENT,
  }),
};
