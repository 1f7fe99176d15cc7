// Each purchase-order command's rule, written once: the in-memory contract and the
// server's SQL store both apply these to the order they hold (locked, on the server) and store
// what they answer.
import type { Stamp } from '../catalogue/commands';
import { NotFoundError, ValidationError } from '../contract/errors';
import { valueOrThrow } from '../contract/validation';
import type { StockChange } from '../stock/ledger';
import { canEditOrder, planCancellation, planReceipt, refusedIn } from './lifecycle';
import type {
  OrderedLine,
  PurchaseOrder,
  PurchaseOrderHeader,
  PurchaseOrderLine,
  PurchaseReceipt,
  ReceiptInput,
} from './purchase';
import { orderTotal, validatePurchaseOrder } from './purchaseOrder';

/** What an order names that must exist: its supplier, and the catalogue's stock items it orders. */
export interface KnownRecords {
  supplierExists: (supplierId: string) => boolean;
  itemExists: (itemId: string) => boolean;
}

/** The header and lines checked (§5 "Missing Information"), the supplier and every product known. */
function checkedDraft(header: PurchaseOrderHeader, lines: readonly PurchaseOrderLine[], known: KnownRecords) {
  const draft = valueOrThrow(validatePurchaseOrder(header, lines));
  if (!known.supplierExists(header.supplierId)) throw new NotFoundError('Supplier', header.supplierId);
  const unknown = draft.lines.find((line) => !known.itemExists(line.id));
  if (unknown) throw new NotFoundError('Product', unknown.id);
  return draft;
}

const nothingReceived = (lines: readonly PurchaseOrderLine[]): OrderedLine[] =>
  lines.map((line) => ({ ...line, received: 0 }));

/**
 * "Create" (ordered) or "Save as Draft": the order with its normalized lines and total; refused
 * with the "Missing Information" notice, or NotFoundError for an unknown supplier.
 */
export function purchaseOrderToCreate(
  header: PurchaseOrderHeader,
  lines: readonly PurchaseOrderLine[],
  known: KnownRecords,
  newId: () => string,
  status: 'draft' | 'ordered' = 'ordered',
): PurchaseOrder {
  const draft = checkedDraft(header, lines, known);
  return {
    ...draft.header,
    id: newId(),
    status,
    lines: nothingReceived(draft.lines),
    total: orderTotal(draft.lines),
    cancelReason: '',
  };
}

/** Editing a draft: its new header and lines, checked as at creation; any other state is refused. */
export function purchaseOrderToUpdate(
  order: PurchaseOrder,
  header: PurchaseOrderHeader,
  lines: readonly PurchaseOrderLine[],
  known: KnownRecords,
): PurchaseOrder {
  if (!canEditOrder(order.status)) throw refusedIn(order);
  const draft = checkedDraft(header, lines, known);
  return { ...order, ...draft.header, lines: nothingReceived(draft.lines), total: orderTotal(draft.lines) };
}

/** "Place Order": a draft becomes ordered, checked again as at creation. */
export function purchaseOrderToPlace(order: PurchaseOrder, known: KnownRecords): PurchaseOrder {
  if (!canEditOrder(order.status)) throw refusedIn(order);
  checkedDraft(order, order.lines, known);
  return { ...order, status: 'ordered' };
}

/** "Cancel": a draft or an ordered PO, with its reason. */
export function purchaseOrderToCancel(order: PurchaseOrder, reason: string): PurchaseOrder {
  return { ...order, status: 'cancelled', cancelReason: planCancellation(order, reason) };
}

/**
 * "Receive": the order with its lines' new received quantities and state, the receipt, and the
 * stock change that puts the goods on their bins (one receipt movement per line). Refused as
 * planReceipt says, or NotFoundError for a bin that does not exist.
 */
export function receiptToRecord(
  order: PurchaseOrder,
  input: ReceiptInput,
  context: { binExists: (binId: string) => boolean; newReceiptId: () => string; stamp: Stamp },
): { order: PurchaseOrder; receipt: PurchaseReceipt; change: StockChange } {
  const plan = planReceipt(
    {
      id: order.id,
      status: order.status,
      lines: order.lines.map((line) => ({
        itemId: line.id,
        name: line.productName,
        ordered: line.quantity,
        received: line.received,
      })),
    },
    input.lines,
  );
  const unknownBin = plan.lines.find((line) => !context.binExists(line.binId));
  if (unknownBin)
    throw new ValidationError('Check the quantities received', { [unknownBin.itemId]: 'No such bin' });
  const byItem = new Map(order.lines.map((line) => [line.id, line]));
  const receipt: PurchaseReceipt = {
    id: context.newReceiptId(),
    at: context.stamp.at,
    by: context.stamp.by,
    lines: plan.lines.map((line) => {
      const ordered = byItem.get(line.itemId) as OrderedLine;
      return { ...line, productName: ordered.productName, sku: ordered.sku };
    }),
  };
  return {
    order: {
      ...order,
      status: plan.status,
      lines: order.lines.map((line) => ({ ...line, received: plan.received[line.id] ?? line.received })),
    },
    receipt,
    change: {
      kind: 'receipt',
      at: context.stamp.at,
      by: context.stamp.by,
      document: { kind: 'purchase_order', id: order.id },
      lines: plan.lines.map(({ itemId, binId, quantity }) => ({ itemId, binId, quantity })),
    },
  };
}
