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

/** The next id of a kind; none (and no number drawn) when `unless` holds as the number is drawn. */
async function nextId(db: Executor, kind: Kind, unless: SQL = sql`false`): Promise<string | undefined> {
  const numbering = NUMBERING[kind];
  const result = await db.execute<{ number: string | null }>(
    sql`select case when ${unless} then null else nextval(${sequenceName(numbering)}::regclass)::text end as number`,
  );
  const number = result.rows[0]?.number;
  return number == null ? undefined : `${numbering.prefix}${number.padStart(numbering.width, '0')}`;
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
  const made = await withNewIdUnless(db, kind, sql`false`, make);
  if (made === undefined) throw new Error(`No ${kind} number was drawn`);
  return made;
}

/**
 * As `withNewId`, unless `taken` holds when the number would be drawn (checked in the same
 * statement, so against what has committed by then): then nothing is drawn, and it answers
 * undefined. A sale's retry that waited for the first learns here that the first was recorded.
 */
export async function withNewIdUnless<T>(
  db: Executor,
  kind: Kind,
  taken: SQL,
  make: (newId: () => string) => T,
): Promise<T | undefined> {
  make(() => `${NUMBERING[kind].prefix}NEW`);
  const id = await nextId(db, kind, taken);
  return id === undefined ? undefined : make(() => id);
}
