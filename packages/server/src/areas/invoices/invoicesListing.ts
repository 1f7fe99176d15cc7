// Invoices a page at a time: newest first (keyset on issue time and number), searched by number or
// customer through trigram indexes, filtered by status today and by issue days.
import { badCursor, type Page, pageFromRows, pageLimit } from '@warehouse/domain/contract';
import { type InvoiceSummary, type InvoicesQuery, invoiceSummary } from '@warehouse/domain/invoices';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { invoices } from '../../db/schema';
import { countMatching } from '../../sql/boundedCount';
import { matchingAny, searchHasTrigrams } from '../../sql/substringSearch';
import { invoiceOf, invoiceStatusSql } from './invoiceRecords';

export async function readInvoicesPage(
  db: Db,
  query: InvoicesQuery,
  today: string,
): Promise<Page<InvoiceSummary>> {
  const limit = pageLimit(query);
  const matching = and(
    matchingAny(query.search, [invoices.number, invoices.customerName]),
    query.status ? sql`${invoiceStatusSql(today)} = ${query.status}` : undefined,
    query.from ? gte(invoices.issueDate, query.from) : undefined,
    query.to ? lte(invoices.issueDate, query.to) : undefined,
  );
  let after = sql`true`;
  if (query.cursor) {
    const [last] = await db
      .select({ issuedAt: invoices.issuedAt })
      .from(invoices)
      .where(eq(invoices.number, query.cursor));
    if (!last) throw badCursor();
    after = sql`(${invoices.issuedAt}, ${invoices.number}) < (${last.issuedAt}, ${query.cursor})`;
  }
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(and(matching, after))
      .orderBy(sql`${invoices.issuedAt} desc, ${invoices.number} desc`)
      .limit(limit + 1),
    countMatching(db, invoices, matching, { throughIndex: searchHasTrigrams(query.search) }),
  ]);
  return {
    ...pageFromRows(
      rows.map((row) => invoiceSummary(invoiceOf(row, today))),
      limit,
      (invoice) => invoice.number,
    ),
    ...counted,
  };
}
