// A sale's writes in one statement of constant text, prepared once per connection (issue 18).
// It takes the sale's stock only if every balance the sale was planned on still holds enough (other
// sales may have taken from it since the read: each takes its own units), draws the sale's number
// (and its delivery's) only then, and writes the movements,
// balances, sale, lines, delivery, notifications and audit entry together; or writes nothing and
// draws no number. So a sale needs no transaction of its own: one read, then this.

import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  auditEntries,
  deliveries,
  notifications,
  saleLines,
  sales,
  stockBalances,
  stockItems,
  stockMovements,
} from '../db/schema';
import { type Executor, insertFromJson, preparedStatement, rowsByColumnName } from './executor';
import { idDrawnWhen } from './ids';

type Row<T extends PgTable> = T['$inferInsert'];

/** What a planned sale writes, its ids still stand-ins (`saleStandIn`, `deliveryStandIn`) for the numbers the write draws. */
export interface SaleWrites {
  idempotencyKey: string;
  saleStandIn: string;
  deliveryStandIn: string;
  /**
   * The balances it takes from, with their item's product: as they were read, and as the sale left
   * them then (the difference is what it takes).
   */
  balances: { itemId: string; binId: string; productId: string; before: number; after: number }[];
  /**
   * Each product it sells: its low-stock threshold, its stock over every bin as read, and the units
   * taken. Where the sale's balances moved since the read, the notifications planned on it hold
   * only if the product stays above its threshold either way.
   */
  drops: { productId: string; lowStockThreshold: number; before: number; taken: number }[];
  /** Its movements, without their product (the write looks it up). */
  movements: Omit<Row<typeof stockMovements>, 'productId'>[];
  sale: Row<typeof sales>;
  lines: Row<typeof saleLines>[];
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
  'documentId',
  'reason',
];
const SALE_KEYS = [
  'id',
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
  'deliveryId',
];
const LINE_KEYS = ['saleId', 'lineNo', 'itemId', 'name', 'unitPriceCents', 'quantity'];
const DELIVERY_KEYS = [
  'id',
  'orderId',
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
const AUDIT_KEYS = ['accountId', 'userId', 'call', 'record', 'outcome', 'code'];

/** The sale's rows as one JSON text, keyed by table; the stand-ins are replaced as it is written. */
function rowsJson(writes: SaleWrites): string {
  return JSON.stringify({
    movements: rowsByColumnName(stockMovements, MOVEMENT_KEYS, writes.movements),
    sales: rowsByColumnName(sales, SALE_KEYS, [writes.sale]),
    lines: rowsByColumnName(saleLines, LINE_KEYS, writes.lines),
    deliveries: rowsByColumnName(deliveries, DELIVERY_KEYS, writes.delivery ? [writes.delivery] : []),
    notifications: rowsByColumnName(notifications, NOTIFICATION_KEYS, writes.notifications),
    audit: rowsByColumnName(auditEntries, AUDIT_KEYS, writes.auditEntry ? [writes.auditEntry] : []),
  });
}

const rowsOf = (key: string) => sql`(select rows -> ${sql.raw(`'${key}'`)} from sale_rows)`;

/**
 * The statement: the touched balances locked in sorted order (as every change locks them), the
 * numbers drawn if they all still hold enough and the key is not yet recorded, the stand-ins
 * replaced by the numbers in the rows, and every write made from those rows (none when no number
 * was drawn). It answers the numbers drawn, or nulls. A sale's time of writing is the moment it
 * is written, not its transaction's start: the list's order is the numbers' order.
 */
function saleWriteSql(): SQL {
  // First the stock, locked (after waiting for any sale that held it); only then the key, as
  // committed by then: a copy of this sale is seen once it committed.
  const stockHolds = sql`(select count(*) from locked join wanted using (item_id, bin_id)
    where locked.on_hand + wanted.after - wanted.before >= 0) = (select count(*) from wanted)
    and (select count(*) from drops left join moved using (product_id)
      where coalesce(moved.units, 0) = 0 or (drops.before - drops.taken > drops.threshold
        and drops.before + moved.units - drops.taken > drops.threshold)) = (select count(*) from drops)`;
  const writable = sql`case when ${stockHolds} then not sale_key_recorded(${sql.placeholder('idempotencyKey')}) else false end`;
  return sql`with wanted as (
      select * from json_to_recordset(${sql.placeholder('balances')}::json)
        as wanted (item_id text, bin_id text, product_id text, before integer, after integer)),
    locked as (
      select ${stockBalances.itemId}, ${stockBalances.binId}, ${stockBalances.onHand} from ${stockBalances}
      where (${stockBalances.itemId}, ${stockBalances.binId}) in (select item_id, bin_id from wanted)
      order by ${stockBalances.itemId}, ${stockBalances.binId} for update),
    drops as (
      select * from json_to_recordset(${sql.placeholder('drops')}::json)
        as drops (product_id text, threshold integer, before integer, taken integer)),
    moved as (
      select wanted.product_id, sum(locked.on_hand - wanted.before) as units
      from locked join wanted using (item_id, bin_id) group by wanted.product_id),
    sale_number as (select ${idDrawnWhen('sale', writable)} as id),
    delivery_number as (
      select ${idDrawnWhen('delivery', sql`(select id from sale_number) is not null and ${sql.placeholder('hasDelivery')}::boolean`)} as id),
    sale_rows as (
      select replace(replace(${sql.placeholder('rows')}::text, ${sql.placeholder('saleStandIn')}::text, sale_number.id),
        ${sql.placeholder('deliveryStandIn')}::text, coalesce(delivery_number.id, ''))::json as rows
      from sale_number, delivery_number where sale_number.id is not null),
    balances_written as (
      update ${stockBalances} set on_hand = ${stockBalances.onHand} + wanted.after - wanted.before from wanted, sale_rows
      where ${stockBalances.itemId} = wanted.item_id and ${stockBalances.binId} = wanted.bin_id),
    movements_written as (${insertFromJson(stockMovements, MOVEMENT_KEYS, rowsOf('movements'), {
      productId: sql`(select ${stockItems.productId} from ${stockItems} where ${stockItems.id} = given.item_id)`,
    })}),
    deliveries_written as (${insertFromJson(deliveries, DELIVERY_KEYS, rowsOf('deliveries'))}),
    sales_written as (${insertFromJson(sales, SALE_KEYS, rowsOf('sales'), { createdAt: sql`clock_timestamp()` })}),
    lines_written as (${insertFromJson(saleLines, LINE_KEYS, rowsOf('lines'))}),
    notifications_written as (${insertFromJson(notifications, NOTIFICATION_KEYS, rowsOf('notifications'))}),
    audit_written as (${insertFromJson(auditEntries, AUDIT_KEYS, rowsOf('audit'))})
    select (select id from sale_number) as sale_id, (select id from delivery_number) as delivery_id`;
}

const statement = saleWriteSql();

/** The write, prepared on `on` (the database, or a transaction holding the sale's stock). */
export function saleWrite(on: Executor) {
  const prepared = preparedStatement<{ sale_id: string | null; delivery_id: string | null }>(
    on,
    'sale_write',
    statement,
  );
  /** Writes the sale; the numbers drawn, or none when the stock ran short or the key was recorded since the read. */
  return async (writes: SaleWrites): Promise<{ saleId: string; deliveryId: string | null } | null> => {
    const [row] = await prepared.execute({
      idempotencyKey: writes.idempotencyKey,
      balances: JSON.stringify(
        writes.balances.map(({ itemId, binId, productId, before, after }) => ({
          item_id: itemId,
          bin_id: binId,
          product_id: productId,
          before,
          after,
        })),
      ),
      drops: JSON.stringify(
        writes.drops.map(({ productId, lowStockThreshold, before, taken }) => ({
          product_id: productId,
          threshold: lowStockThreshold,
          before,
          taken,
        })),
      ),
      hasDelivery: writes.delivery !== null,
      rows: rowsJson(writes),
      saleStandIn: writes.saleStandIn,
      deliveryStandIn: writes.deliveryStandIn,
    });
    return row?.sale_id ? { saleId: row.sale_id, deliveryId: row.delivery_id } : null;
  };
}
