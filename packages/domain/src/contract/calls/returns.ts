// Returns against the original sale: what is left to return of a sale, a return recorded (its
// stock back, its refund and its audit entry in one step), and the list of returns.
import { z } from 'zod';
import { MANAGEMENT, SELLING } from '../../accounts/roles';
import {
  EXCHANGE_REFUND_DESTINATIONS,
  type Exchange,
  type ExchangeInput,
  REFUND_DESTINATIONS,
  REFUND_METHODS,
  RETURN_REASONS,
  type Returnable,
  type ReturnInput,
  type SaleReturn,
  type SaleReturns,
} from '../../returns/returns';
import { defineCall } from '../call';
import { STOCK_FIGURES } from '../dataNames';
import { amount, bool, flag, id, listQuery, num, pageOf, str, text } from '../shapes';
import { cartLines, discount, sale, tenderInput } from './sales';

const returned = {
  saleId: id,
  lines: z
    .array(
      z.strictObject({
        lineNo: z.number().int().min(0).max(10_000),
        quantity: amount,
        restock: flag,
        binId: id.optional(),
      }),
    )
    .max(500),
  reason: z.enum(RETURN_REASONS),
  note: text.optional(),
};

const returnInput: z.ZodType<ReturnInput> = z.strictObject({
  ...returned,
  refundTo: z.enum(REFUND_DESTINATIONS),
});

const exchangeInput: z.ZodType<ExchangeInput> = z.strictObject({
  saleReturn: z.strictObject(returned),
  sale: z.strictObject({
    lines: cartLines,
    cartDiscount: discount.optional(),
    customerId: id.optional(),
    tenders: z.array(tenderInput).max(20),
  }),
  refundTo: z.enum(EXCHANGE_REFUND_DESTINATIONS),
  idempotencyKey: id,
});

const saleReturn: z.ZodType<SaleReturn> = z.object({
  id: str,
  saleId: str,
  customer: str,
  at: str,
  by: str,
  reason: z.enum(RETURN_REASONS),
  note: str.optional(),
  lines: z.array(
    z.object({
      lineNo: num,
      itemId: str,
      name: str,
      quantity: num,
      binId: str.nullable(),
      refund: num,
    }),
  ),
  refund: num,
  refunds: z.array(z.object({ method: z.enum(REFUND_METHODS), amount: num })),
  creditNote: str.optional(),
  exchangeSaleId: str.optional(),
});

const exchange: z.ZodType<Exchange> = z.object({ saleReturn, sale, difference: num });

const returnable: z.ZodType<Returnable> = z.object({
  lineNo: num,
  itemId: str,
  name: str,
  sold: num,
  returned: num,
  soldFromBin: str.nullable(),
});

const saleReturns: z.ZodType<SaleReturns> = z.object({
  saleId: str,
  lines: z.array(returnable),
  returns: z.array(saleReturn),
  voidable: bool,
});

// An invoiced sale's return issues a credit note on its invoice.
const RETURN_CHANGES = [
  ...STOCK_FIGURES,
  'returns',
  'sales',
  'drawer',
  'analytics',
  'customers',
  'invoices',
  'payments',
] as const;

export const returnCalls = {
  /** What is left to return of a sale, line by line (and where each was sold from), and its returns so far. */
  getSaleReturns: defineCall({
    method: 'GET',
    path: '/sales/:id/returns',
    output: saleReturns,
    roles: SELLING,
  }),
  /**
   * Takes lines of a sale back: the restocked ones into their bins, the refund to the sale's own
   * tenders or as cash from the returner's open drawer (an invoiced sale's, or one on account: a
   * credit note on its invoice for those lines, named by the return), the sale Partially refunded
   * or Refunded, all in one step. ConflictError `over_return` for more than is left (another return took it),
   * `not_allowed` past the return window or over the refund limit for a cashier, `drawer_closed`
   * for a cash refund without an open drawer, `wrong_status` for a sale refunded or cancelled.
   */
  recordReturn: defineCall({
    method: 'POST',
    path: '/returns',
    input: returnInput,
    output: saleReturn,
    created: true,
    roles: SELLING,
    // Under the sale's number: its history shows its returns.
    audit: { kind: 'sales', label: 'Recorded a return', record: ({ input }) => input?.saleId ?? null },
    keyed: true,
    changes: RETURN_CHANGES,
  }),
  /**
   * Voids a sale of a drawer session still open: every line back where it was sold from, every
   * tender paid back (its cash out of that drawer), the sale kept and marked Voided; the reversal
   * is its return. Owners and managers. ConflictError `wrong_status` for a sale not completed, with
   * returns, or of a closed session.
   */
  voidSale: defineCall({
    method: 'POST',
    path: '/sales/:id/void',
    output: saleReturn,
    roles: MANAGEMENT,
    audit: { kind: 'sales', label: 'Voided a sale', record: ({ id }) => id ?? null },
    keyed: true,
    changes: RETURN_CHANGES,
  }),
  /**
   * An exchange: lines of a sale taken back as `recordReturn` takes them and a new sale, in one
   * step. What came back pays towards the new sale (an `exchange` refund of the return and an
   * `exchange` tender of the sale, naming each other); the tenders pay any more due, and any less
   * is refunded to the original tenders or as cash. Under the new sale's key: sent again, the first
   * exchange. Refused, neither is recorded: the return's refusals, and the sale's (`out_of_stock`, …).
   */
  recordExchange: defineCall({
    method: 'POST',
    path: '/exchanges',
    input: exchangeInput,
    output: exchange,
    created: true,
    roles: SELLING,
    audit: {
      kind: 'sales',
      label: 'Recorded an exchange',
      record: ({ input }) => input?.saleReturn.saleId ?? null,
    },
    keyed: true,
    changes: [...RETURN_CHANGES, 'deliveries'],
  }),
  /** Returns newest first, a page at a time, searched by return number, sale number or customer. */
  listReturns: defineCall({
    method: 'GET',
    path: '/returns',
    input: listQuery,
    output: pageOf(saleReturn),
    roles: SELLING,
  }),
};
