import type { WarehouseApi } from '@warehouse/domain/contract';
import type { InvoiceSummary } from '@warehouse/domain/invoices';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyBooks } from './areas/books/verifyBooks';
import { createSqlApi } from './areas/sqlApi';
import { invoiceBenchSales } from './benchInvoices';
import { seedWhenEmpty } from './db/seed';
import { sellingWithoutADrawer } from './testing/sellingWithoutADrawer';
import { testDatabase } from './testing/testDatabase';

// The bench business's invoices are made in bulk, as "Issue Invoice" would have made them one by
// one: the list, the books and the next number must not tell the difference.
const { db } = await testDatabase();
await seedWhenEmpty(db);

async function everyInvoice(api: WarehouseApi) {
  const all: InvoiceSummary[] = [];
  let cursor: string | undefined;
  do {
    const page = await api.listInvoices({ limit: 500, ...(cursor ? { cursor } : {}) });
    all.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return all;
}

describe('the bench business invoiced in bulk', () => {
  it('invoices every completed sale to a customer on record, numbered without gaps; the books balance and the next invoice goes on', async () => {
    const api = await createSqlApi(db);
    const toCustomers = (await api.listSales({ limit: 100 })).items.filter(
      (sale) => sale.status === 'completed' && sale.customerId,
    );
    const [{ completed }] = (
      await db.execute<{ completed: number }>(
        sql`select count(*)::int as completed from sales where status = 'completed' and customer_id is not null`,
      )
    ).rows as [{ completed: number }];
    const invoiced = await invoiceBenchSales(db);
    expect(invoiced).toBe(completed);
    const listed = await everyInvoice(api);
    expect(listed).toHaveLength(invoiced);
    // Each year's numbers run from 1 without a gap.
    const byYear = new Map<string, number[]>();
    for (const invoice of listed) {
      const [, , year, count] = invoice.number.split('-');
      byYear.set(year!, [...(byYear.get(year!) ?? []), Number(count)]);
    }
    for (const counts of byYear.values())
      expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: counts.length }, (_, k) => k + 1));
    const first = toCustomers[0]!;
    expect(listed.find((invoice) => invoice.saleId === first.id)).toMatchObject({
      customerId: first.customerId,
      total: first.amount,
      balance: 0,
      status: 'paid',
    });
    expect(await verifyBooks(db)).toEqual([]);
    // An invoice issued now takes this year's next number.
    await sellingWithoutADrawer(db);
    const { sale } = await api.recordSale({
      lines: [{ id: 'P010', name: 'Dark Chocolate Bar 70%', price: 325, quantity: 1 }],
      choice: { kind: 'payment', tenders: [{ method: 'card' }] },
      customerId: 'CUST-001',
      idempotencyKey: 'bench-invoices-next',
    });
    const { invoice } = await api.issueInvoice(sale.id);
    const [, , year, next] = invoice.number.split('-');
    expect(Number(next)).toBe((byYear.get(year!) ?? []).length + 1);
  });
});
