// The POS's calls on PostgreSQL: its catalogue, and a sale recorded with its stock in one step.
import { posCatalogue } from '@warehouse/domain/catalogue';
import {
  type CheckoutInput,
  NotFoundError,
  type RecordedSale,
  type WarehouseApi,
} from '@warehouse/domain/contract';
import { deliveryToCreate } from '@warehouse/domain/deliveries';
import { isoDate } from '@warehouse/domain/format';
import { replayedSale, saleFingerprint, saleToRecord } from '@warehouse/domain/pos';
import { desc, eq, sql } from 'drizzle-orm';
import { changedNothing, writeTransaction } from '../audit/auditTrail';
import type { Db } from '../db/database';
import { bins, businessDocuments, deliveries, saleLines, sales } from '../db/schema';
import { readCatalogueIndex, readCatalogueOf } from './catalogueRecords';
import { deliveryRow } from './deliveryRecords';
import { readDelivery } from './deliveryStore';
import { type Executor, isUniqueViolation } from './executor';
import { withNewId } from './ids';
import { saleOf, saleRow } from './salesRecords';
import { lockStock, readStock, recordStockChange } from './stockRecords';
import type { StoreContext } from './storeContext';

/** The location the POS sells from (a setting), and its bins in the order a sale takes units from them. */
async function posPlace(db: Executor): Promise<{ locationId: string; binIds: string[] }> {
  const rows = await db
    .select({ locationId: bins.locationId, id: bins.id })
    .from(bins)
    .where(
      eq(
        bins.locationId,
        sql`(select ${businessDocuments.value} ->> 'locationId' from ${businessDocuments} where ${businessDocuments.name} = 'pos')`,
      ),
    )
    .orderBy(desc(bins.createdAt), bins.id);
  return { locationId: rows[0]?.locationId ?? '', binIds: rows.map((row) => row.id) };
}

export function salesStore(
  db: Db,
  context: StoreContext,
): Pick<WarehouseApi, 'listPosProducts' | 'recordSale' | 'listSales' | 'getSale'> {
  /** The sale recorded under this key and what it was recorded with, if any. */
  const recordedWithKey = async (tx: Executor, key: string) => {
    const [row] = await tx.select().from(sales).where(eq(sales.idempotencyKey, key));
    if (!row) return undefined;
    const delivery = row.deliveryId ? await readDelivery(tx, row.deliveryId) : null;
    return { fingerprint: row.fingerprint ?? '', recorded: { sale: saleOf(row), delivery } };
  };

  const record = (input: CheckoutInput, fingerprint: string): Promise<RecordedSale> =>
    writeTransaction(db, async (tx) => {
      // One request per key at a time, on every server: a retry sent while the first is still
      // being recorded waits for it, then finds it and answers with it.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${input.idempotencyKey}, 0))`);
      const earlier = replayedSale(await recordedWithKey(tx, input.idempotencyKey), fingerprint);
      if (earlier) {
        changedNothing();
        return earlier;
      }
      const itemIds = input.lines.map((line) => line.id);
      const catalogue = await readCatalogueOf(tx, { itemIds, withCategories: false });
      const { locationId, binIds } = await posPlace(tx);
      const stamp = context.stamp();
      const stock = await lockStock(tx, itemIds, binIds);
      const today = isoDate(context.now());
      const planned = await withNewId(tx, 'sale', (newSaleId) =>
        saleToRecord(input, { item: catalogue.item, posBins: binIds, stock, newSaleId, stamp, today }),
      );
      const saleId = planned.sale.id;
      const taken = await recordStockChange(tx, planned.change);
      if (!taken.ok) throw new Error(`Stock the sale had locked moved: ${JSON.stringify(taken.shortage)}`);
      const order = planned.delivery;
      const delivery = order
        ? await withNewId(tx, 'delivery', (newId) => deliveryToCreate(order, newId(), stamp.at))
        : null;
      if (delivery) await tx.insert(deliveries).values(deliveryRow(delivery));
      await tx.insert(sales).values({
        ...saleRow(planned.sale),
        // The moment of writing, not the transaction's start: the list's order is the numbers' order.
        createdAt: sql`clock_timestamp()`,
        locationId,
        recordedBy: stamp.by,
        idempotencyKey: input.idempotencyKey,
        fingerprint,
        deliveryId: delivery?.id ?? null,
      });
      await tx.insert(saleLines).values(
        planned.lines.map((line, lineNo) => ({
          saleId,
          lineNo,
          itemId: line.id,
          name: line.name,
          unitPriceCents: line.price,
          quantity: line.quantity,
        })),
      );
      return { sale: planned.sale, delivery };
    });

  return {
    listPosProducts: async () => {
      return posCatalogue(
        await readCatalogueIndex(db),
        new Set((await posPlace(db)).binIds),
        await readStock(db),
      );
    },
    recordSale: async (input) => {
      const fingerprint = saleFingerprint(input);
      try {
        return await record(input, fingerprint);
      } catch (error) {
        // The same key recorded by a request that committed first: answer with its sale.
        if (!isUniqueViolation(error)) throw error;
        const earlier = replayedSale(await recordedWithKey(db, input.idempotencyKey), fingerprint);
        if (!earlier) throw error;
        return earlier;
      }
    },
    listSales: async () =>
      (await db.select().from(sales).orderBy(desc(sales.createdAt), desc(sales.id))).map(saleOf),
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
