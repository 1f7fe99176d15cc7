import type { ListQuery } from '../contract/page';
import type { Cents } from '../format/money';
import type { Option, Tone } from '../notices/tone';
import type { PurchaseOrderStatus, ReceiptLine } from './lifecycle';

/** §4 Purchase order priority. */
export type Priority = 'low' | 'medium' | 'high' | 'urgent';

export const PRIORITIES: readonly Priority[] = ['low', 'medium', 'high', 'urgent'];

export const DEFAULT_PRIORITY: Priority = 'medium';

export const PRIORITY_LABELS: Readonly<Record<Priority, string>> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

export const PRIORITY_TONES: Readonly<Record<Priority, Tone>> = {
  low: 'neutral',
  medium: 'info',
  high: 'caution',
  urgent: 'critical',
};

export const PRIORITY_OPTIONS: readonly Option<Priority>[] = PRIORITIES.map((value) => ({
  value,
  label: PRIORITY_LABELS[value],
}));

/** §3 Purchase-order product (sample). */
export interface PurchaseProduct {
  id: string;
  name: string;
  sku: string;
  currentStock: number;
  price: Cents;
  /**
   * What each supplier it was ever ordered from was last paid for it, by supplier id.
   * It travels with the product, so a form proposes prices without reading them all.
   */
  lastPaid?: Readonly<Record<string, Cents>>;
}

/** §3 Purchase-order line. `id` is the product's id: one line per product. */
export interface PurchaseOrderLine {
  id: string;
  productName: string;
  sku: string;
  quantity: number;
  unitPrice: Cents;
  total: Cents;
}

/** §3 Purchase-order header. `supplierId` is '' until chosen; dates are YYYY-MM-DD or ''. */
export interface PurchaseOrderHeader {
  supplierId: string;
  orderDate: string;
  expectedDelivery: string;
  notes: string;
  priority: Priority;
}

/** A purchase order's line as stored: what was ordered and how much of it has arrived. */
export interface OrderedLine extends PurchaseOrderLine {
  received: number;
}

/** A purchase order (with its state in the lifecycle). */
export interface PurchaseOrder extends PurchaseOrderHeader {
  id: string;
  status: PurchaseOrderStatus;
  lines: OrderedLine[];
  total: Cents;
  /** Why it was cancelled; '' unless cancelled. */
  cancelReason: string;
}

/** One delivery from the supplier: what arrived of each line and the bin it went to. */
export interface PurchaseReceipt {
  id: string;
  /** ISO 8601. */
  at: string;
  /** Who received it. */
  by: string;
  lines: { itemId: string; productName: string; sku: string; quantity: number; binId: string }[];
}

/** What "Receive" sends: the quantities arriving now and their bins, once per delivery. */
export interface ReceiptInput {
  lines: ReceiptLine[];
  /** Made by the dialog for this receipt: the same key sent again records nothing new. */
  idempotencyKey: string;
}

/** A purchase order with its receipts, and where each of its items usually goes. */
export interface PurchaseOrderDetail {
  order: PurchaseOrder;
  receipts: PurchaseReceipt[];
  /** The bin a receipt of each item proposes (its id, and its name as staff choose it), by item id. */
  usualBins: Record<string, { id: string; label: string }>;
}

/** The purchase order form's products: the search, or only some items. */
export interface PurchaseProductsQuery extends ListQuery {
  itemIds?: string[];
}
