import { type Validation, validated } from '../contract/validation';
import { type Cents, roundCents } from '../format/money';
import { parseCents } from '../forms/fields';
import { MISSING_INFORMATION_NOTICE } from '../notices/notices';
import type { FieldErrors, Tone } from '../notices/tone';
import {
  DEFAULT_PRIORITY,
  type PurchaseOrderHeader,
  type PurchaseOrderLine,
  type PurchaseProduct,
} from './purchase';

/** §9 The purchase-order stock badge is red below this many units. */
const PURCHASE_STOCK_BADGE_LIMIT = 10;

/** §2.5 Purchase Orders: the stock badge is red (critical) below 10 units, otherwise neutral. */
export function stockBadgeTone(currentStock: number): Tone {
  return currentStock < PURCHASE_STOCK_BADGE_LIMIT ? 'critical' : 'neutral';
}

/** §5 Quantity minimum is 1: whole units, at least 1 (not a number gives 1). */
export function normalizeQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.max(1, Math.floor(quantity));
}

/** §5 Unit price minimum is 0 in steps of 0.01: whole cents, 0 or more (not a number gives 0). */
export function normalizeUnitPrice(unitPrice: Cents): Cents {
  return Math.max(0, roundCents(unitPrice));
}

function withTotal(line: Omit<PurchaseOrderLine, 'total'>): PurchaseOrderLine {
  return { ...line, total: line.quantity * line.unitPrice };
}

/**
 * §4 Purchase order lines: adding a product already on the order increases its quantity by
 * the added amount and recomputes its total; otherwise a new line is added at the product's price.
 */
export function addProductToOrder(
  lines: readonly PurchaseOrderLine[],
  product: PurchaseProduct,
  quantity = 1,
): PurchaseOrderLine[] {
  const added = normalizeQuantity(quantity);
  if (lines.some((line) => line.id === product.id)) {
    return lines.map((line) =>
      line.id === product.id ? withTotal({ ...line, quantity: line.quantity + added }) : line,
    );
  }
  return [
    ...lines,
    withTotal({
      id: product.id,
      productName: product.name,
      sku: product.sku,
      quantity: added,
      unitPrice: normalizeUnitPrice(product.price),
    }),
  ];
}

export interface LinePatch {
  quantity?: number;
  /** The unit price as typed ("7.25"). */
  unitPrice?: string;
}

/** §4 Editing a line's quantity (min 1) or unit price (min 0, 0.01 steps) recomputes its total. */
export function updateLine(
  lines: readonly PurchaseOrderLine[],
  id: string,
  patch: LinePatch,
): PurchaseOrderLine[] {
  return lines.map((line) => {
    if (line.id !== id) return line;
    return withTotal({
      ...line,
      quantity: patch.quantity === undefined ? line.quantity : normalizeQuantity(patch.quantity),
      unitPrice:
        patch.unitPrice === undefined ? line.unitPrice : normalizeUnitPrice(parseCents(patch.unitPrice)),
    });
  });
}

/** §4 Remove deletes the line. */
export function removeLine(lines: readonly PurchaseOrderLine[], id: string): PurchaseOrderLine[] {
  return lines.filter((line) => line.id !== id);
}

/** A line with quantity and unit price normalized (§5 minimums) and its total recomputed. */
export function normalizeLine(line: PurchaseOrderLine): PurchaseOrderLine {
  return withTotal({
    id: line.id,
    productName: line.productName,
    sku: line.sku,
    quantity: normalizeQuantity(line.quantity),
    unitPrice: normalizeUnitPrice(line.unitPrice),
  });
}

/** The order total: the sum of line totals. */
export function orderTotal(lines: readonly PurchaseOrderLine[]): Cents {
  return lines.reduce((sum, line) => sum + line.total, 0);
}

/** §4 The header a new (or just created) order starts with. `today` is YYYY-MM-DD. */
export function emptyHeader(today: string): PurchaseOrderHeader {
  return { supplierId: '', orderDate: today, expectedDelivery: '', notes: '', priority: DEFAULT_PRIORITY };
}

/** §4 Creating an order resets supplier, lines and header. */
export function resetPurchaseOrder(today: string): {
  header: PurchaseOrderHeader;
  lines: PurchaseOrderLine[];
} {
  return { header: emptyHeader(today), lines: [] };
}

/** An order as the Purchase Orders screen submits it. */
export interface PurchaseOrderDraft {
  header: PurchaseOrderHeader;
  lines: PurchaseOrderLine[];
}

type PurchaseOrderField = 'supplierId' | 'lines';
export type PurchaseOrderValidation = Validation<PurchaseOrderDraft, PurchaseOrderField>;

export const SUPPLIER_REQUIRED_MESSAGE = 'Select a supplier';
export const LINES_REQUIRED_MESSAGE = 'Add at least one product to the order';

/** §5 Purchase order creation needs a supplier and at least one line, else "Missing Information". */
export function validatePurchaseOrder(
  header: PurchaseOrderHeader,
  lines: readonly PurchaseOrderLine[],
): PurchaseOrderValidation {
  const fieldErrors: FieldErrors<PurchaseOrderField> = {};
  if (header.supplierId.trim() === '') fieldErrors.supplierId = SUPPLIER_REQUIRED_MESSAGE;
  if (lines.length === 0) fieldErrors.lines = LINES_REQUIRED_MESSAGE;
  return validated(
    fieldErrors,
    () => ({ header: { ...header }, lines: lines.map(normalizeLine) }),
    MISSING_INFORMATION_NOTICE,
  );
}

/**
 * The delivery day proposed for an order: its order date plus the supplier's lead time
 * (dates as YYYY-MM-DD); none without an order date.
 */
export function proposedDelivery(orderDate: string, leadTimeDays: number): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(orderDate)) return '';
  const day = new Date(`${orderDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + leadTimeDays);
  return day.toISOString().slice(0, 10);
}

/** An order's number as a number: PO-1000 comes after PO-999. */
export function purchaseOrderNumber(id: string): number {
  return Number(id.replace(/\D/g, ''));
}
