// The POS's calls on PostgreSQL: its catalogue, and a sale recorded with its stock in one step.

import {
  type CheckoutInput,
  ConflictError,
  NotFoundError,
  type RecordedSale,
  type WarehouseApi,
} from '@warehouse/domain/contract';
import { deliveryToCreate } from '@warehouse/domain/deliveries';
import { isoDate } from '@warehouse/domain/format';
import { raisedBySale, saleDrops } from '@warehouse/domain/overview';
import { replayedSale, saleFingerprint, saleToRecord } from '@warehouse/domain/pos';
import { createLedger, planStockChange } from '@warehouse/domain/stock';
import { eq, sql } from 'drizzle-orm';
import { auditEntryWrite, changedNothing, writeTransaction } from '../audit/auditTrail';
import type { Db } from '../db/database';
import { bins, deliveries, notifications, saleLines, sales, stockBalances, stockItems } from '../db/schema';
import { catalogueFromJson, catalogueOfItemsJson } from './catalogueRecords';
import { deliveryRow } from './deliveryRecords';
import { readDelivery } from './deliveryStore';
import { type Executor, isUniqueViolation, writeTogether } from './executor';
import { withNewId, withNewIdUnless } from './ids';
import { notificationRows } from './notificationRecords';
import { posCatalogueCache } from './posCatalogueCache';
import { posLocation } from './posCatalogueRecords';
import { readSalesPage } from './salesListing';
import { saleLineRows, saleOf, saleRow } from './salesRecords';
import { lockedStockJson, stockWrites } from './stockRecords';
import type { StoreContext } from './storeContext';

/** The bins of the location the POS sells from (a setting, issue 14), as a subquery. */
const posBinIds = sql`select ${bins.id} from ${bins} where ${bins.locationId} = ${posLocation}`;

/**
 * Everything a sale's rule reads, in one statement: whether its key was recorded already, the
 * POS's bins, the products sold, and their stock at the POS's bins, locked until the sale commits.
 * Prepared (issue 18): PostgreSQL plans it once per connection, not on every sale.
 */
const saleRead = (tx: Executor) => {
  const itemIds = sql`${sql.placeholder('itemIds')}::text[]`;
  return tx
    .select({
      recorded: sql<boolean>`exists (select 1 from ${sales} where ${sales.idempotencyKey} = ${sql.placeholder('key')})`,
      bins: sql<
        { id: string; locationId: string }[]
      >`(select coalesce(json_agg(json_build_object('id', ${bins.id}, 'locationId', ${bins.locationId})
        order by ${bins.createdAt} desc, ${bins.id}), '[]') from ${bins} where ${bins.id} in (${posBinIds}))`,
      catalogue: sql<Parameters<typeof catalogueFromJson>[0]>`${catalogueOfItemsJson(itemIds)}`,
      stock: sql<{ itemId: string; binId: string; onHand: number }[]>`${lockedStockJson(itemIds, posBinIds)}`,
      // Each sold product's stock in the bins this sale does not lock (the locked ones are in
      // stock, read as they are once locked): whether the sale takes it to its threshold.
      totals: sql<
        Record<string, number>
      >`(select coalesce(json_object_agg(totals.product_id, totals.on_hand), '{}')
        from (select ${stockItems.productId} as product_id, coalesce(sum(${stockBalances.onHand}), 0)::int as on_hand
          from ${stockItems} left join ${stockBalances} on ${stockBalances.itemId} = ${stockItems.id}
            and not (${stockBalances.itemId} = any(${itemIds}) and ${stockBalances.binId} in (${posBinIds}))
          where ${stockItems.productId} in (select ${stockItems.productId} from ${stockItems} where ${stockItems.id} = any(${itemIds}))
          group by ${stockItems.productId}) as totals)`,
    })
    .from(sql`(values (1)) as one (row)`)
    .prepare('sale_read');
};

async function readForSale(tx: Executor, input: CheckoutInput) {
  const [row] = await saleRead(tx).execute({
    key: input.idempotencyKey,
    itemIds: input.lines.map((line) => line.id),
  });
  if (!row) throw new Error('The sale read nothing');
  const catalogue = catalogueFromJson(row.catalogue);
  // Each product's stock over every bin: the unlocked bins' sum and the locked rows as they are.
  const totals = new Map(Object.entries(row.totals));
  for (const { itemId, onHand } of row.stock) {
    const productId = catalogue.item(itemId)?.product.id;
    if (productId) totals.set(productId, (totals.get(productId) ?? 0) + onHand);
  }
  return {
    recorded: row.recorded,
    place: { locationId: row.bins[0]?.locationId ?? '', binIds: row.bins.map((bin) => bin.id) },
    catalogue,
    stock: createLedger(row.stock),
    totals,
  };
}

export function salesStore(
  db: Db,
  context: StoreContext,
): Pick<WarehouseApi, 'listPosProducts' | 'recordSale' | 'listSales' | 'getSale'> {
  /**
   * The sale first recorded under the request's key, if any, as the answer to this request, which
   * then changed nothing (a key reused for another cart is refused).
   */
  const firstUnderKey = async (tx: Executor, input: CheckoutInput, fingerprint: string) => {
    const first = replayedSale(await recordedWithKey(tx, input.idempotencyKey), fingerprint);
    if (first) changedNothing();
    return first;
  };

  /** The sale recorded under this key and what it was recorded with, if any. */
  const recordedWithKey = async (tx: Executor, key: string) => {
    const [row] = await tx.select().from(sales).where(eq(sales.idempotencyKey, key));
    if (!row) return undefined;
    const delivery = row.deliveryId ? await readDelivery(tx, row.deliveryId) : null;
    return { fingerprint: row.fingerprint ?? '', recorded: { sale: saleOf(row), delivery } };
  };

  /**
   * A sale in few round trips (issue 18): one statement reads and locks what its rule needs, one
   * draws its number, one writes its movements, balances, sale and lines. Two requests with one
   * key: the second finds the first's sale; or, sent while the first was being recorded, it waits
   * on the stock the first locked and then finds the first's sale as it would draw its number (or,
   * refused for the stock the first took, in recordSale's catch).
   */
  const record = (input: CheckoutInput, fingerprint: string): Promise<RecordedSale> =>
    writeTransaction(db, async (tx) => {
      const { recorded, place, catalogue, stock, totals } = await readForSale(tx, input);
      const earlier = recorded && (await firstUnderKey(tx, input, fingerprint));
      if (earlier) return earlier;
      const stamp = context.stamp();
      const today = isoDate(context.now());
      // A retry that waited on the stock the first locked sees the first's sale here: no number drawn.
      const keyRecorded = sql`exists (select 1 from ${sales} where ${sales.idempotencyKey} = ${input.idempotencyKey})`;
      const planned = await withNewIdUnless(tx, 'sale', keyRecorded, (newSaleId) =>
        saleToRecord(input, { item: catalogue.item, posBins: place.binIds, stock, newSaleId, stamp, today }),
      );
      if (!planned) {
        const first = await firstUnderKey(tx, input, fingerprint);
        if (!first) throw new Error('A sale recorded under the key was not found');
        return first;
      }
      const saleId = planned.sale.id;
      const taken = planStockChange(planned.change, stock.onHand);
      if (!taken.ok)
        throw new Error(`The sale's rule and its plan disagree: ${JSON.stringify(taken.shortage)}`);
      const raised = raisedBySale(
        planned.sale,
        saleDrops(planned.lines, catalogue.item, (product) => totals.get(product.id) ?? 0),
      );
      const order = planned.delivery;
      const delivery = order
        ? await withNewId(tx, 'delivery', (newId) => deliveryToCreate(order, newId(), stamp.at))
        : null;
      await writeTogether(tx, [
        ...stockWrites(tx, taken, () => place.locationId),
        ...(delivery ? [tx.insert(deliveries).values(deliveryRow(delivery))] : []),
        tx.insert(sales).values({
          ...saleRow(planned.sale),
          // The moment of writing, not the transaction's start: the list's order is the numbers' order.
          createdAt: sql`clock_timestamp()`,
          locationId: place.locationId,
          recordedBy: stamp.by,
          idempotencyKey: input.idempotencyKey,
          fingerprint,
          deliveryId: delivery?.id ?? null,
        }),
        tx.insert(saleLines).values(saleLineRows(saleId, planned.lines)),
        ...(raised.length > 0 ? [tx.insert(notifications).values(notificationRows(raised, stamp.at))] : []),
        ...auditEntryWrite(tx, { sale: planned.sale, delivery }),
      ]);
      return { sale: planned.sale, delivery };
    });

  return {
    listPosProducts: posCatalogueCache(db),
    recordSale: async (input) => {
      const fingerprint = saleFingerprint(input);
      try {
        return await record(input, fingerprint);
      } catch (error) {
        // The same key recorded by a request that committed first (it may have taken the stock
        // this one then found too little of): answer with its sale.
        if (!isUniqueViolation(error) && !(error instanceof ConflictError && error.code === 'out_of_stock'))
          throw error;
        const earlier = await firstUnderKey(db, input, fingerprint);
        if (!earlier) throw error;
        return earlier;
      }
    },
    listSales: (query = {}) => readSalesPage(db, query),
    getSale: async (id) => {
      const [row] = await db.select().from(sales).where(eq(sales.id, id));
      if (!row) throw new NotFoundError('Sale', id);
      const lines = await db
        .select({
          id: saleLines.itemId,
          name: saleLines.name,
          price: saleLines.unitPriceCents,
          quantity: saleLines.quantity,
        })
        .from(saleLines)
        .where(eq(saleLines.saleId, id))
        .orderBy(saleLines.lineNo);
      return { sale: saleOf(row), lines };
    },
  };
}
