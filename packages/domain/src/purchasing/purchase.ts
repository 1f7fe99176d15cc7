import type { Cents } from '../format/money';
import type { Option, Tone } from '../notices/tone';

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

/** A created purchase order. */
export interface PurchaseOrder extends PurchaseOrderHeader {
  id: string;
  lines: PurchaseOrderLine[];
  total: Cents;
}
