// The rule of an exchange: a return and a new sale in one step. The return's rule takes the items
// back and says what they give back (the credit); the sale's rule sells the new cart with that
// credit paying first, as an `exchange` tender named by the return. Any more due is paid by the
// tenders; any less is refunded as a return's refund is. Neither rule is written twice.
import type { StockReader } from '../catalogue/figures';
import { ValidationError } from '../contract/errors';
import type { Cents } from '../format/money';
import type { CheckoutInput } from '../pos/sale';
import { type PlannedSale, type SaleContext, saleFingerprint, saleToRecord } from '../pos/saleCommand';
import { type PlannedReturn, type ReturnContext, returnToRecord } from './returnRule';
import type { ExchangeInput } from './returns';

export interface PlannedExchange {
  planned: PlannedReturn;
  sale: PlannedSale;
  /** The new sale's total less the credit: positive, paid by the tenders; negative, refunded. */
  difference: Cents;
}

/** The new sale as the sale's rule takes it: paid by the tenders, to the exchange's customer. */
export function exchangeCheckout(input: ExchangeInput, originalCustomerId?: string): CheckoutInput {
  const customerId = input.sale.customerId ?? originalCustomerId;
  return {
    lines: input.sale.lines,
    ...(input.sale.cartDiscount ? { cartDiscount: input.sale.cartDiscount } : {}),
    choice: { kind: 'payment', tenders: input.sale.tenders },
    ...(customerId ? { customerId } : {}),
    idempotencyKey: input.idempotencyKey,
  };
}

/** What makes two requests the same exchange: its return and its new sale. */
export const exchangeFingerprint = (input: ExchangeInput): string =>
  JSON.stringify([
    input.saleReturn.saleId,
    input.saleReturn.lines.map((line) => [line.lineNo, line.quantity, line.restock, line.binId ?? null]),
    input.refundTo,
    saleFingerprint(exchangeCheckout(input)),
  ]);

/**
 * The stock as the new sale sees it: with what the return puts back on a shelf already there
 * (both are written in one step, the return's first), so an item exchanged for another of itself
 * may be sold again from the unit that came back.
 */
function withReturned(
  stock: StockReader,
  back: readonly { itemId: string; binId: string; quantity: number }[],
): StockReader {
  const added = (itemId: string, binId?: string) =>
    back
      .filter((line) => line.itemId === itemId && (binId === undefined || line.binId === binId))
      .reduce((sum, line) => sum + line.quantity, 0);
  const plus = (held: ReadonlyMap<string, number>, key: (other: string) => number, others: string[]) => {
    const sum = new Map(held);
    for (const other of others) sum.set(other, (sum.get(other) ?? 0) + key(other));
    return sum;
  };
  return {
    onHandOfItem: (itemId) => stock.onHandOfItem(itemId) + added(itemId),
    binsOf: (itemId) =>
      plus(stock.binsOf(itemId), (binId) => added(itemId, binId), [
        ...new Set(back.filter((line) => line.itemId === itemId).map((line) => line.binId)),
      ]),
    contentsOf: (binId) =>
      plus(stock.contentsOf(binId), (itemId) => added(itemId, binId), [
        ...new Set(back.filter((line) => line.binId === binId).map((line) => line.itemId)),
      ]),
  };
}

export function exchangeToRecord(
  input: ExchangeInput,
  returnContext: ReturnContext,
  saleContext: SaleContext,
): PlannedExchange {
  let sale: PlannedSale | undefined;
  const original = returnContext.detail.sale;
  const checkout = exchangeCheckout(input, original.customerId);
  // What comes back onto a shelf: into its bin, or the one it was sold from.
  const restocked = input.saleReturn.lines.flatMap((line) => {
    const itemId = returnContext.detail.lines[line.lineNo]?.id;
    const binId = line.binId ?? returnContext.soldFromBin(line.lineNo);
    return line.restock && itemId && binId ? [{ itemId, binId, quantity: line.quantity }] : [];
  });
  const planned = returnToRecord(
    { ...input.saleReturn, refundTo: input.refundTo },
    {
      ...returnContext,
      exchangeForAnother: checkout.customerId !== original.customerId,
      exchange: (credit) => {
        sale = saleToRecord(checkout, {
          ...saleContext,
          stock: withReturned(saleContext.stock, restocked),
          exchangeCredit: credit,
        });
        return Math.min(credit, sale.money.total);
      },
    },
  );
  if (!sale) throw new Error('The return planned no exchange');
  // Store credit the credit carries is given back to the new sale's customer: it stays with its own.
  if (
    checkout.customerId !== original.customerId &&
    planned.exchangeDrawn.some((drawn) => drawn.method === 'store_credit')
  )
    throw new ValidationError(
      `${original.id} was paid with ${original.customer}'s store credit: exchange it for them`,
      {
        customerId: `The exchange is for ${original.customer}`,
      },
    );
  const returnId = planned.saleReturn.id;
  const newSale = sale;
  return {
    planned: { ...planned, saleReturn: { ...planned.saleReturn, exchangeSaleId: newSale.sale.id } },
    // The credit's tender names the return it came from.
    sale: {
      ...newSale,
      money: {
        ...newSale.money,
        tenders: newSale.money.tenders.map((tender) =>
          tender.method === 'exchange' ? { ...tender, reference: returnId } : tender,
        ),
      },
    },
    difference: newSale.money.total - planned.saleReturn.refund,
  };
}
