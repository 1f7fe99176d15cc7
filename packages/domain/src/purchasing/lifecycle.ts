// A purchase order's life, as rules every implementation applies (the in-memory contract
// and the server's SQL store): which state allows what, how a receipt is checked, and when an
// order is late. Storing the result is the implementation's job.
import { ConflictError, ValidationError } from '../contract/errors';
import {
  CANCEL_REASON_REQUIRED_NOTICE,
  overReceiptNotice,
  purchaseOrderStateNotice,
  RECEIPT_EMPTY_NOTICE,
} from '../notices/notices';
import type { Tone } from '../notices/tone';

/**
 * draft → ordered → partially received → received; a draft or an ordered PO can be cancelled.
 * Only a draft is edited; receiving is for an ordered or partially received PO.
 */
export type PurchaseOrderStatus = 'draft' | 'ordered' | 'partially_received' | 'received' | 'cancelled';

export const PURCHASE_ORDER_STATUSES: readonly PurchaseOrderStatus[] = [
  'draft',
  'ordered',
  'partially_received',
  'received',
  'cancelled',
];

export const PURCHASE_ORDER_STATUS_LABELS: Readonly<Record<PurchaseOrderStatus, string>> = {
  draft: 'Draft',
  ordered: 'Ordered',
  partially_received: 'Partially Received',
  received: 'Received',
  cancelled: 'Cancelled',
};

export const PURCHASE_ORDER_STATUS_TONES: Readonly<Record<PurchaseOrderStatus, Tone>> = {
  draft: 'neutral',
  ordered: 'info',
  partially_received: 'caution',
  received: 'positive',
  cancelled: 'critical',
};

/** The refusal of an action the order's state does not allow. */
export const refusedIn = (order: { id: string; status: PurchaseOrderStatus }) =>
  new ConflictError(
    'wrong_status',
    purchaseOrderStateNotice(order.id, PURCHASE_ORDER_STATUS_LABELS[order.status]),
  );

/**
 * The groups of states the rules ask about, one list each, for the rules here and for the
 * database's queries alike. Awaited: placed and not yet all arrived (receivable; can be late).
 */
export const AWAITED_STATUSES: readonly PurchaseOrderStatus[] = ['ordered', 'partially_received'];
/** Goods still to come: drafts (about to be ordered) and the awaited. */
export const OPEN_STATUSES: readonly PurchaseOrderStatus[] = ['draft', ...AWAITED_STATUSES];
/** A price was agreed with the supplier: placed, and not cancelled. */
export const PRICED_STATUSES: readonly PurchaseOrderStatus[] = [...AWAITED_STATUSES, 'received'];

export const canEditOrder = (status: PurchaseOrderStatus) => status === 'draft';
export const canCancelOrder = (status: PurchaseOrderStatus) => status === 'draft' || status === 'ordered';
export const canReceiveOrder = (status: PurchaseOrderStatus) => AWAITED_STATUSES.includes(status);

/** A line as receiving sees it: what was ordered and what has arrived so far. */
export interface ReceivableLine {
  /** The stock item ordered. */
  itemId: string;
  name: string;
  ordered: number;
  received: number;
}

/** What arrived now, line by line, and the bin each goes to. */
export interface ReceiptLine {
  itemId: string;
  quantity: number;
  binId: string;
}

export interface PlannedReceipt {
  /** The lines that receive something, with what each adds. */
  lines: ReceiptLine[];
  /** Every line's received quantity after this receipt, by item. */
  received: Record<string, number>;
  status: PurchaseOrderStatus;
}

/** What is still to come on a line. */
const remainingOf = (line: ReceivableLine) => Math.max(0, line.ordered - line.received);

/** The state an order is in once its lines have received these quantities. */
export function statusAfterReceipt(lines: readonly ReceivableLine[]): PurchaseOrderStatus {
  if (lines.every((line) => line.received >= line.ordered)) return 'received';
  return lines.some((line) => line.received > 0) ? 'partially_received' : 'ordered';
}

/**
 * "Receive": checks a receipt against the order and says what it records. Refused, changing
 * nothing: an order not ordered or partially received (`wrong_status`); a quantity not a whole
 * number of 0 or more, an item not on the order, a line without a bin, or nothing arriving at all
 * (ValidationError, keyed by item); more than remains on a line (`over_receipt`, naming the
 * product and what remains).
 */
export function planReceipt(
  order: { id: string; status: PurchaseOrderStatus; lines: readonly ReceivableLine[] },
  receipt: readonly ReceiptLine[],
): PlannedReceipt {
  if (!canReceiveOrder(order.status)) throw refusedIn(order);
  const byItem = new Map(order.lines.map((line) => [line.itemId, line]));
  const errors: Record<string, string> = {};
  const arriving = new Map<string, number>();
  for (const line of receipt) {
    if (!byItem.has(line.itemId)) errors[line.itemId] = 'Not on this purchase order';
    else if (!Number.isSafeInteger(line.quantity) || line.quantity < 0)
      errors[line.itemId] = 'Enter a whole number of 0 or more';
    else if (line.quantity > 0 && line.binId.trim() === '') errors[line.itemId] = 'Choose where it goes';
    else arriving.set(line.itemId, (arriving.get(line.itemId) ?? 0) + line.quantity);
  }
  if (Object.keys(errors).length > 0) throw new ValidationError('Check the quantities received', errors);
  if ([...arriving.values()].every((quantity) => quantity === 0))
    throw new ValidationError(RECEIPT_EMPTY_NOTICE.message, {}, RECEIPT_EMPTY_NOTICE);
  for (const [itemId, quantity] of arriving) {
    const line = byItem.get(itemId) as ReceivableLine;
    if (quantity > remainingOf(line))
      throw new ConflictError('over_receipt', overReceiptNotice(line.name, remainingOf(line)), {
        [itemId]: `Only ${remainingOf(line)} left to receive`,
      });
  }
  const after = order.lines.map((line) => ({
    ...line,
    received: line.received + (arriving.get(line.itemId) ?? 0),
  }));
  return {
    lines: receipt.filter((line) => line.quantity > 0),
    received: Object.fromEntries(after.map((line) => [line.itemId, line.received])),
    status: statusAfterReceipt(after),
  };
}

/** "Cancel": a draft or an ordered PO, with a reason (the reason, trimmed, is what is kept). */
export function planCancellation(order: { id: string; status: PurchaseOrderStatus }, reason: string): string {
  if (!canCancelOrder(order.status)) throw refusedIn(order);
  const kept = reason.trim();
  if (kept === '')
    throw new ValidationError(CANCEL_REASON_REQUIRED_NOTICE.message, {
      reason: CANCEL_REASON_REQUIRED_NOTICE.message,
    });
  return kept;
}

/** Late: still awaited (ordered or partially received) after its expected delivery day (YYYY-MM-DD). */
export function isLate(
  order: { status: PurchaseOrderStatus; expectedDelivery: string },
  today: string,
): boolean {
  return canReceiveOrder(order.status) && order.expectedDelivery !== '' && order.expectedDelivery < today;
}

/** What is left to come on each line, and over the order: units ordered and received so far. */
export function receiptProgress(lines: readonly { quantity: number; received: number }[]) {
  const ordered = lines.reduce((sum, line) => sum + line.quantity, 0);
  const received = lines.reduce((sum, line) => sum + line.received, 0);
  return { ordered, received, remaining: ordered - received };
}
