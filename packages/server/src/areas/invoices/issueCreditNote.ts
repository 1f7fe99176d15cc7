// A credit note against an invoice, inside a transaction of the caller's: its own ("Issue Credit
// Note"), or a return's of an invoiced sale. The invoice locked, the domain's rule, the next CN
// number of the invoice's location and year; what it cancels of the balance leaves what the
// customer owes, and what it cancels of what was paid becomes their store credit (or, for a
// return refunded to money, is paid back by the return).
import {
  type CreditNote,
  type CreditNoteInput,
  creditNoteToIssue,
  dayInZone,
} from '@warehouse/domain/invoices';
import { eq, sql } from 'drizzle-orm';
import { creditNotes, customers, invoices } from '../../db/schema';
import type { Executor } from '../../sql/executor';
import type { StoreContext } from '../../sql/storeContext';
import { readDocument } from '../overview/businessDocuments';
import { locationCodeOf, takeDocumentNumber } from './documentNumbers';
import { invoiceOf, readCreditNotes, readInvoiceRow } from './invoiceRecords';

/**
 * What a return (or "Issue Credit Note") asks of an invoice: these lines and quantities (none: all
 * that is left, with the delivery fee), and why. An invoice's `lineNo` is its sale's line in order
 * from 1: the sale line kept as `sale_lines.line_no` n is the invoice's line n + 1.
 */
export interface CreditNoteRequest extends CreditNoteInput {
  invoiceNumber: string;
  /** A return's refunded to money: what the note cancels of what was paid is paid back, not kept as store credit. */
  refundPaid?: boolean;
}

export async function issueCreditNote(
  tx: Executor,
  { invoiceNumber, refundPaid, ...input }: CreditNoteRequest,
  context: StoreContext,
): Promise<CreditNote> {
  // The customer's row before the invoice's, the order recordPayment locks them in: two writers
  // never wait on each other in a circle. An invoice's customer never changes once issued.
  const { customerId } = await readInvoiceRow(tx, invoiceNumber);
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
  const row = await readInvoiceRow(tx, invoiceNumber, true);
  const settings = await readDocument(tx, 'settings');
  const today = dayInZone(context.now(), settings.store.timezone);
  const invoice = invoiceOf(row, today);
  const planned = creditNoteToIssue(invoice, await readCreditNotes(tx, invoiceNumber), input, { refundPaid });
  const code = await locationCodeOf(tx, row.locationId ?? settings.store.posLocationId);
  const number = await takeDocumentNumber(tx, 'CN', code, Number(today.slice(0, 4)));
  const stamp = context.stamp();
  await tx.insert(creditNotes).values({
    number,
    invoiceNumber,
    issuedAt: stamp.at,
    issuedBy: stamp.by,
    reason: planned.reason,
    lines: planned.lines,
    deliveryFeeCents: planned.deliveryFee,
    amountCents: planned.amount,
    storeCreditCents: planned.storeCredit,
    refundedCents: planned.refunded,
  });
  await tx
    .update(invoices)
    .set({
      creditedCents: sql`${invoices.creditedCents} + ${planned.amount}`,
      paidCents: sql`${invoices.paidCents} - ${planned.storeCredit + planned.refunded}`,
    })
    .where(eq(invoices.number, invoiceNumber));
  await tx
    .update(customers)
    .set({
      owedCents: sql`${customers.owedCents} - ${planned.amount - planned.storeCredit - planned.refunded}`,
      storeCreditCents: sql`${customers.storeCreditCents} + ${planned.storeCredit}`,
    })
    .where(eq(customers.id, row.customerId));
  return { number, issuedAt: new Date(stamp.at).toISOString(), ...planned };
}
