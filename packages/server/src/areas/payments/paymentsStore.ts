// The payments ledger on PostgreSQL: the list newest first (keyset on the time recorded and the id),
// searched through trigram indexes, filtered through the indexes of kind, method, customer and day;
// and a business day's totals by method, summed by the database.
import { badCursor, type Page, pageFromRows, pageLimit, type WarehouseApi } from '@warehouse/domain/contract';
import { dayInZone } from '@warehouse/domain/invoices';
import {
  type LedgerMethod,
  type MethodSums,
  type PaymentRecord,
  type PaymentsQuery,
  paymentTotals,
} from '@warehouse/domain/payments';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { payments } from '../../db/schema';
import { countMatching } from '../../sql/boundedCount';
import { newestMatching } from '../../sql/newestFirst';
import type { StoreContext } from '../../sql/storeContext';
import { matchingAny, searchHasTrigrams } from '../../sql/substringSearch';
import { readDocument } from '../overview/businessDocuments';
import { paymentOf } from './paymentRecords';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function readPaymentsPage(db: Db, query: PaymentsQuery): Promise<Page<PaymentRecord>> {
  const limit = pageLimit(query);
  const matching = and(
    matchingAny(query.search, [
      payments.customerName,
      payments.document,
      payments.reference,
      payments.saleId,
    ]),
    query.method ? eq(payments.method, query.method) : undefined,
    query.kind ? eq(payments.kind, query.kind) : undefined,
    query.customerId ? eq(payments.customerId, query.customerId) : undefined,
    query.from ? gte(payments.date, query.from) : undefined,
    query.to ? lte(payments.date, query.to) : undefined,
  );
  let after = sql`true`;
  if (query.cursor) {
    const [last] = UUID.test(query.cursor)
      ? await db
          .select({ recordedAt: payments.recordedAt })
          .from(payments)
          .where(eq(payments.id, query.cursor))
      : [];
    if (!last) throw badCursor();
    after = sql`(${payments.recordedAt}, ${payments.id}) < (${last.recordedAt}, ${query.cursor}::uuid)`;
  }
  const indexed = searchHasTrigrams(query.search);
  const [rows, counted] = await Promise.all([
    newestMatching(
      db,
      payments,
      { after, count: limit + 1, indexed, time: payments.recordedAt },
      (from, on) =>
        on
          .select()
          .from(from)
          .where(and(matching, after))
          .orderBy(sql`${from.recordedAt} desc, ${from.id} desc`)
          .limit(limit + 1),
    ),
    countMatching(db, payments, matching, { throughIndex: indexed }),
  ]);
  return { ...pageFromRows(rows.map(paymentOf), limit, (payment) => payment.id), ...counted };
}

export function paymentsStore(
  db: Db,
  context: StoreContext,
): Pick<WarehouseApi, 'listPayments' | 'getPaymentTotals'> {
  return {
    listPayments: (query = {}) => readPaymentsPage(db, query),
    getPaymentTotals: async (query = {}) => {
      const day = query.day ?? dayInZone(context.now(), (await readDocument(db, 'settings')).store.timezone);
      const { rows } = await db.execute<{
        method: LedgerMethod;
        amount: string;
        drawer_cash: string;
        count: number;
      }>(sql`
        select ${payments.method} as method, sum(${payments.amountCents}) as amount, count(*)::int as count,
          coalesce(sum(${payments.amountCents}) filter (where ${payments.method} = 'cash'
            and ${payments.drawerSessionId} is not null), 0) as drawer_cash
        from ${payments} where ${payments.date} = ${day} group by ${payments.method}`);
      const sums: MethodSums[] = rows.map((row) => ({
        method: row.method,
        amount: Number(row.amount),
        drawerCash: Number(row.drawer_cash),
        count: row.count,
      }));
      return paymentTotals(day, sums);
    },
  };
}
