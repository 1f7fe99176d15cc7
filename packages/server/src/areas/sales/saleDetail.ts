// One sale with its lines, and a till sale's money, who sold it and when: what its detail shows and
// what an invoice of it is made from.
import { NotFoundError } from '@warehouse/domain/contract';
import type { SaleDetail } from '@warehouse/domain/pos';
import { eq, sql } from 'drizzle-orm';
import { invoices, saleLines, sales, saleTenders, staffAccounts } from '../../db/schema';
import type { Executor } from '../../sql/executor';
import { saleMoneyOf, saleOf } from './salesRecords';

type LineRow = Pick<
  typeof saleLines.$inferSelect,
  'itemId' | 'name' | 'unitPriceCents' | 'quantity' | 'discountCents' | 'taxCents' | 'discountReason'
>;
type TenderRow = Pick<typeof saleTenders.$inferSelect, 'method' | 'amountCents' | 'reference'>;

/**
 * A sale's detail in one statement (its lines, tenders and invoice gathered as JSON): a return or
 * an invoice reads it inside its transaction, where every round trip is time the sale is held.
 * With `lock`, the sale is locked first, until the transaction ends, and read after: a statement
 * that waited for the lock would still see the invoices as they were when it began.
 */
export async function readSaleDetail(on: Executor, id: string, { lock = false } = {}): Promise<SaleDetail> {
  if (lock) {
    const [locked] = await on
      .select({ id: sales.id })
      .from(sales)
      .where(eq(sales.id, sql.placeholder('id')))
      .for('update')
      .prepare('sale_locked')
      .execute({ id });
    if (!locked) throw new NotFoundError('Sale', id);
  }
  // Prepared by name: PostgreSQL parses and plans it once per connection.
  const [found] = await on
    .select({
      sale: sales,
      soldBy: staffAccounts.name,
      lines: sql<LineRow[]>`(select coalesce(json_agg(json_build_object(
          'itemId', l.item_id, 'name', l.name, 'unitPriceCents', l.unit_price_cents, 'quantity', l.quantity,
          'discountCents', l.discount_cents, 'taxCents', l.tax_cents, 'discountReason', l.discount_reason
        ) order by l.line_no), '[]') from ${saleLines} l where l.sale_id = ${sales.id})`,
      tenders: sql<TenderRow[]>`(select coalesce(json_agg(json_build_object(
          'method', t.method, 'amountCents', t.amount_cents, 'reference', t.reference
        ) order by t.tender_no), '[]') from ${saleTenders} t where t.sale_id = ${sales.id})`,
      invoiceNumber: sql<
        string | null
      >`(select i.number from ${invoices} i where i.sale_id = ${sales.id} limit 1)`,
    })
    .from(sales)
    .leftJoin(staffAccounts, eq(staffAccounts.email, sales.recordedBy))
    .where(eq(sales.id, sql.placeholder('id')))
    .prepare('sale_detail')
    .execute({ id });
  if (!found) throw new NotFoundError('Sale', id);
  const { sale: row, lines, tenders, invoiceNumber } = found;
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
    ...(invoiceNumber ? { invoiceNumber } : {}),
  };
}
