import { randomUUID } from 'node:crypto';
import { ID_FORMATS, type IdKind, idOf } from '@warehouse/domain/format';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { PgSequence, PgTable } from 'drizzle-orm/pg-core';
import {
  customerNumbers,
  customers,
  deliveries,
  deliveryNumbers,
  productNumbers,
  products,
  purchaseOrderNumbers,
  purchaseOrders,
  purchaseReceipts,
  receiptNumbers,
  returnNumbers,
  returnRequestNumbers,
  returnRequests,
  riderNumbers,
  riders,
  saleNumbers,
  saleReturns,
  sales,
  supplierNumbers,
  suppliers,
} from '../db/schema';
import type { Executor } from './executor';

interface Numbering {
  sequence: PgSequence;
  prefix: string;
  width: number;
  table: PgTable;
  column: AnyColumn;
}

/** Each numbered kind: its id's form (the domain's), the sequence that draws its numbers, and its table. */
const NUMBERING = {
  product: { ...ID_FORMATS.product, sequence: productNumbers, table: products, column: products.id },
  sale: { ...ID_FORMATS.sale, sequence: saleNumbers, table: sales, column: sales.id },
  delivery: { ...ID_FORMATS.delivery, sequence: deliveryNumbers, table: deliveries, column: deliveries.id },
  rider: { ...ID_FORMATS.rider, sequence: riderNumbers, table: riders, column: riders.id },
  purchaseOrder: {
    ...ID_FORMATS.purchaseOrder,
    sequence: purchaseOrderNumbers,
    table: purchaseOrders,
    column: purchaseOrders.id,
  },
  supplier: { ...ID_FORMATS.supplier, sequence: supplierNumbers, table: suppliers, column: suppliers.id },
  customer: { ...ID_FORMATS.customer, sequence: customerNumbers, table: customers, column: customers.id },
  receipt: {
    ...ID_FORMATS.receipt,
    sequence: receiptNumbers,
    table: purchaseReceipts,
    column: purchaseReceipts.id,
  },
  saleReturn: {
    ...ID_FORMATS.saleReturn,
    sequence: returnNumbers,
    table: saleReturns,
    column: saleReturns.id,
  },
  returnRequest: {
    ...ID_FORMATS.returnRequest,
    sequence: returnRequestNumbers,
    table: returnRequests,
    column: returnRequests.id,
  },
} satisfies Partial<Record<IdKind, Numbering>>;

type Kind = keyof typeof NUMBERING;

const sequenceName = (numbering: Numbering) => numbering.sequence.seqName as string;

/** The next id of a kind. */
export async function nextId(db: Executor, kind: Kind): Promise<string> {
  const numbering: Numbering = NUMBERING[kind];
  const result = await db.execute<{ number: string }>(
    sql`select nextval(${sequenceName(numbering)}::regclass)::text as number`,
  );
  return idOf(kind, result.rows[0]?.number ?? '');
}

/**
 * An id standing in for one not yet drawn, unique to this record: a rule plans with it, and the
 * statement that draws the number sets the number in the columns that name the record.
 */
export function standInId(kind: Kind): string {
  return `${NUMBERING[kind].prefix}NEW-${randomUUID()}`;
}

/** SQL drawing a kind's next number: once per row it is evaluated for. */
export function nextNumber(kind: Kind): SQL {
  return sql`nextval(${sql.raw(`'${sequenceName(NUMBERING[kind])}'`)}::regclass)`;
}

/** SQL for the id of a kind with the given number ("ORD-" 1013 -> "ORD-1013"). */
export function idOfNumber(kind: Kind, number: SQL): SQL {
  const { prefix, width }: Numbering = NUMBERING[kind];
  return sql`${sql.raw(`'${prefix}'`)} || lpad(${number}::text, greatest(${sql.raw(String(width))}, length(${number}::text)), '0')`;
}

/** `count` new ids of a kind, drawn in one statement, in the order of their numbers. */
export async function drawIds(db: Executor, kind: Kind, count: number): Promise<string[]> {
  if (count === 0) return [];
  const result = await db.execute<{ id: string }>(
    sql`select ${idOfNumber(kind, sql`drawn.number`)} as id
      from (select ${nextNumber(kind)} as number from generate_series(1, ${count}::int)) as drawn
      order by drawn.number`,
  );
  return result.rows.map((row) => row.id);
}

/** After records were written with their own ids (the sample business): each kind continues after its highest. */
export async function continueNumbering(db: Executor): Promise<void> {
  for (const numbering of Object.values(NUMBERING) as Numbering[]) {
    const pattern = `^${numbering.prefix}[0-9]+$`;
    const highest = sql`(select coalesce(max(substr(${numbering.column}, ${numbering.prefix.length + 1})::bigint), 0)
      from ${numbering.table} where ${numbering.column} ~ ${pattern})`;
    await db.execute(
      sql`select setval(${sequenceName(numbering)}::regclass, greatest(${highest}, 1), ${highest} > 0)`,
    );
  }
}

/**
 * Applies a rule whose record needs a new id, drawing the number only once the rule passes: it is
 * checked with a stand-in id first, so a refused record takes no number.
 */
export async function withNewId<T>(db: Executor, kind: Kind, make: (newId: () => string) => T): Promise<T> {
  make(() => `${NUMBERING[kind].prefix}NEW`);
  const id = await nextId(db, kind);
  return make(() => id);
}
