// Customer return requests on PostgreSQL, each step in one audited transaction with the request
// locked: raised with its order locked (so two requests, or a request and a return, take turns over
// what is left of a line), received, refunded (its return recorded by the returns' own path in the
// same transaction) or rejected.
import {
  badCursor,
  NotFoundError,
  type Page,
  pageFromRows,
  pageLimit,
  type WarehouseApi,
} from '@warehouse/domain/contract';
import type { Sale } from '@warehouse/domain/pos';
import {
  checkRejection,
  OPEN_RETURN_REQUEST_STATUSES,
  type RefundDestination,
  type ReturnRequest,
  type ReturnRequestsQuery,
  refundDestinationsOf,
  requestedOf,
  returnOfRequest,
  returnRequestStep,
  returnRequestToCreate,
} from '@warehouse/domain/returns';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { deliveries, returnRequests, sales } from '../../db/schema';
import { countMatching } from '../../sql/boundedCount';
import type { Executor } from '../../sql/executor';
import { withNewId } from '../../sql/ids';
import type { StoreContext } from '../../sql/storeContext';
import { matchingAny, searchHasTrigrams } from '../../sql/substringSearch';
import { writeTransaction } from '../audit/auditTrail';
import { readReturnables, recordReturnIn } from './returnsStore';

type Row = typeof returnRequests.$inferSelect;
type ReturnRequestCalls = Pick<
  WarehouseApi,
  | 'listReturnRequests'
  | 'createReturnRequest'
  | 'receiveReturnRequest'
  | 'refundReturnRequest'
  | 'rejectReturnRequest'
>;

const moment = (at: string) => new Date(at).toISOString();

function requestOf(row: Row, refundDestinations: RefundDestination[]): ReturnRequest {
  return {
    id: row.id,
    saleId: row.saleId,
    ...(row.deliveryId ? { deliveryId: row.deliveryId } : {}),
    customer: row.customer,
    status: row.status as ReturnRequest['status'],
    reason: row.reason as ReturnRequest['reason'],
    ...(row.note ? { note: row.note } : {}),
    lines: row.lines,
    requestedAt: moment(row.requestedAt),
    requestedBy: row.requestedBy,
    ...(row.receivedAt ? { receivedAt: moment(row.receivedAt) } : {}),
    ...(row.receivedBy ? { receivedBy: row.receivedBy } : {}),
    ...(row.closedAt ? { closedAt: moment(row.closedAt) } : {}),
    ...(row.closedBy ? { closedBy: row.closedBy } : {}),
    ...(row.rejection ? { rejection: row.rejection } : {}),
    ...(row.returnId ? { returnId: row.returnId } : {}),
    refundDestinations,
  };
}

/** Where an order's refund may go, by its payment and its customer. */
const destinationsOf = (sale: { paymentMethod: string; customerId: string | null }) =>
  refundDestinationsOf({
    paymentMethod: sale.paymentMethod as Sale['paymentMethod'],
    ...(sale.customerId ? { customerId: sale.customerId } : {}),
  });

/** The requests of these rows, each with where its order's refund may go (its sale read once). */
async function requestsOf(on: Executor, rows: readonly Row[]): Promise<ReturnRequest[]> {
  if (rows.length === 0) return [];
  const orders = await on
    .select({ id: sales.id, paymentMethod: sales.paymentMethod, customerId: sales.customerId })
    .from(sales)
    .where(inArray(sales.id, [...new Set(rows.map((row) => row.saleId))]));
  const destinations = new Map(orders.map((order) => [order.id, destinationsOf(order)]));
  return rows.map((row) => requestOf(row, destinations.get(row.saleId) ?? []));
}

/** One request of its row (none: not found). */
async function requestOfRow(on: Executor, id: string, row: Row | undefined): Promise<ReturnRequest> {
  const [request] = row ? await requestsOf(on, [row]) : [];
  if (!request) throw new NotFoundError('Return request', id);
  return request;
}

/** One request, locked until the transaction ends. */
async function lockRequest(tx: Executor, id: string): Promise<ReturnRequest> {
  const [row] = await tx.select().from(returnRequests).where(eq(returnRequests.id, id)).for('update');
  return requestOfRow(tx, id, row);
}

async function changed(tx: Executor, id: string, set: Partial<typeof returnRequests.$inferInsert>) {
  const [row] = await tx.update(returnRequests).set(set).where(eq(returnRequests.id, id)).returning();
  return requestOfRow(tx, id, row);
}

/** The menu's Returns badge: the requests still open, through their partial index. */
export async function openReturnRequests(on: Executor): Promise<number> {
  const { rows } = await on.execute<{ count: number }>(
    sql`select count(*)::int as count from ${returnRequests}
      where ${returnRequests.status} in ('requested', 'received')`,
  );
  return rows[0]?.count ?? 0;
}

async function readRequestsPage(db: Db, query: ReturnRequestsQuery): Promise<Page<ReturnRequest>> {
  const limit = pageLimit(query);
  const matching = and(
    matchingAny(query.search, [returnRequests.id, returnRequests.saleId, returnRequests.customer]),
    query.status ? eq(returnRequests.status, query.status) : undefined,
  );
  let after = sql`true`;
  if (query.cursor) {
    const [last] = await db
      .select({ requestedAt: returnRequests.requestedAt })
      .from(returnRequests)
      .where(eq(returnRequests.id, query.cursor));
    if (!last) throw badCursor();
    after = sql`(${returnRequests.requestedAt}, ${returnRequests.id}) < (${last.requestedAt}, ${query.cursor})`;
  }
  const rows = await db
    .select()
    .from(returnRequests)
    .where(and(matching, after))
    .orderBy(desc(returnRequests.requestedAt), desc(returnRequests.id))
    .limit(limit + 1);
  const counted = await countMatching(db, returnRequests, matching, {
    throughIndex: searchHasTrigrams(query.search),
  });
  return { ...pageFromRows(await requestsOf(db, rows), limit, (each) => each.id), ...counted };
}

export function returnRequestsStore(db: Db, context: StoreContext): ReturnRequestCalls {
  return {
    listReturnRequests: (query = {}) => readRequestsPage(db, query),

    createReturnRequest: (input) =>
      writeTransaction(db, async (tx) => {
        const [sale] = await tx
          .select({
            id: sales.id,
            customer: sales.customer,
            status: sales.status,
            paymentMethod: sales.paymentMethod,
            customerId: sales.customerId,
          })
          .from(sales)
          .where(eq(sales.id, input.saleId))
          .for('update');
        if (!sale) throw new NotFoundError('Sale', input.saleId);
        const [delivery] = await tx
          .select({ id: deliveries.id, status: deliveries.status })
          .from(deliveries)
          .where(eq(deliveries.orderId, sale.id))
          .orderBy(desc(deliveries.createdAt))
          .limit(1);
        const lines = await readReturnables(tx, sale.id);
        const open = await tx
          .select()
          .from(returnRequests)
          .where(
            and(
              eq(returnRequests.saleId, sale.id),
              inArray(returnRequests.status, [...OPEN_RETURN_REQUEST_STATUSES]),
            ),
          );
        const stamp = context.stamp();
        const request = await withNewId(tx, 'returnRequest', (newId) =>
          returnRequestToCreate(input, {
            saleId: sale.id,
            customer: sale.customer,
            saleStatus: sale.status,
            delivery,
            refundDestinations: destinationsOf(sale),
            lines,
            requested: requestedOf(open.map((row) => requestOf(row, destinationsOf(sale)))),
            id: newId(),
            at: stamp.at,
            by: stamp.by,
          }),
        );
        const [row] = await tx
          .insert(returnRequests)
          .values({
            id: request.id,
            saleId: request.saleId,
            deliveryId: request.deliveryId ?? null,
            customer: request.customer,
            status: request.status,
            reason: request.reason,
            note: request.note ?? null,
            lines: request.lines,
            requestedAt: stamp.at,
            requestedBy: stamp.by,
          })
          .returning();
        return requestOf(row as Row, request.refundDestinations);
      }),

    receiveReturnRequest: (id) =>
      writeTransaction(db, async (tx) => {
        const status = returnRequestStep(await lockRequest(tx, id), 'receive');
        const stamp = context.stamp();
        return changed(tx, id, { status, receivedAt: stamp.at, receivedBy: stamp.by });
      }),

    refundReturnRequest: (id, refund) =>
      writeTransaction(db, async (tx) => {
        const request = await lockRequest(tx, id);
        const status = returnRequestStep(request, 'refund');
        const recorded = await recordReturnIn(tx, returnOfRequest(request, refund), context);
        const stamp = context.stamp();
        return changed(tx, id, { status, closedAt: stamp.at, closedBy: stamp.by, returnId: recorded.id });
      }),

    rejectReturnRequest: (id, rejection) =>
      writeTransaction(db, async (tx) => {
        const status = returnRequestStep(await lockRequest(tx, id), 'reject');
        const reason = checkRejection(rejection);
        const stamp = context.stamp();
        return changed(tx, id, { status, closedAt: stamp.at, closedBy: stamp.by, rejection: reason });
      }),
  };
}
