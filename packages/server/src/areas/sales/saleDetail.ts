// One sale with its lines, and a till sale's money, who sold it and when: what its detail shows and
// what an invoice of it is made from.
import { NotFoundError } from '@warehouse/domain/contract';
import type { SaleDetail } from '@warehouse/domain/pos';
import { eq } from 'drizzle-orm';
import { invoices, saleLines, sales, saleTenders, staffAccounts } from '../../db/schema';
import type { Executor } from '../../sql/executor';
import { saleMoneyOf, saleOf } from './salesRecords';

export async function readSaleDetail(on: Executor, id: string): Promise<SaleDetail> {
  const [found] = await on
    .select({ sale: sales, soldBy: staffAccounts.name })
    .from(sales)
    .leftJoin(staffAccounts, eq(staffAccounts.email, sales.recordedBy))
    .where(eq(sales.id, id));
  if (!found) throw new NotFoundError('Sale', id);
  // One after another: `on` may be a transaction, whose queries share its connection.
  const lines = await on.select().from(saleLines).where(eq(saleLines.saleId, id)).orderBy(saleLines.lineNo);
  const tenders = await on
    .select()
    .from(saleTenders)
    .where(eq(saleTenders.saleId, id))
    .orderBy(saleTenders.tenderNo);
  const [invoice] = await on
    .select({ number: invoices.number })
    .from(invoices)
    .where(eq(invoices.saleId, id));
  const { sale: row } = found;
  const money = saleMoneyOf(row, tenders);
  return {
    sale: saleOf(row),
    lines: lines.map((line) => ({
      id: line.itemId,
      name: line.name,
      price: line.unitPriceCents,
      quantity: line.quantity,
      ...(line.taxCents !== null ? { discount: line.discountCents ?? 0, tax: line.taxCents } : {}),
      ...(line.discountReason ? { discountReason: line.discountReason } : {}),
    })),
    ...(money
      ? {
          money,
          soldBy: found.soldBy ?? row.recordedBy ?? '',
          soldAt: row.createdAt ? new Date(row.createdAt).toISOString() : '',
        }
      : {}),
    ...(invoice ? { invoiceNumber: invoice.number } : {}),
  };
}
