// The menu's Invoices badge: the invoices that still owe something (unpaid, partly paid, overdue).
import { sql } from 'drizzle-orm';
import { invoices } from '../../db/schema';
import type { Executor } from '../../sql/executor';
import { owing } from './invoiceRecords';

export async function invoicesOwing(on: Executor): Promise<number> {
  const { rows } = await on.execute<{ count: number }>(
    sql`select count(*)::int as count from ${invoices} where ${owing}`,
  );
  return rows[0]?.count ?? 0;
}
