// The payments ledger's rows: a record as the contract carries it, and back; the writes of a
// document's payments and the business day a moment falls on.
import type { LedgerMethod, PaymentKind, PaymentRecord } from '@warehouse/domain/payments';
import type { SQLWrapper } from 'drizzle-orm';
import { payments } from '../../db/schema';
import type { Executor } from '../../sql/executor';

type PaymentRow = typeof payments.$inferSelect;

/** A record's row (an invoice payment's own columns, its store credit, are written by its writer). */
export function paymentRow(record: PaymentRecord): typeof payments.$inferInsert {
  return {
    id: record.id,
    kind: record.kind,
    method: record.method,
    amountCents: record.amount,
    date: record.day,
    recordedAt: record.recordedAt,
    recordedBy: record.recordedBy,
    document: record.document,
    saleId: record.saleId,
    returnId: record.returnId,
    customerId: record.customerId,
    customerName: record.customerName,
    drawerSessionId: record.drawerSessionId,
    reference: record.reference,
  };
}

export function paymentOf(row: PaymentRow): PaymentRecord {
  return {
    id: row.id,
    kind: row.kind as PaymentKind,
    method: row.method as LedgerMethod,
    amount: row.amountCents,
    day: row.date,
    recordedAt: new Date(row.recordedAt).toISOString(),
    recordedBy: row.recordedBy,
    document: row.document,
    saleId: row.saleId,
    returnId: row.returnId,
    customerId: row.customerId,
    customerName: row.customerName,
    drawerSessionId: row.drawerSessionId,
    reference: row.reference,
  };
}

/** The insert of a document's payments, to go with its other writes; none when it moved no money. */
export const paymentInserts = (tx: Executor, records: readonly PaymentRecord[]): SQLWrapper[] =>
  records.length > 0 ? [tx.insert(payments).values(records.map(paymentRow))] : [];
