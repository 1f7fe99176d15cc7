// Selling: the till's catalogue, a sale and the sales.
import { z } from 'zod';
import { SELLING } from '../../accounts/roles';
import type { ParkCartInput, ParkedCart } from '../../pos/parkedCart';
import {
  type Discount,
  PAYMENT_METHODS,
  SALE_PAYMENT_METHODS,
  type Tender,
  type TenderInput,
} from '../../pos/pos';
import type { PosCatalogue } from '../../pos/posCatalogue';
import {
  type CheckoutInput,
  type RecordedSale,
  SALE_STATUSES,
  type Sale,
  type SaleDetail,
  type SaleMoney,
  type SalesQuery,
} from '../../pos/sale';
import { TENDER_REFERENCE_MAX } from '../../pos/tender';
import type { TillSettings } from '../../pos/tillSettings';
import { defineCall } from '../call';
import { STOCK_FIGURES } from '../dataNames';
import { amount, bool, day, id, num, pageOf, pageQuery, pagesOnly, str, text } from '../shapes';
import { delivery } from './deliveries';

export const discount: z.ZodType<Discount> = z.strictObject({
  kind: z.enum(['percent', 'amount']),
  value: amount,
  reason: text,
});

/** A tender by a method of Settings → Payments (an exchange's difference is paid so). */
export const tenderInput: z.ZodType<TenderInput> = z.strictObject({
  method: z.enum(PAYMENT_METHODS),
  amount: amount.optional(),
  reference: z.string().max(TENDER_REFERENCE_MAX).optional(),
});

/** A sale's tender: by a method of Settings → Payments, or the customer's store credit. */
const tillTenderInput: z.ZodType<TenderInput> = z.strictObject({
  method: z.enum([...PAYMENT_METHODS, 'storeCredit']),
  amount: amount.optional(),
  reference: z.string().max(TENDER_REFERENCE_MAX).optional(),
});

export const cartLines = z
  .array(z.object({ id, name: text, price: amount, quantity: amount, discount: discount.optional() }))
  .max(500);

const checkout: z.ZodType<CheckoutInput> = z.strictObject({
  lines: cartLines,
  cartDiscount: discount.optional(),
  choice: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('payment'), tenders: z.array(tillTenderInput).max(20) }),
    z.strictObject({ kind: z.literal('delivery'), option: z.enum(['pickup', 'fast']) }),
    z.strictObject({ kind: z.literal('account') }),
  ]),
  customerId: id.optional(),
  customer: z.strictObject({ name: text, phone: text, address: text }).optional(),
  idempotencyKey: id,
});

export const sale: z.ZodType<Sale> = z.object({
  id: str,
  customer: str,
  amount: num,
  status: z.enum(SALE_STATUSES),
  paymentMethod: z.enum(SALE_PAYMENT_METHODS),
  date: str,
  items: num,
  customerId: str.optional(),
});

const recordedSale: z.ZodType<RecordedSale> = z.object({ sale, delivery: delivery.nullable() });

const tender: z.ZodType<Tender> = z.object({
  // An exchange's new sale is paid first by the credit of what came back.
  method: z.enum([...PAYMENT_METHODS, 'storeCredit', 'exchange']),
  amount: num,
  reference: str.optional(),
});

const saleMoney: z.ZodType<SaleMoney> = z.object({
  subtotal: num,
  discount: num,
  cartDiscount: num,
  cartDiscountReason: str.optional(),
  tax: num,
  taxRatePercent: num,
  deliveryFee: num,
  total: num,
  tenders: z.array(tender),
  change: num,
});

const saleDetail: z.ZodType<SaleDetail> = z.object({
  sale,
  lines: z.array(
    z.object({
      id: str,
      name: str,
      price: num,
      quantity: num,
      discount: num.optional(),
      tax: num.optional(),
      discountReason: str.optional(),
    }),
  ),
  money: saleMoney.optional(),
  soldBy: str.optional(),
  soldAt: str.optional(),
  invoiceNumber: str.optional(),
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

const tillSettings: z.ZodType<TillSettings> = z.object({
  taxRatePercent: num,
  currency: str,
  timezone: str,
  payments: z.object({ cash: bool, card: bool, mobile: bool }),
  delivery: z.object({ pickup: bool, fast: bool }),
  deliveryFee: num,
  freeDeliveryThreshold: num,
  cashierDiscountLimitPercent: num,
  cashSaleNeedsOpenDrawer: bool,
  business: z.object({ name: str, address: str, phone: str, email: str }),
});

const parkCartInput: z.ZodType<ParkCartInput> = z.strictObject({
  lines: cartLines,
  cartDiscount: discount.optional(),
  customerId: id.optional(),
});

const discountShown: z.ZodType<Discount> = z.object({
  kind: z.enum(['percent', 'amount']),
  value: num,
  reason: str,
});
const parkedCart: z.ZodType<ParkedCart> = z.object({
  id: str,
  lines: z.array(
    z.object({ id: str, name: str, price: num, quantity: num, discount: discountShown.optional() }),
  ),
  cartDiscount: discountShown.optional(),
  customerId: str.optional(),
  customerName: str,
  itemCount: num,
  subtotal: num,
  parkedBy: str,
  parkedAt: str,
});

const salesQuery: z.ZodType<SalesQuery> = z.strictObject({
  ...pageQuery,
  status: z.enum(SALE_STATUSES).optional(),
  customerId: id.optional(),
  from: day.optional(),
  to: day.optional(),
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
   * What the till sells by, from the settings: the tax rate, the payment methods and delivery
   * options turned on, the delivery fee and its free threshold, the cashiers' discount limit, and
   * the business's name, address and phone for receipts. Read again before each sale.
   */
  getTillSettings: defineCall({
    method: 'GET',
    path: '/pos/settings',
    output: tillSettings,
    roles: SELLING,
  }),
  /**
   * Records a POS sale at the catalogue's prices and lowers the stock it sold at the POS's location
   * in the same step (and, for Fast Delivery, creates a pending delivery). ValidationError on an
   * empty cart; NotFoundError for an item not on sale; ConflictError `out_of_stock` naming the
   * product and what is left, recording nothing. A store credit tender is taken off what the
   * sale's customer holds: ConflictError `over_store_credit` over it, `wrong_status` for a walk-in.
   * The same idempotency key records once.
   */
  recordSale: defineCall({
    method: 'POST',
    path: '/sales',
    input: checkout,
    output: recordedSale,
    created: true,
    roles: SELLING,
    audit: { kind: 'sales', label: 'Recorded a sale', record: (_, recorded) => recorded?.sale.id ?? null },
    changes: [...STOCK_FIGURES, 'sales', 'drawer', 'deliveries', 'analytics', 'customers', 'payments'],
  }),
  /**
   * Parks the till's cart (its lines, discounts and customer) on the server, so this till can
   * start another sale and any till can resume it. ValidationError for an empty cart or a bad
   * discount; NotFoundError for an unknown customer.
   */
  parkCart: defineCall({
    method: 'POST',
    path: '/pos/parked',
    input: parkCartInput,
    output: parkedCart,
    created: true,
    roles: SELLING,
    audit: { kind: 'sales', label: 'Parked a cart', record: (_, parked) => parked?.id ?? null },
    keyed: true,
    changes: ['parkedCarts'],
  }),
  /** The parked carts, newest first, a page at a time. */
  listParkedCarts: defineCall({
    method: 'GET',
    path: '/pos/parked',
    input: pagesOnly,
    output: pageOf(parkedCart),
    roles: SELLING,
  }),
  /**
   * Takes a parked cart back to the till that resumes it: it is no longer parked (two tills
   * resuming one at once: one gets it, the other NotFoundError).
   */
  resumeParkedCart: defineCall({
    method: 'POST',
    path: '/pos/parked/:id/resume',
    output: parkedCart,
    roles: SELLING,
    audit: { kind: 'sales', label: 'Resumed a parked cart', record: ({ id }) => id ?? null },
    changes: ['parkedCarts'],
  }),
  /**
   * Sales newest first, a page at a time: searched by order id or customer (§9), filtered by
   * status, by the customer record sold to (`customerId`, a customer's card opens their sales) and
   * by their days (`from`, `to`, inclusive). ValidationError for a cursor that is not one of this
   * list's.
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
