// Recording a POS sale as a rule, once: the in-memory contract and the server's SQL store both
// apply it; only how they read stock and store the result differs.
import { takeFromLocation } from '../catalogue/allocation';
import { itemName, itemPrice, type StockItem } from '../catalogue/catalogue';
import type { Stamp } from '../catalogue/commands';
import type { StockReader } from '../catalogue/figures';
import { ConflictError, NotFoundError } from '../contract/errors';
import { valueOrThrow } from '../contract/validation';
import type { DeliveryInput } from '../deliveries/deliveries';
import { validateDeliveryOrder } from '../deliveries/deliveries';
import { notEnoughStockNotice, SALE_KEY_REUSED_NOTICE } from '../notices/notices';
import type { StockChange } from '../stock/ledger';
import { checkout, validateCartLines } from './cart';
import type { CartLine } from './pos';
import type { CheckoutInput, Sale } from './sale';

/** What makes two requests the same sale: its lines, its choice and its customer. */
export function saleFingerprint(input: CheckoutInput): string {
  return JSON.stringify([input.lines.map((line) => [line.id, line.quantity]), input.choice, input.customer]);
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

interface SaleContext {
  /** The items on sale, by id (archived products are not). */
  item: (id: string) => StockItem | undefined;
  /** The POS location's bins, in the order units are taken from them. */
  posBins: readonly string[];
  stock: StockReader;
  newSaleId: () => string;
  stamp: Stamp;
  /** The sale's calendar date, YYYY-MM-DD. */
  today: string;
}

/**
 * A sale at the catalogue's prices, the stock it takes from the POS location's bins, and for Fast
 * Delivery the delivery to create. Everything that can refuse the sale is checked before it gets
 * an id: the cart, the items, the stock and the delivery.
 */
export function saleToRecord(
  input: CheckoutInput,
  context: SaleContext,
): { sale: Sale; lines: CartLine[]; change: StockChange; delivery: DeliveryInput | null } {
  const wanted = new Map<string, number>();
  const lines = valueOrThrow(validateCartLines(input.lines)).map((line) => {
    const item = context.item(line.id);
    if (!item || item.product.archived) throw new NotFoundError('Product', line.id);
    wanted.set(item.id, (wanted.get(item.id) ?? 0) + line.quantity);
    return { ...line, name: itemName(item), price: itemPrice(item) };
  });
  const taken = takeFromLocation(wanted, context.posBins, context.stock);
  if (!taken.ok) {
    const { itemId, onHand } = taken.shortfall;
    const item = context.item(itemId);
    throw new ConflictError('out_of_stock', notEnoughStockNotice(item ? itemName(item) : itemId, onHand));
  }
  const checkoutContext = { date: context.today, customer: input.customer };
  const draft = checkout(lines, input.choice, { ...checkoutContext, saleId: 'ORD-DRAFT' });
  if (draft.deliveryOrder) valueOrThrow(validateDeliveryOrder(draft.deliveryOrder));
  const { sale, deliveryOrder } = checkout(lines, input.choice, {
    ...checkoutContext,
    saleId: context.newSaleId(),
  });
  return {
    sale,
    lines,
    change: { kind: 'sale', lines: taken.lines, ...context.stamp, document: { kind: 'sale', id: sale.id } },
    delivery: deliveryOrder,
  };
}
