// Recording a POS sale as a rule, once: the in-memory contract and the server's SQL store both
// apply it; only how they read stock and store the result differs.
import { takeFromLocation } from '../catalogue/allocation';
import { itemName, itemPrice, type StockItem } from '../catalogue/catalogue';
import type { Stamp } from '../catalogue/commands';
import type { StockReader } from '../catalogue/figures';
import { ConflictError, NotFoundError, ValidationError } from '../contract/errors';
import { valueOrThrow } from '../contract/validation';
import type { DeliveryInput } from '../deliveries/deliveries';
import { validateDeliveryOrder } from '../deliveries/deliveries';
import type { Cents } from '../format/money';
import { notEnoughStockNotice, SALE_KEY_REUSED_NOTICE, saleNotRecordedNotice } from '../notices/notices';
import type { CustomerRecord } from '../people/people';
import type { StockChange } from '../stock/ledger';
import { checkout, validateCartLines } from './cart';
import { discountOverLimitNotice, validateDiscounts, validateFastDeliveryCustomer } from './checkoutRules';
import { OPEN_DRAWER_FIRST_NOTICE, takesCash } from './drawer/drawer';
import { noPaymentTermsNotice, ON_ACCOUNT_NEEDS_CUSTOMER_NOTICE, overCreditLimitNotice } from './onAccount';
import { type CartLine, type CheckoutChoice, DELIVERY_OPTIONS, paymentOptionLabel, type Tender } from './pos';
import { deliveryFeeFor, type LinePrice, priceSale } from './pricing';
import type { CheckoutInput, Sale, SaleMoney, SoldLine } from './sale';
import { STORE_CREDIT_IN_EXCHANGE_NOTICE, storeCreditSpent, storeCreditTendered } from './storeCredit';
import { resolveTenders, settle, tenderProblemMessage } from './tender';
import type { TillSettings } from './tillSettings';

/** What makes two requests the same sale: its lines and discounts, its choice and its customer. */
export function saleFingerprint(input: CheckoutInput): string {
  return JSON.stringify([
    input.lines.map((line) => [line.id, line.quantity, line.discount ?? null]),
    input.cartDiscount ?? null,
    input.choice,
    input.customerId ?? null,
    input.customer,
  ]);
}

/**
 * A key names one sale: sent again with the same sale it answers with what was recorded; with
 * another cart it is refused and records nothing.
 */
export function replayedSale<T>(
  earlier: { fingerprint: string; recorded: T } | undefined,
  fingerprint: string,
) {
  if (earlier && earlier.fingerprint !== fingerprint)
    throw new ConflictError('key_reused', SALE_KEY_REUSED_NOTICE);
  return earlier?.recorded;
}

export interface SaleContext {
  /** The items on sale, by id (archived products are not). */
  item: (id: string) => StockItem | undefined;
  /** The POS location's bins, in the order units are taken from them. */
  posBins: readonly string[];
  stock: StockReader;
  newSaleId: () => string;
  stamp: Stamp;
  /** The sale's calendar date, YYYY-MM-DD. */
  today: string;
  /** The settings it is sold by, as they are now. */
  settings: TillSettings;
  /** The customer the till chose, looked up by its id (undefined: no such customer). */
  customer?: (id: string) => CustomerRecord | undefined;
  /** The seller's discount limit, a percentage; null for none (owners and managers). */
  discountLimitPercent: number | null;
  /** The seller's open cash drawer session, if any: a sale paid at the till counts in it. */
  drawerSessionId?: string | null;
  /** What a customer owes on account now (their open invoices): read for a sale on account. */
  owedBy?: (customerId: string) => Cents;
  /** An exchange's credit: it pays first, up to the total, as an `exchange` tender; the tenders pay the rest. */
  exchangeCredit?: Cents;
  /** What a customer holds as store credit now (read with their row locked): read for a store credit tender. */
  storeCreditOf?: (customerId: string) => Cents;
}

/** What a sale records: the sale, its lines as sold, its money, its stock change and any delivery. */
export interface PlannedSale {
  sale: Sale;
  lines: SoldLine[];
  money: SaleMoney;
  change: StockChange;
  delivery: DeliveryInput | null;
  /** The drawer session it counts in: its seller's open one, for a sale paid at the till. */
  drawerSessionId: string | null;
  /** Sold on account: an unpaid invoice is issued with it, in the same step. */
  onAccount: boolean;
  /** What it spends of its customer's store credit (taken off what they hold in the same step). */
  storeCredit: { customerId: string; amount: Cents } | null;
}

/**
 * A sale at the catalogue's prices and the settings' tax, the stock it takes from the POS
 * location's bins, and for Fast Delivery the delivery to create (with its fee). Everything that
 * can refuse the sale is checked before it gets an id: the cart and its discounts, the customer,
 * the payment methods and delivery options the settings offer, the seller's discount limit, the
 * tenders, the items, the stock and the delivery.
 */
export function saleToRecord(input: CheckoutInput, context: SaleContext): PlannedSale {
  const { settings } = context;
  const wanted = new Map<string, number>();
  const lines = valueOrThrow(validateCartLines(input.lines)).map((line) => {
    const item = context.item(line.id);
    if (!item || item.product.archived) throw new NotFoundError('Product', line.id);
    wanted.set(item.id, (wanted.get(item.id) ?? 0) + line.quantity);
    return { ...line, name: itemName(item), price: itemPrice(item) };
  });
  valueOrThrow(validateDiscounts(input.lines, input.cartDiscount));
  const record = input.customerId ? customerOf(input.customerId, context) : undefined;
  const customer = record
    ? { name: record.name, phone: record.phone, address: record.address }
    : input.customer;
  const onAccount = input.choice.kind === 'account';
  if (onAccount) accountOf(record);
  checkOffered(input.choice, settings);

  const priced = (deliveryFee: Cents) =>
    priceSale(lines, input.cartDiscount, { taxRatePercent: settings.taxRatePercent, deliveryFee });
  const goods = priced(0);
  const isFast = input.choice.kind === 'delivery' && input.choice.option === 'fast';
  const price = isFast
    ? priced(
        deliveryFeeFor(goods.subtotal - goods.discount, settings.deliveryFee, settings.freeDeliveryThreshold),
      )
    : goods;
  if (context.discountLimitPercent !== null && price.largestDiscountPercent > context.discountLimitPercent)
    throw new ConflictError('not_allowed', discountOverLimitNotice(context.discountLimitPercent));
  if (onAccount && record)
    withinCreditLimit(record, context.owedBy?.(record.id) ?? 0, price.total, settings.currency);
  const drawerSessionId = input.choice.kind === 'payment' ? (context.drawerSessionId ?? null) : null;
  if (
    input.choice.kind === 'payment' &&
    takesCash(input.choice.tenders) &&
    settings.cashSaleNeedsOpenDrawer &&
    drawerSessionId === null
  )
    throw new ConflictError('drawer_closed', OPEN_DRAWER_FIRST_NOTICE);
  const credit = Math.min(context.exchangeCredit ?? 0, price.total);
  const tenders: Tender[] = [
    ...(credit > 0 ? [{ method: 'exchange' as const, amount: credit }] : []),
    ...(input.choice.kind === 'payment' ? resolveTenders(price.total - credit, input.choice.tenders) : []),
  ];
  const settled =
    input.choice.kind === 'payment' ? settle(price.total, tenders) : { ok: true as const, change: 0 };
  if (!settled.ok) {
    const message = tenderProblemMessage(settled.problem, settings.currency);
    throw new ValidationError(message, { tenders: message }, saleNotRecordedNotice(message));
  }
  const storeCreditTenders = storeCreditTendered(tenders);
  if (storeCreditTenders > 0 && context.exchangeCredit !== undefined)
    throw new ConflictError('wrong_status', STORE_CREDIT_IN_EXCHANGE_NOTICE);
  const storeCredit = storeCreditSpent(
    storeCreditTenders,
    record,
    record ? (context.storeCreditOf?.(record.id) ?? 0) : 0,
    settings.currency,
  );

  const taken = takeFromLocation(wanted, context.posBins, context.stock);
  if (!taken.ok) {
    const { itemId, onHand } = taken.shortfall;
    const item = context.item(itemId);
    throw new ConflictError('out_of_stock', notEnoughStockNotice(item ? itemName(item) : itemId, onHand));
  }
  const checkoutContext = {
    date: context.today,
    ...(customer ? { customer } : {}),
    ...(input.customerId ? { customerId: input.customerId } : {}),
    price,
  };
  const draft = checkout(lines, input.choice, { ...checkoutContext, saleId: 'ORD-DRAFT' });
  if (draft.deliveryOrder) valueOrThrow(validateFastDeliveryCustomer(draft.deliveryOrder.customer));
  if (draft.deliveryOrder) valueOrThrow(validateDeliveryOrder(draft.deliveryOrder));
  const checkedOut = checkout(lines, input.choice, {
    ...checkoutContext,
    saleId: context.newSaleId(),
  });
  const { deliveryOrder } = checkedOut;
  // Paid by an exchange's credit alone, no method of the till took any of it.
  const sale =
    tenders.length > 0 && tenders.every((tender) => tender.method === 'exchange')
      ? { ...checkedOut.sale, paymentMethod: 'exchange' as const }
      : checkedOut.sale;
  return {
    sale,
    lines: lines.map((line, index) => soldLine(line, price.lines[index])),
    money: {
      subtotal: price.subtotal,
      discount: price.discount,
      cartDiscount: price.cartDiscount,
      ...(input.cartDiscount ? { cartDiscountReason: input.cartDiscount.reason.trim() } : {}),
      tax: price.tax,
      taxRatePercent: settings.taxRatePercent,
      deliveryFee: price.deliveryFee,
      total: price.total,
      tenders: tenders.map((tender) => ({ ...tender })),
      change: settled.change,
    },
    change: { kind: 'sale', lines: taken.lines, ...context.stamp, document: { kind: 'sale', id: sale.id } },
    delivery: deliveryOrder,
    drawerSessionId,
    onAccount,
    storeCredit,
  };
}

function soldLine(line: CartLine, price: LinePrice | undefined): SoldLine {
  const { discount, ...rest } = line;
  return {
    ...rest,
    discount: price?.own ?? 0,
    tax: price?.tax ?? 0,
    ...(discount ? { discountReason: discount.reason.trim() } : {}),
  };
}

function customerOf(id: string, context: SaleContext): CustomerRecord {
  const found = context.customer?.(id);
  if (!found) throw new NotFoundError('Customer', id);
  return found;
}

/** A sale on account needs a customer on record with payment terms. */
function accountOf(customer: CustomerRecord | undefined): void {
  if (!customer) throw new ConflictError('wrong_status', ON_ACCOUNT_NEEDS_CUSTOMER_NOTICE);
  if (customer.paymentTermsDays === undefined)
    throw new ConflictError('wrong_status', noPaymentTermsNotice(customer.name));
}

/** What they owe and this sale together stay within their credit limit (none: no limit). */
function withinCreditLimit(customer: CustomerRecord, owed: Cents, total: Cents, currency: string): void {
  if (customer.creditLimit !== undefined && owed + total > customer.creditLimit)
    throw new ConflictError(
      'over_credit_limit',
      overCreditLimitNotice(customer.creditLimit, owed, total, currency),
    );
}

/** Only the payment methods and delivery options the settings turn on: another is refused, named. */
function checkOffered(choice: CheckoutChoice, settings: TillSettings): void {
  if (choice.kind === 'payment') {
    // Store credit is the customer's, offered whatever the settings.
    const off = choice.tenders.find(
      (tender) => tender.method !== 'storeCredit' && !settings.payments[tender.method],
    );
    if (off && off.method !== 'storeCredit') {
      const label = paymentOptionLabel(off.method);
      const message = `${label} is turned off in Settings`;
      throw new ValidationError(message, { tenders: message }, saleNotRecordedNotice(message));
    }
  } else if (choice.kind === 'delivery' && !settings.delivery[choice.option]) {
    const label = DELIVERY_OPTIONS.find((option) => option.value === choice.option)?.label ?? choice.option;
    const message = `${label} is turned off in Settings`;
    throw new ValidationError(message, { choice: message }, saleNotRecordedNotice(message));
  }
}
