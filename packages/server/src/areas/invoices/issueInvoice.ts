// An invoice of a recorded sale, inside a transaction of the caller's (its own, or the sale's when
// it is sold on account): the sale locked, the domain's rule, then the next number of the sale's
// location and year, the frozen invoice, and what the customer owes.
import { dayInZone, type InvoiceDetail, invoiceToIssue } from '@warehouse/domain/invoices';
import { tillSettingsOf } from '@warehouse/domain/pos';
import { eq, sql } from 'drizzle-orm';
import { customers, invoices, sales } from '../../db/schema';
import type { Executor } from '../../sql/executor';
import type { StoreContext } from '../../sql/storeContext';
import { readDocument } from '../overview/businessDocuments';
import { customerRecordOf } from '../people/peopleRecords';
import { readSaleDetail } from '../sales/saleDetail';
import { locationCodeOf, takeDocumentNumber } from './documentNumbers';
import { invoiceRow, readInvoiceDetail } from './invoiceRecords';

export async function issueInvoiceIn(
  tx: Executor,
  saleId: string,
  context: StoreContext,
): Promise<InvoiceDetail> {
  // The sale's row locked: two asking at once for its invoice take turns, and the second finds the first's.
  const [locked] = await tx
    .select({ locationId: sales.locationId })
    .from(sales)
    .where(eq(sales.id, saleId))
    .for('update');
  const detail = await readSaleDetail(tx, saleId);
  const settings = await readDocument(tx, 'settings');
  const customerId = detail.sale.customerId;
  const [row] = customerId ? await tx.select().from(customers).where(eq(customers.id, customerId)) : [];
  const customer = row && customerRecordOf(row);
  const today = dayInZone(context.now(), settings.store.timezone);
  const stamp = context.stamp();
  const planned = invoiceToIssue(detail, {
    customer,
    termsDays: customer?.paymentTermsDays,
    settings: tillSettingsOf(settings),
    // Read after the lock: a second asking at once finds the first's invoice.
    alreadyInvoiced: detail.invoiceNumber !== undefined,
    today,
    issuedAt: stamp.at,
  });
  const locationId = locked?.locationId ?? settings.store.posLocationId;
  const code = await locationCodeOf(tx, locationId);
  const number = await takeDocumentNumber(tx, 'INV', code, Number(today.slice(0, 4)));
  await tx
    .insert(invoices)
    .values({ ...invoiceRow({ number, ...planned }, locationId, stamp.by), issuedAt: stamp.at });
  await tx
    .update(customers)
    .set({ owedCents: sql`${customers.owedCents} + ${planned.total - planned.paidAtSale}` })
    .where(eq(customers.id, planned.customerId));
  return readInvoiceDetail(tx, number, today);
}
