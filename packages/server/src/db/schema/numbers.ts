import { pgSequence } from 'drizzle-orm/pg-core';

// The numbers people read (P029, ORD-1013, DEL-011, RDR-006, PO-004, RCV-0001): one sequence per kind, so
// sales taken at the same moment never wait on each other for a number. A number is drawn only
// once everything that could refuse the record has been checked; a crash or a failed write can
// still leave a gap, as at any till.
export const productNumbers = pgSequence('product_numbers');
export const saleNumbers = pgSequence('sale_numbers');
export const deliveryNumbers = pgSequence('delivery_numbers');
export const riderNumbers = pgSequence('rider_numbers');
export const purchaseOrderNumbers = pgSequence('purchase_order_numbers');
export const receiptNumbers = pgSequence('receipt_numbers');
export const supplierNumbers = pgSequence('supplier_numbers');
export const customerNumbers = pgSequence('customer_numbers');
export const returnNumbers = pgSequence('return_numbers');
export const returnRequestNumbers = pgSequence('return_request_numbers');
