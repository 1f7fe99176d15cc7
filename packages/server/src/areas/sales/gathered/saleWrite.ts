// Sales' writes in one statement of constant text, prepared once per connection.
// It takes the sales' stock only if every balance they were planned on still holds enough (other
// sales may have taken from it since the read: each takes its own units), draws each sale's number
// (and its delivery's) only then, and writes the movements, balances, sales, lines, deliveries,
// tenders, notifications and audit entries together; or, when a check refuses, writes nothing and draws
// no number (a statement that fails after drawing leaves its numbers unused). So a sale
// needs no transaction of its own: one read, then this. Several sales written together
// (saleWriteQueue) share its commit and its triggers' work; sales that take from one balance take
// their units together, if it holds enough for all of them.

import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  auditEntries,
  deliveries,
  drawerSessions,
  notifications,
  payments,
  productStock,
  saleLines,
  sales,
  saleTenders,
  stockBalances,
  stockItems,
  stockMovements,
} from '../../../db/schema';
import type { Executor } from '../../../sql/executor';
import { idOfNumber, nextNumber } from '../../../sql/ids';
import { insertFromJson, rowsByColumnName } from '../../../sql/jsonRows';
import { preparedStatement, type Statement } from '../../../sql/preparedStatement';

type Row<T extends PgTable> = T['$inferInsert'];

/** What a planned sale writes, its ids still stand-ins (`saleStandIn`, `deliveryStandIn`) for the numbers the write draws. */
export interface SaleWrites {
  idempotencyKey: string;
  saleStandIn: string;
  deliveryStandIn: string;
  /** The balances it takes from: as they were read, and as the sale left them then (the difference is what it takes). */
  balances: { itemId: string; binId: string; before: number; after: number }[];
  /**
   * Each product it sells: its low-stock threshold, its stock over every bin as read, and the units
   * taken. Where the product's stock moved since the read (or another sale written with it takes
   * of it too), the notifications planned on it hold only if it stays above its threshold either way.
   */
  drops: { productId: string; lowStockThreshold: number; before: number; taken: number }[];
  /** Its movements, without their product (the write looks it up). */
  movements: Omit<Row<typeof stockMovements>, 'productId'>[];
  sale: Row<typeof sales>;
  lines: Row<typeof saleLines>[];
  tenders: Row<typeof saleTenders>[];
  /** Its tenders and change in the ledger of payments, without the sale's number (the write sets it). */
  payments: Row<typeof payments>[];
  delivery: Row<typeof deliveries> | null;
  notifications: Row<typeof notifications>[];
  auditEntry: Row<typeof auditEntries> | undefined;
}

// The columns each row writes: the statement's text is the same for every sale.
const MOVEMENT_KEYS = [
  'id',
  'kind',
  'itemId',
  'binId',
  'locationId',
  'quantity',
  'at',
  'by',
  'documentKind',
  'reason',
];
const SALE_KEYS = [
  'customer',
  'customerId',
  'amountCents',
  'status',
  'paymentMethod',
  'date',
  'items',
  'locationId',
  'recordedBy',
  'idempotencyKey',
  'fingerprint',
  'subtotalCents',
  'discountCents',
  'cartDiscountCents',
  'cartDiscountReason',
  'taxCents',
  'taxRateHundredths',
  'deliveryFeeCents',
  'changeCents',
  'drawerSessionId',
];
const LINE_KEYS = [
  'lineNo',
  'itemId',
  'name',
  'unitPriceCents',
  'quantity',
  'discountCents',
  'taxCents',
  'discountReason',
];
const TENDER_KEYS = ['tenderNo', 'method', 'amountCents', 'reference'];
const PAYMENT_KEYS = [
  'id',
  'kind',
  'method',
  'amountCents',
  'date',
  'recordedAt',
  'recordedBy',
  'customerId',
  'customerName',
  'drawerSessionId',
  'reference',
];
const DELIVERY_KEYS = [
  'customerName',
  'customerPhone',
  'customerAddress',
  'riderId',
  'items',
  'totalCents',
  'status',
  'priority',
  'estimatedTime',
  'orderedAt',
  'pickupTime',
];
const NOTIFICATION_KEYS = ['id', 'kind', 'title', 'message', 'time', 'createdAt'];
const AUDIT_KEYS = ['accountId', 'userId', 'call', 'outcome', 'code', 'detail'];

/** A row without the columns the write sets itself (the numbers it draws, and what names them). */
function without<R extends object>(row: R, ...columns: (keyof R)[]): Partial<R> {
  const rest: Partial<R> = { ...row };
  for (const column of columns) delete rest[column];
  return rest;
}

/**
 * A sale's rows as one JSON object keyed by table, with its key: every column but those naming
 * the sale or its delivery, which the write sets from the numbers it draws.
 */
function saleJson(writes: SaleWrites) {
  return {
    key: writes.idempotencyKey,
    saleStandIn: writes.saleStandIn,
    hasDelivery: writes.delivery !== null,
    rows: {
      movements: rowsByColumnName(
        stockMovements,
        MOVEMENT_KEYS,
        writes.movements.map((movement) => without(movement, 'documentId')),
      ),
      sales: rowsByColumnName(sales, SALE_KEYS, [without(writes.sale, 'id', 'deliveryId')]),
      lines: rowsByColumnName(
        saleLines,
        LINE_KEYS,
        writes.lines.map((line) => without(line, 'saleId')),
      ),
      tenders: rowsByColumnName(
        saleTenders,
        TENDER_KEYS,
        writes.tenders.map((tender) => without(tender, 'saleId')),
      ),
      payments: rowsByColumnName(
        payments,
        PAYMENT_KEYS,
        writes.payments.map((payment) => without(payment, 'saleId', 'document', 'returnId')),
      ),
      deliveries: rowsByColumnName(
        deliveries,
        DELIVERY_KEYS,
        writes.delivery ? [without(writes.delivery, 'id', 'orderId')] : [],
      ),
      notifications: rowsByColumnName(notifications, NOTIFICATION_KEYS, writes.notifications),
      audit: rowsByColumnName(
        auditEntries,
        AUDIT_KEYS,
        writes.auditEntry ? [without(writes.auditEntry, 'record')] : [],
      ),
    },
  };
}

/** An insert of every written sale's rows of one table, in the sales' order, with the columns `numbered` sets. */
const insertRowsOf = <T extends PgTable>(
  table: T,
  keys: readonly string[],
  rows: string,
  numbered: Record<string, SQL> = {},
) =>
  insertFromJson(table, keys, sql`sale_rows.rows -> ${sql.raw(`'${rows}'`)}`, numbered, {
    from: sql`sale_rows`,
    orderBy: sql`sale_rows.n, given.ordinality`,
  });

/**
 * The statement: the touched balances locked in sorted order (as every change locks them), the
 * numbers drawn if they all still hold enough, no key is yet recorded and each sale's
 * notifications still hold for its products' kept stock (locked last), the stand-ins replaced
 * by the numbers in each sale's rows, and every write made from those rows (none when no number
 * was drawn). It answers each sale's key with the numbers drawn for it, or nulls. A sale's time of
 * writing is the moment it is written, not its transaction's start: the list's order is the
 * numbers' order.
 */
function saleWriteSql(value: Parameters<Statement>[0]): SQL {
  // First the stock, locked (after waiting for any sale that held it); only then the keys, as
  // committed by then: a copy of a sale is seen once it committed. The keys come sorted (their
  // check takes a lock per key), so two statements never wait on each other's keys in a circle.
  // Last the products' kept stock, locked (as the statement's triggers lock it, in that order):
  // a sale's notifications hold if nothing moved of its product since its read (in any bin, of
  // any item) and no other sale of the batch takes of it; or if it stays above its threshold
  // either way; or if it planned none and the product is at or below its threshold already (no
  // sale takes it there now). What the batch's sales take of a product comes off its kept stock
  // at once.
  const balancesHold = sql`(select count(*) from locked join taking using (item_id, bin_id)
    where locked.on_hand - taking.units >= 0) = (select count(*) from taking)`;
  const productsHold = sql`(select count(*) from drops join kept using (product_id) join batch_taken using (product_id)
    where (kept.on_hand = drops.before and batch_taken.units = drops.taken)
      or (drops.before - drops.taken > drops.threshold and kept.on_hand - batch_taken.units > drops.threshold)
      or (kept.on_hand <= drops.threshold
        and (drops.before <= drops.threshold or drops.before - drops.taken > drops.threshold)))
    = (select count(*) from drops)`;
  return sql`with batch as (
      select given.n, given.sale ->> 'key' as key, given.sale ->> 'saleStandIn' as sale_stand_in,
        (given.sale ->> 'hasDelivery')::boolean as has_delivery,
        given.sale -> 'rows' as rows
      from json_array_elements(${value('sales')}::json) with ordinality as given (sale, n)),
    wanted as (
      select * from json_to_recordset(${value('balances')}::json)
        as wanted (item_id text, bin_id text, before integer, after integer)),
    -- Per balance: what the batch's sales take of it together (each sale's own planned take).
    taking as (select item_id, bin_id, sum(before - after) as units from wanted group by item_id, bin_id),
    locked as (
      select ${stockBalances.itemId}, ${stockBalances.binId}, ${stockBalances.onHand} from ${stockBalances}
      where (${stockBalances.itemId}, ${stockBalances.binId}) in (select item_id, bin_id from taking)
      order by ${stockBalances.itemId}, ${stockBalances.binId} for update),
    drops as (
      select * from json_to_recordset(${value('drops')}::json)
        as drops (product_id text, threshold integer, before integer, taken integer)),
    batch_taken as (select product_id, sum(taken) as units from drops group by product_id),
    kept as (
      select ${productStock.productId}, ${productStock.onHand} from ${productStock}
      where ${productStock.productId} in (select product_id from drops)
      order by ${productStock.productId} for update),
    -- The drawer sessions the sales count in, held open until they commit (none closes under them).
    drawers as (select distinct (batch.rows -> 'sales' -> 0 ->> 'drawer_session_id')::uuid as id from batch
      where batch.rows -> 'sales' -> 0 ->> 'drawer_session_id' is not null),
    open_drawers as (
      select ${drawerSessions.id} from ${drawerSessions}
      where ${drawerSessions.id} in (select id from drawers) and ${drawerSessions.closedAt} is null
      order by ${drawerSessions.id} for share),
    -- In this order (a case's branches are taken in turn): the balances, the keys, the drawers, the products.
    writable as (
      select case when not ${balancesHold} then false
        when exists (select 1 from batch where sale_key_recorded(batch.key)) then false
        when (select count(*) from open_drawers) <> (select count(*) from drawers) then false
        else ${productsHold} end as yes),
    drawn as (
      select batch.n, ${nextNumber('sale')} as sale_number,
        case when batch.has_delivery then ${nextNumber('delivery')} end as delivery_number
      from batch, writable where writable.yes),
    numbered as (
      select n, ${idOfNumber('sale', sql`sale_number`)} as sale_id,
        ${idOfNumber('delivery', sql`delivery_number`)} as delivery_id
      from drawn),
    sale_rows as (
      select batch.n, batch.rows, batch.sale_stand_in, numbered.sale_id, numbered.delivery_id
      from batch join numbered using (n)),
    balances_written as (
      update ${stockBalances} set on_hand = ${stockBalances.onHand} - taking.units
      from taking, writable
      where writable.yes and ${stockBalances.itemId} = taking.item_id and ${stockBalances.binId} = taking.bin_id),
    movements_written as (${insertRowsOf(stockMovements, MOVEMENT_KEYS, 'movements', {
      productId: sql`(select ${stockItems.productId} from ${stockItems} where ${stockItems.id} = given.item_id)`,
      documentId: sql`sale_rows.sale_id`,
    })}),
    deliveries_written as (${insertRowsOf(deliveries, DELIVERY_KEYS, 'deliveries', {
      id: sql`sale_rows.delivery_id`,
      orderId: sql`sale_rows.sale_id`,
    })}),
    sales_written as (${insertRowsOf(sales, SALE_KEYS, 'sales', {
      id: sql`sale_rows.sale_id`,
      deliveryId: sql`sale_rows.delivery_id`,
      createdAt: sql`clock_timestamp()`,
    })}),
    lines_written as (${insertRowsOf(saleLines, LINE_KEYS, 'lines', { saleId: sql`sale_rows.sale_id` })}),
    tenders_written as (${insertRowsOf(saleTenders, TENDER_KEYS, 'tenders', { saleId: sql`sale_rows.sale_id` })}),
    payments_written as (${insertRowsOf(payments, PAYMENT_KEYS, 'payments', {
      saleId: sql`sale_rows.sale_id`,
      document: sql`sale_rows.sale_id`,
    })}),
    -- A new order's notification names the order: the message made with the stand-in names the number.
    notifications_written as (${insertRowsOf(
      notifications,
      NOTIFICATION_KEYS.filter((key) => key !== 'message'),
      'notifications',
      {
        message: sql`replace(given.message, sale_rows.sale_stand_in, sale_rows.sale_id)`,
      },
    )}),
    audit_written as (${insertRowsOf(auditEntries, AUDIT_KEYS, 'audit', { record: sql`sale_rows.sale_id` })})
    select batch.key, numbered.sale_id, numbered.delivery_id
    from batch left join numbered using (n) order by batch.n`;
}

/** The numbers a written sale drew. */
export interface DrawnIds {
  saleId: string;
  deliveryId: string | null;
}

/**
 * The write of several sales, on `on` (the database, prepared once per connection; or a
 * transaction holding their stock). No two of them may share a key (refused with an error). Each one's rule was planned on
 * its own read, which none of the others' takes was in: the statement takes every sale's units of
 * a balance together, only if it holds enough for all; and what the others take of a sale's
 * product counts as moved since its read, so the notifications each planned hold only if the
 * product stays above its threshold either way.
 */
export function salesWrite(on: Executor) {
  const prepared = preparedStatement<{ key: string; sale_id: string | null; delivery_id: string | null }>(
    on,
    'sale_write',
    saleWriteSql,
  );
  /**
   * Writes the sales, all or none: the numbers drawn for each by its key, or none when a stock
   * any of them was planned on ran short, a key was recorded since its read, or a product moved
   * near its threshold since (the notifications planned may no longer hold).
   */
  return async (batch: readonly SaleWrites[]): Promise<Map<string, DrawnIds> | null> => {
    assertKeysApart(batch);
    const sorted = [...batch].sort((a, b) => (a.idempotencyKey < b.idempotencyKey ? -1 : 1));
    const rows = await prepared.execute({
      sales: JSON.stringify(sorted.map(saleJson)),
      balances: JSON.stringify(
        sorted.flatMap((writes) =>
          writes.balances.map(({ itemId, binId, before, after }) => ({
            item_id: itemId,
            bin_id: binId,
            before,
            after,
          })),
        ),
      ),
      drops: JSON.stringify(
        sorted.flatMap((writes) =>
          writes.drops.map(({ productId, lowStockThreshold, before, taken }) => ({
            product_id: productId,
            threshold: lowStockThreshold,
            before,
            taken,
          })),
        ),
      ),
    });
    const drawn = new Map<string, DrawnIds>();
    for (const row of rows) {
      if (!row.sale_id) return null;
      drawn.set(row.key, { saleId: row.sale_id, deliveryId: row.delivery_id });
    }
    return drawn;
  };
}

/** Two copies of one sale (one key) in a batch would each be written: one batch holds a key once. */
function assertKeysApart(batch: readonly SaleWrites[]): void {
  if (new Set(batch.map((writes) => writes.idempotencyKey)).size < batch.length)
    throw new Error('Sales written together share a key');
}

/** The write of one sale: the numbers drawn, or none when its stock ran short or its key was recorded since the read. */
export function saleWrite(on: Executor) {
  return oneSaleWrite(salesWrite(on));
}

/** One sale through a write of several. */
export const oneSaleWrite =
  (write: ReturnType<typeof salesWrite>) =>
  async (writes: SaleWrites): Promise<DrawnIds | null> =>
    (await write([writes]))?.get(writes.idempotencyKey) ?? null;
