// Returns on PostgreSQL: a return's stock back into its bins, its refund, its lines and the sale's
// new status written in one transaction, with the sale locked so two returns of its last unit
// cannot both take it.
import type { Role } from '@warehouse/domain/accounts';
import { pageFromRows, pageLimit, type WarehouseApi } from '@warehouse/domain/contract';
import { dayInZone } from '@warehouse/domain/invoices';
import type { SaleDetail } from '@warehouse/domain/pos';
import {
  CASHIER_REFUND_LIMIT_DEFAULT,
  type ExchangedMoney,
  isVoidable,
  mayOverrideReturns,
  type OriginalMethod,
  type PlannedReturn,
  RETURN_WINDOW_DAYS_DEFAULT,
  type RefundMethod,
  type Returnable,
  type ReturnInput,
  returnToRecord,
  type SaleReturn,
  voidToRecord,
  withCreditNote,
} from '@warehouse/domain/returns';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  auditEntries,
  bins,
  customers,
  drawerSessions,
  exchangeCredits,
  saleRefunds,
  saleReturnLines,
  saleReturns,
  sales,
  stockMovements,
} from '../../db/schema';
import { type Executor, writeTogether } from '../../sql/executor';
import { withNewId } from '../../sql/ids';
import { newestFirst } from '../../sql/newestFirst';
import type { StoreContext } from '../../sql/storeContext';
import { matchingAny } from '../../sql/substringSearch';
import { actingAccount } from '../accounts/actor';
import { auditEntryOf, auditWritten, writeTransaction } from '../audit/auditTrail';
import { issueCreditNote } from '../invoices/issueCreditNote';
import { readDocument } from '../overview/businessDocuments';
import { type RefundPayer, refundPaymentInserts } from '../payments/documentPayments';
import { readSaleDetail } from '../sales/saleDetail';
import { recordStockChange } from '../stock/stockRecords';
import { readReturns } from './returnRecords';

/** What came back of a sale so far, a row of each kind. */
interface SoFarRow {
  kind: 'line' | 'refund' | 'drawn' | 'carried' | 'bin';
  key: string;
  total: number;
  bin: string | null;
}

/**
 * What a sale has given back so far, in one statement: each line's units returned, what each
 * method has refunded, what its exchanges took of each tender and what its own exchange credit
 * carries, and the bin each item was taken from (its first movement of the item).
 */
async function soFarOf(on: Executor, saleId: string) {
  const id = sql.placeholder('saleId');
  // Prepared by name: PostgreSQL parses and plans it once per connection.
  const [{ rows }] = (await on
    .select({
      rows: sql<SoFarRow[]>`(select coalesce(json_agg(so_far), '[]') from (
        select 'line' as kind, l.line_no::text as key, sum(l.quantity)::int as total, null::text as bin
          from ${saleReturnLines} l join ${saleReturns} r on r.id = l.return_id
          where r.sale_id = ${id} group by l.line_no
        union all
        select 'refund', f.method, sum(f.amount_cents)::int, null from ${saleRefunds} f
          join ${saleReturns} r on r.id = f.return_id where r.sale_id = ${id} group by f.method
        union all
        select 'drawn', c.method, sum(c.amount_cents)::int, null from ${exchangeCredits} c
          join ${saleReturns} r on r.id = c.return_id where r.sale_id = ${id} group by c.method
        union all
        select 'carried', c.method, c.amount_cents, null from ${exchangeCredits} c
          join ${saleReturns} r on r.id = c.return_id where r.exchange_sale_id = ${id}
        union all
        select * from (select distinct on (m.item_id) 'bin', m.item_id, 0, m.bin_id from ${stockMovements} m
          where m.document_kind = 'sale' and m.document_id = ${id} order by m.item_id, m.seq) taken) so_far)`,
    })
    .from(sql`(values (1)) as one (row)`)
    .prepare('sale_so_far')
    .execute({ saleId })) as [{ rows: SoFarRow[] }];
  const returned = new Map<number, number>();
  const refunded: Partial<Record<RefundMethod, number>> = {};
  const exchanged = { drawn: {}, carried: {} } as {
    [Way in keyof ExchangedMoney]: Partial<Record<OriginalMethod, number>>;
  };
  const fromBins = new Map<string, string>();
  for (const row of rows)
    if (row.kind === 'line') returned.set(Number(row.key), row.total);
    else if (row.kind === 'refund') refunded[row.key as RefundMethod] = row.total;
    else if (row.kind === 'drawn' || row.kind === 'carried')
      exchanged[row.kind][row.key as OriginalMethod] = row.total;
    else if (row.bin) fromBins.set(row.key, row.bin);
  return { returned: (lineNo: number) => returned.get(lineNo) ?? 0, refunded, exchanged, fromBins };
}

/** What is left to return of each of a sale's lines, and where it was sold from. */
const returnablesOf = (
  detail: SaleDetail,
  returned: (lineNo: number) => number,
  fromBins: ReadonlyMap<string, string>,
): Returnable[] =>
  detail.lines.map((line, lineNo) => ({
    lineNo,
    itemId: line.id,
    name: line.name,
    sold: line.quantity,
    returned: returned(lineNo),
    soldFromBin: fromBins.get(line.id) ?? null,
  }));

/** What is left to return of a sale, read in a transaction of the caller's (one query after another). */
export async function readReturnables(tx: Executor, saleId: string): Promise<Returnable[]> {
  const detail = await readSaleDetail(tx, saleId);
  const { returned, fromBins } = await soFarOf(tx, saleId);
  return returnablesOf(detail, returned, fromBins);
}

/** The drawer session a sale counts in, while it is open (with `lock`, held open until the transaction ends). */
async function openSessionOf(on: Executor, saleId: string, { lock = false } = {}) {
  const query = on
    .select({ id: drawerSessions.id })
    .from(sales)
    .innerJoin(drawerSessions, eq(drawerSessions.id, sales.drawerSessionId))
    .where(and(eq(sales.id, saleId), sql`${drawerSessions.closedAt} is null`));
  const [session] = lock ? await query.for('share', { of: drawerSessions }) : await query;
  return session;
}

/**
 * What a return's rule reads of a sale, with the sale locked first (a second return of it waits,
 * then reads what this one took): its detail, what is returned and refunded of it, what exchanges
 * moved of its tenders, where it was sold from, the settings and who returns. One query after another: a transaction's queries share
 * its connection.
 */
export async function readForReturn(
  tx: Executor,
  saleId: string,
  context: StoreContext,
  lines: readonly { binId?: string }[],
) {
  const detail = await readSaleDetail(tx, saleId, { lock: true });
  const actor = await actingAccount(tx);
  const { returned, refunded, exchanged, fromBins } = await soFarOf(tx, saleId);
  const settings = await readDocument(tx, 'settings');
  const wantedBins = lines.flatMap((line) => (line.binId ? [line.binId] : []));
  const knownBins = new Set(
    wantedBins.length > 0
      ? (await tx.select({ id: bins.id }).from(bins).where(inArray(bins.id, wantedBins))).map((bin) => bin.id)
      : [],
  );
  for (const bin of fromBins.values()) knownBins.add(bin);
  return {
    actor,
    payer: {
      customer: detail.sale.customer,
      ...(detail.sale.customerId ? { customerId: detail.sale.customerId } : {}),
      timezone: settings.store.timezone,
    },
    context: {
      detail,
      returned,
      soldFromBin: (lineNo: number) => fromBins.get(detail.lines[lineNo]?.id ?? '') ?? null,
      isBin: (binId: string) => knownBins.has(binId),
      refunded,
      exchanged,
      // The business's day: the return window counts its days, not the server's.
      today: dayInZone(context.now(), settings.store.timezone),
      // Settings kept before returns (an older backup restored) hold the defaults.
      returnWindowDays: settings.store.returnWindowDays ?? RETURN_WINDOW_DAYS_DEFAULT,
      cashierRefundLimit: settings.store.cashierRefundLimit ?? CASHIER_REFUND_LIMIT_DEFAULT,
      mayOverride: mayOverrideReturns(actor.role as Role),
      stamp: context.stamp(),
      currency: settings.store.defaultCurrency,
    },
  };
}

/**
 * A planned return written: an invoiced sale's credit note issued on its invoice first (its amounts
 * are the refund), its stock back into its bins, its rows, a refund to store credit on the
 * customer, and the sale's new status. With `audited`, the return is the call's own answer
 * (recordReturn, voidSale), and the call's audit entry goes with its rows.
 */
export async function writeReturn(
  tx: Executor,
  plan: PlannedReturn,
  context: StoreContext,
  payer: RefundPayer,
  { audited = false } = {},
) {
  // The stock first, then the credit note (its customer and invoice): the order a sale on account
  // locks them in, so a return and a sale to the same customer never wait on each other in a ring.
  if (plan.change) await recordStockChange(tx, plan.change);
  const planned = plan.creditNote
    ? withCreditNote(plan, await issueCreditNote(tx, plan.creditNote, context))
    : plan;
  const { saleReturn } = planned;
  const auditEntry = audited ? auditEntryOf(saleReturn) : undefined;
  // The return's rows, the sale's new status, the refunds' payments and its audit entry in one round trip.
  await writeTogether(tx, [
    tx.insert(saleReturns).values({
      id: saleReturn.id,
      saleId: saleReturn.saleId,
      createdAt: saleReturn.at,
      recordedBy: saleReturn.by,
      reason: saleReturn.reason,
      note: saleReturn.note ?? null,
      refundCents: saleReturn.refund,
      drawerSessionId: planned.drawerSessionId,
      creditNoteNumber: saleReturn.creditNote ?? null,
      exchangeSaleId: saleReturn.exchangeSaleId ?? null,
    }),
    tx.insert(saleReturnLines).values(
      saleReturn.lines.map((line) => ({
        returnId: saleReturn.id,
        lineNo: line.lineNo,
        itemId: line.itemId,
        name: line.name,
        quantity: line.quantity,
        binId: line.binId,
        refundCents: line.refund,
      })),
    ),
    ...(saleReturn.refunds.length > 0
      ? [
          tx.insert(saleRefunds).values(
            saleReturn.refunds.map((refund) => ({
              returnId: saleReturn.id,
              method: refund.method,
              amountCents: refund.amount,
            })),
          ),
        ]
      : []),
    ...(planned.exchangeDrawn.length > 0
      ? [
          tx.insert(exchangeCredits).values(
            planned.exchangeDrawn.map((drawn) => ({
              returnId: saleReturn.id,
              method: drawn.method,
              amountCents: drawn.amount,
            })),
          ),
        ]
      : []),
    ...(planned.storeCredit
      ? [
          tx
            .update(customers)
            .set({ storeCreditCents: sql`${customers.storeCreditCents} + ${planned.storeCredit.amount}` })
            .where(eq(customers.id, planned.storeCredit.customerId)),
        ]
      : []),
    tx.update(sales).set({ status: planned.saleStatus }).where(eq(sales.id, saleReturn.saleId)),
    ...refundPaymentInserts(tx, saleReturn, planned.drawerSessionId, payer),
    ...(auditEntry ? [tx.insert(auditEntries).values(auditEntry)] : []),
  ]);
  return auditEntry ? auditWritten(saleReturn) : saleReturn;
}

/** The returner's open drawer session, held open until the transaction ends: where a cash refund comes from. */
export async function returnersDrawer(tx: Executor, actorId: string): Promise<string | null> {
  const [drawer] = await tx
    .select({ id: drawerSessions.id })
    .from(drawerSessions)
    .where(and(eq(drawerSessions.openedBy, actorId), sql`${drawerSessions.closedAt} is null`))
    .for('share');
  return drawer?.id ?? null;
}

/**
 * A return recorded inside a transaction of the caller's: its own (recordReturn), or a customer's
 * return request refunded. The refund comes out of the caller's open drawer when it is cash.
 */
export async function recordReturnIn(
  tx: Executor,
  input: ReturnInput,
  context: StoreContext,
  options: { audited?: boolean } = {},
): Promise<SaleReturn> {
  const read = await readForReturn(tx, input.saleId, context, input.lines);
  const drawerSessionId = await returnersDrawer(tx, read.actor.id);
  const planned = await withNewId(tx, 'saleReturn', (newReturnId) =>
    returnToRecord(input, { ...read.context, drawerSessionId, newReturnId }),
  );
  return writeReturn(tx, planned, context, read.payer, options);
}

export function returnsStore(
  db: Db,
  context: StoreContext,
): Pick<WarehouseApi, 'getSaleReturns' | 'recordReturn' | 'voidSale' | 'listReturns'> {
  return {
    getSaleReturns: async (saleId) => {
      const detail = await readSaleDetail(db, saleId);
      const [{ returned, fromBins }, returns, session] = await Promise.all([
        soFarOf(db, saleId),
        readReturns(db, sql`${saleReturns.saleId} = ${saleId}`),
        openSessionOf(db, saleId),
      ]);
      const lines = returnablesOf(detail, returned, fromBins);
      const voidable =
        detail.sale.status === 'completed' &&
        returns.length === 0 &&
        session !== undefined &&
        isVoidable(detail);
      return { saleId, lines, returns, voidable };
    },

    recordReturn: (input) =>
      writeTransaction(db, (tx) => recordReturnIn(tx, input, context, { audited: true })),

    voidSale: (saleId) =>
      writeTransaction(db, async (tx) => {
        const read = await readForReturn(tx, saleId, context, []);
        // The sale's own session, held open until the void commits: its cash goes back out of it.
        const session = await openSessionOf(tx, saleId, { lock: true });
        const planned = await withNewId(tx, 'saleReturn', (newReturnId) =>
          voidToRecord({
            ...read.context,
            drawerSessionId: session?.id ?? null,
            newReturnId,
            saleSessionOpen: session !== undefined,
          }),
        );
        return writeReturn(tx, planned, context, read.payer, { audited: true });
      }),

    listReturns: async (query = {}) => {
      const limit = pageLimit(query);
      const { after } = await newestFirst(db, saleReturns, query.cursor);
      const search = matchingAny(query.search, [saleReturns.id, saleReturns.saleId, sales.customer]);
      const where = [after, search].filter(Boolean) as SQL[];
      const condition = where.length > 0 ? sql.join(where, sql` and `) : sql`true`;
      const rows = await readReturns(db, sql`${condition}`, limit + 1);
      const [{ total }] = (
        await db.execute<{ total: number }>(sql`
        select count(*)::int as total from ${saleReturns} join ${sales} on ${sales.id} = ${saleReturns.saleId}
        where ${search ?? sql`true`}`)
      ).rows as [{ total: number }];
      return { ...pageFromRows(rows, limit, (each) => each.id), total };
    },
  };
}
