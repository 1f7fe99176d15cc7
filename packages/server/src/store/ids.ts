import { randomUUID } from 'node:crypto';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { PgSequence, PgTable } from 'drizzle-orm/pg-core';
import {
  deliveries,
  deliveryNumbers,
  productNumbers,
  products,
  purchaseOrderNumbers,
  purchaseOrders,
  purchaseReceipts,
  receiptNumbers,
  riderNumbers,
  riders,
  saleNumbers,
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

/** Each kind's id: its prefix and number, zero-padded ("P" 29 -> "P029", "ORD-" 1013 -> "ORD-1013"). */
const NUMBERING = {
  product: { sequence: productNumbers, prefix: 'P', width: 3, table: products, column: products.id },
  sale: { sequence: saleNumbers, prefix: 'ORD-', width: 4, table: sales, column: sales.id },
  delivery: { sequence: deliveryNumbers, prefix: 'DEL-', width: 3, table: deliveries, column: deliveries.id },
  rider: { sequence: riderNumbers, prefix: 'RDR-', width: 3, table: riders, column: riders.id },
  purchaseOrder: {
    sequence: purchaseOrderNumbers,
    prefix: 'PO-',
    width: 3,
    table: purchaseOrders,
    column: purchaseOrders.id,
  },
  supplier: { sequence: supplierNumbers, prefix: 'SUP-', width: 3, table: suppliers, column: suppliers.id },
  receipt: {
    sequence: receiptNumbers,
    prefix: 'RCV-',
    width: 4,
    table: purchaseReceipts,
    column: purchaseReceipts.id,
  },
} satisfies Record<string, Numbering>;

type Kind = keyof typeof NUMBERING;

const sequenceName = (numbering: Numbering) => numbering.sequence.seqName as string;

/** The next id of a kind. */
async function nextId(db: Executor, kind: Kind): Promise<string> {
  const numbering: Numbering = NUMBERING[kind];
  const result = await db.execute<{ number: string }>(
    sql`select nextval(${sequenceName(numbering)}::regclass)::text as number`,
  );
  const number = result.rows[0]?.number ?? '';
  return `${numbering.prefix}${number.padStart(numbering.width, '0')}`;
}

/**
 * An id standing in for one not yet drawn, unique to this record: rows are written with it, and
 * the statement that draws the number puts the number in its place (as a sale's write does).
 */
export function standInId(kind: Kind): string {
  return `${NUMBERING[kind].prefix}NEW-${randomUUID()}`;
}

/** `value` with each stand-in id replaced by the id drawn for it. */
export function withDrawnIds<T>(value: T, drawn: readonly [standIn: string, id: string][]): T {
  let json = JSON.stringify(value);
  for (const [standIn, id] of drawn) json = json.replaceAll(standIn, id);
  return JSON.parse(json) as T;
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
