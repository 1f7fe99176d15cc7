// Sales a page at a time: newest first, searched by order id or customer (§9), filtered by status,
// by the customer record sold to and by their days.
import { type Page, pageFromRows, pageLimit, type SalesQuery } from '@warehouse/domain/contract';
import type { Sale } from '@warehouse/domain/pos';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sales } from '../../db/schema';
import { countMatching } from '../../sql/boundedCount';
import { newestFirst, newestMatching } from '../../sql/newestFirst';
import { matchingAny, searchHasTrigrams } from '../../sql/substringSearch';
import { saleOf } from './salesRecords';

export async function readSalesPage(db: Db, query: SalesQuery): Promise<Page<Sale>> {
  const limit = pageLimit(query);
  const matching = and(
    matchingAny(query.search, [sales.id, sales.customer]),
    query.status ? eq(sales.status, query.status) : undefined,
    query.customerId ? eq(sales.customerId, query.customerId) : undefined,
    query.from ? gte(sales.date, query.from) : undefined,
    query.to ? lte(sales.date, query.to) : undefined,
  );
  const { orderBy, after } = await newestFirst(db, sales, query.cursor);
  const indexed = searchHasTrigrams(query.search);
  const [rows, counted] = await Promise.all([
    newestMatching(db, sales, { after, count: limit + 1, indexed }, (from, on) =>
      on
        .select()
        .from(from)
        .where(and(matching, after))
        .orderBy(orderBy)
        .limit(limit + 1),
    ),
    countMatching(db, sales, matching, { throughIndex: indexed }),
  ]);
  return { ...pageFromRows(rows.map(saleOf), limit, (sale) => sale.id), ...counted };
}
