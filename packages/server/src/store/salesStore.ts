// The POS's calls on PostgreSQL: its catalogue, and a sale recorded with its stock in one step.
import { posCatalogue } from '@warehouse/domain/catalogue';
import type { CheckoutInput, RecordedSale, WarehouseApi } from '@warehouse/domain/contract';
import { deliveryToCreate } from '@warehouse/domain/deliveries';
import { isoDate } from '@warehouse/domain/format';
import { replayedSale, saleFingerprint, saleToRecord } from '@warehouse/domain/pos';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bins, deliveries, saleLines, sales } from '../db/schema';
import { readDocument } from './businessDocuments';
import { readCatalogueIndex } from './catalogueRecords';
import { deliveryRow } from './deliveryRecords';
import { nextDeliveryId, readDelivery } from './deliveryStore';
import type { Executor } from './executor';
import { nextId } from './ids';
import { saleOf, saleRow } from './salesRecords';
import { lockBalances, readStock, recordStockChange } from './stockRecords';
import type { StoreContext } from './storeContext';

/** The POS location's bins, in the order a sale takes units from them. */
async function posBins(db: Executor): Promise<string[]> {
  const { locationId } = await readDocument(db, 'pos');
  const rows = await db
    .select({ id: bins.id })
    .from(bins)
    .where(eq(bins.locationId, locationId))
    .orderBy(desc(bins.createdAt), bins.id);
  return rows.map((row) => row.id);
}

/** PostgreSQL's code for a unique index refusing a row: here, a sale key recorded meanwhile. */
const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown) =>
  [error, (error as { cause?: unknown })?.cause].some(
    (e) => (e as { code?: string })?.code === UNIQUE_VIOLATION,
  );

export function salesStore(
  db: Db,
  context: StoreContext,
): Pick<WarehouseApi, 'listPosProducts' | 'recordSale' | 'listSales'> {
  /** The sale recorded under this key and what it was recorded with, if any. */
  const recordedWithKey = async (tx: Executor, key: string) => {
    const [row] = await tx.select().from(sales).where(eq(sales.idempotencyKey, key));
    if (!row) return undefined;
    const delivery = row.deliveryId ? await readDelivery(tx, row.deliveryId) : null;
    return { fingerprint: row.fingerprint ?? '', recorded: { sale: saleOf(row), delivery } };
  };

  const record = (input: CheckoutInput, fingerprint: string): Promise<RecordedSale> =>
    db.transaction(async (tx) => {
      const earlier = replayedSale(await recordedWithKey(tx, input.idempotencyKey), fingerprint);
      if (earlier) return earlier;
      const catalogue = await readCatalogueIndex(tx);
      const binIds = await posBins(tx);
      const itemIds = input.lines.map((line) => line.id);
      const stamp = context.stamp();
      // Sale numbers are handed out one sale at a time, then the stock the cart wants is locked, so
      // what the rule reads is what the sale takes.
      await tx.execute(sql`select pg_advisory_xact_lock(7140017)`);
      const saleId = await nextId(tx, sales, sales.id, 'ORD-', 4);
      await lockBalances(tx, itemIds, binIds);
      const planned = saleToRecord(input, {
        item: catalogue.item,
        posBins: binIds,
        stock: await readStock(tx, itemIds),
        newSaleId: () => saleId,
        stamp,
        today: isoDate(context.now()),
      });
      const taken = await recordStockChange(tx, planned.change);
      if (!taken.ok) throw new Error(`Stock the sale had locked moved: ${JSON.stringify(taken.shortage)}`);
      const delivery = planned.delivery
        ? deliveryToCreate(planned.delivery, await nextDeliveryId(tx), stamp.at)
        : null;
      if (delivery) await tx.insert(deliveries).values(deliveryRow(delivery));
      const { locationId } = await readDocument(tx, 'pos');
      await tx.insert(sales).values({
        ...saleRow(planned.sale),
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
      return posCatalogue(await readCatalogueIndex(db), new Set(await posBins(db)), await readStock(db));
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
  };
}
