// Selling: the till's catalogue, a sale and the sales.
import { z } from 'zod';
import { SELLING } from '../../accounts/roles';
import { PAYMENT_METHODS } from '../../pos/pos';
import type { PosCatalogue } from '../../pos/posCatalogue';
import {
  type CheckoutInput,
  type RecordedSale,
  SALE_STATUSES,
  type Sale,
  type SaleDetail,
  type SalesQuery,
} from '../../pos/sale';
import { defineCall } from '../call';
import { STOCK_FIGURES } from '../dataNames';
import { amount, bool, id, num, pageOf, pageQuery, str, text } from '../shapes';
import { delivery } from './deliveries';

const checkout: z.ZodType<CheckoutInput> = z.strictObject({
  lines: z.array(z.object({ id, name: text, price: amount, quantity: amount })).max(500),
  choice: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('payment'), method: z.enum(PAYMENT_METHODS) }),
    z.strictObject({ kind: z.literal('delivery'), option: z.enum(['pickup', 'fast']) }),
  ]),
  customer: z.strictObject({ name: text, phone: text, address: text }).optional(),
  idempotencyKey: id,
});

const sale: z.ZodType<Sale> = z.object({
  id: str,
  customer: str,
  amount: num,
  status: z.enum(SALE_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  date: str,
  items: num,
  customerId: str.optional(),
});

const recordedSale: z.ZodType<RecordedSale> = z.object({ sale, delivery: delivery.nullable() });

const saleDetail: z.ZodType<SaleDetail> = z.object({
  sale,
  lines: z.array(z.object({ id: str, name: str, price: num, quantity: num })),
});

const posRow = z.union([
  z.tuple([str, str, num, num, num]),
  z.tuple([str, str, num, num, num, str]),
  z.tuple([str, str, num, num, num, str.nullable(), str]),
]);
const posCatalogue: z.ZodType<PosCatalogue> = z.object({
  cursor: str,
  complete: bool,
  categories: z.array(str),
  rows: z.array(posRow),
  changed: z.array(str),
});

// A cursor a read of the POS catalogue gave: where its changes start, and at which location.
const posSince: z.ZodType<{ since?: string }> = z.strictObject({
  since: z
    .string()
    .regex(/^\d{1,18}@.*$/, 'Not a cursor of the POS catalogue')
    .optional(),
});

const salesQuery: z.ZodType<SalesQuery> = z.strictObject({
  ...pageQuery,
  status: z.enum(SALE_STATUSES).optional(),
  customerId: id.optional(),
});

export const salesCalls = {
  /**
   * Point of Sale product grid: one row per stock item on sale (the item's id), stock at the POS's
   * location. With `since` (a cursor an earlier read gave), only the products changed since, or a
   * complete catalogue when the changes cannot be told (the POS's location changed).
   */
  listPosProducts: defineCall({
    method: 'GET',
    path: '/pos/products',
    input: posSince,
    output: posCatalogue,
    roles: SELLING,
  }),
  /**
   * Records a POS sale at the catalogue's prices and lowers the stock it sold at the POS's location
   * in the same step (and, for Fast Delivery, creates a pending delivery). ValidationError on an
   * empty cart; NotFoundError for an item not on sale; ConflictError `out_of_stock` naming the
   * product and what is left, recording nothing. The same idempotency key records once.
   */
  recordSale: defineCall({
    method: 'POST',
    path: '/sales',
    input: checkout,
    output: recordedSale,
    created: true,
    roles: SELLING,
    audit: { kind: 'sales', label: 'Recorded a sale', record: (_, recorded) => recorded?.sale.id ?? null },
    changes: [...STOCK_FIGURES, 'sales', 'deliveries', 'analytics', 'customers'],
  }),
  /**
   * Sales newest first, a page at a time: searched by order id or customer (§9), filtered by
   * status and by the customer record sold to (`customerId`, a customer's card opens their
   * sales). ValidationError for a cursor that is not one of this list's.
   */
  listSales: defineCall({
    method: 'GET',
    path: '/sales',
    input: salesQuery,
    output: pageOf(sale),
    roles: SELLING,
  }),
  /** One sale with its lines; NotFoundError for an unknown id. */
  getSale: defineCall({ method: 'GET', path: '/sales/:id', output: saleDetail, roles: SELLING }),
};
