import { NotFoundError } from '../contract/errors';
import { valueOrThrow } from '../contract/validation';
import type { PurchaseOrder, PurchaseOrderHeader, PurchaseOrderLine } from './purchase';
import { buildPurchaseOrder, validatePurchaseOrder } from './purchaseOrder';

/** "Create": the purchase order with its normalized lines and total; the "Missing Information" refusal; an unknown supplier. */
export function purchaseOrderToCreate(
  header: PurchaseOrderHeader,
  lines: PurchaseOrderLine[],
  supplierExists: (supplierId: string) => boolean,
  newId: () => string,
): PurchaseOrder {
  const draft = valueOrThrow(validatePurchaseOrder(header, lines));
  if (!supplierExists(header.supplierId)) throw new NotFoundError('Supplier', header.supplierId);
  return buildPurchaseOrder(newId(), draft.header, draft.lines);
}
