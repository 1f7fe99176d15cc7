// Returns read back as the contract gives them: each with its lines and refunds, newest first.
import type { SaleReturn } from '@warehouse/domain/returns';
import { type SQL, sql } from 'drizzle-orm';
import { saleRefunds, saleReturnLines, saleReturns, sales } from '../../db/schema';
import type { Executor } from '../../sql/executor';

type ReturnRow = {
  id: string;
  sale_id: string;
  customer: string;
  at: string;
  by: string;
  reason: SaleReturn['reason'];
  note: string | null;
  refund: number;
  lines: SaleReturn['lines'];
  refunds: SaleReturn['refunds'];
  credit_note: string | null;
  exchange_sale_id: string | null;
};

/** The returns `where` picks (on sale_returns joined to their sales), newest first, at most `limit`. */
export async function readReturns(on: Executor, where: SQL, limit = 1000): Promise<SaleReturn[]> {
  const { rows } = await on.execute<ReturnRow>(sql`
    select ${saleReturns.id} as id, ${saleReturns.saleId} as sale_id, ${sales.customer} as customer,
      ${saleReturns.createdAt} as at, ${saleReturns.recordedBy} as by, ${saleReturns.reason} as reason,
      ${saleReturns.note} as note, ${saleReturns.refundCents} as refund,
      ${saleReturns.creditNoteNumber} as credit_note, ${saleReturns.exchangeSaleId} as exchange_sale_id,
      (select coalesce(json_agg(json_build_object('lineNo', l.line_no, 'itemId', l.item_id, 'name', l.name,
          'quantity', l.quantity, 'binId', l.bin_id, 'refund', l.refund_cents) order by l.line_no), '[]')
        from ${saleReturnLines} l where l.return_id = ${saleReturns.id}) as lines,
      (select coalesce(json_agg(json_build_object('method', f.method, 'amount', f.amount_cents)
          order by array_position(array['card', 'mobile', 'cash', 'store_credit', 'credit_note', 'exchange'], f.method)), '[]')
        from ${saleRefunds} f where f.return_id = ${saleReturns.id}) as refunds
    from ${saleReturns} join ${sales} on ${sales.id} = ${saleReturns.saleId}
    where ${where}
    order by ${saleReturns.createdAt} desc, ${saleReturns.id} desc
    limit ${limit}`);
  return rows.map((row) => ({
    id: row.id,
    saleId: row.sale_id,
    customer: row.customer,
    at: new Date(row.at).toISOString(),
    by: row.by,
    reason: row.reason,
    ...(row.note ? { note: row.note } : {}),
    lines: row.lines,
    refund: row.refund,
    refunds: row.refunds,
    ...(row.credit_note ? { creditNote: row.credit_note } : {}),
    ...(row.exchange_sale_id ? { exchangeSaleId: row.exchange_sale_id } : {}),
  }));
}
