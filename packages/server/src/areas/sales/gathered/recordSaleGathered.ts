// A sale, gathered: sales that arrive together are read in one statement and written in one,
// sharing their round trips, their commit and their triggers' work. Each sale is planned by the
// domain's rule on its own read; the write takes each sale's units only if the stock still holds
// them, and draws its numbers only then. When it wrote nothing, the sale goes again in a
// transaction of its own that locks what it reads (as the plain path does).
import { type CheckoutInput, ConflictError, type RecordedSale } from '@warehouse/domain/contract';
import { deliveryToCreate } from '@warehouse/domain/deliveries';
import { isoDate } from '@warehouse/domain/format';
import { dayInZone } from '@warehouse/domain/invoices';
import { raisedBySale, saleDrops } from '@warehouse/domain/overview';
import { salePayments } from '@warehouse/domain/payments';
import { saleFingerprint, saleToRecord, spendsStoreCredit } from '@warehouse/domain/pos';
import { planStockChange } from '@warehouse/domain/stock';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../../db/database';
import { isDeadlock, isUniqueViolation } from '../../../sql/errorCodes';
import type { Executor } from '../../../sql/executor';
import { firstOf, gatheredWhileBusy } from '../../../sql/gatheredWhileBusy';
import { standInId } from '../../../sql/ids';
import type { StoreContext } from '../../../sql/storeContext';
import { auditEntryOf, auditWritten, writeTransaction } from '../../audit/auditTrail';
import { deliveryRow } from '../../deliveries/deliveryRecords';
import { notificationRows } from '../../overview/notificationRecords';
import { paymentRow } from '../../payments/paymentRecords';
import { movementRow } from '../../stock/stockRecords';
import { recordSaleInTransaction, withDiscounts } from '../recordSale';
import {
  firstUnderKey,
  readForSales,
  readOneSale,
  type SaleBy,
  type SaleRead,
  type SaleReadStatement,
  saleRead,
  sellerOf,
  sellersDiscountLimit,
} from '../saleReads';
import { saleLineRows, saleRow, saleTenderRows } from '../salesRecords';
import { type DrawnIds, type SaleWrites, salesWrite, saleWrite } from './saleWrite';
import { saleWriteQueue } from './saleWriteQueue';

/** The recorded sale under the numbers its write drew: the sale's, and its delivery's (which names the sale). */
function numbered({ sale, delivery }: RecordedSale, { saleId, deliveryId }: DrawnIds): RecordedSale {
  return {
    sale: { ...sale, id: saleId },
    delivery: delivery && deliveryId ? { ...delivery, id: deliveryId, orderId: saleId } : null,
  };
}

/** Reads per statement at most. */
const SALES_PER_READ = 32;

/**
 * Sales' reads gathered: those that arrive while reads are under way are read together
 * in the next statement. Unlocked, the stock as one statement saw it serves each sale as it would
 * have served it alone: the write takes each sale's own units from what is there when it writes.
 */
const readsGathered = (read: SaleReadStatement) =>
  gatheredWhileBusy<SaleBy, SaleRead>(
    async (batch) => {
      // A failed read answers every sale of the batch with its error (gatheredWhileBusy).
      const forSale = await readForSales(
        read,
        batch.map((sale) => sale.value),
      );
      for (const sale of batch) sale.resolve(forSale(sale.value));
    },
    // One read under way at a time: those that wait for it go together (as the writes do).
    { atOnce: 1, take: firstOf(SALES_PER_READ) },
  );

export function recordSaleGathered(
  db: Db,
  context: StoreContext,
): (input: CheckoutInput) => Promise<RecordedSale> {
  /**
   * A sale read, planned by the domain's rule and written: the rows with stand-ins for the
   * numbers, which the write draws if the stock it was planned on still holds enough. Undefined
   * when the stock ran short, the key was recorded or a product moved near its threshold since
   * the read: nothing was written.
   */
  const readPlanAndWrite = async (
    on: Executor,
    read: (sale: SaleBy) => Promise<SaleRead>,
    write: (writes: SaleWrites) => Promise<DrawnIds | null>,
    input: CheckoutInput,
    fingerprint: string,
  ): Promise<RecordedSale | undefined> => {
    // Read in the request's own context: who sells is its account.
    const { recorded, place, catalogue, stock, totals, settings, customer, drawerSessionId } = await read({
      input,
      seller: sellerOf(),
    });
    if (recorded) {
      const first = await firstUnderKey(on, input, fingerprint);
      if (first) return first;
    }
    const stamp = context.stamp();
    const saleStandIn = standInId('sale');
    const deliveryStandIn = standInId('delivery');
    const planned = saleToRecord(input, {
      item: catalogue.item,
      posBins: place.binIds,
      stock,
      newSaleId: () => saleStandIn,
      stamp,
      today: isoDate(context.now()),
      settings,
      customer,
      discountLimitPercent: sellersDiscountLimit(settings),
      drawerSessionId,
    });
    const taken = planStockChange(planned.change, stock.onHand);
    if (!taken.ok)
      throw new Error(`The sale's rule and its plan disagree: ${JSON.stringify(taken.shortage)}`);
    const drops = saleDrops(planned.lines, catalogue.item, (product) => totals.get(product.id) ?? 0);
    const raised = raisedBySale(planned.sale, drops);
    const order = planned.delivery;
    const delivery = order ? deliveryToCreate(order, deliveryStandIn, stamp.at) : null;
    const result = withDiscounts({ sale: planned.sale, delivery }, planned, settings.currency);
    const drawn = await write({
      idempotencyKey: input.idempotencyKey,
      saleStandIn,
      deliveryStandIn,
      balances: taken.balances.map((balance) => ({
        ...balance,
        before: stock.onHand(balance.itemId, balance.binId),
      })),
      drops,
      movements: taken.movements.map((movement) => movementRow(movement, place.locationId)),
      sale: {
        ...saleRow(planned.sale, planned.money),
        locationId: place.locationId,
        recordedBy: stamp.by,
        idempotencyKey: input.idempotencyKey,
        fingerprint,
        deliveryId: delivery?.id ?? null,
        drawerSessionId: planned.drawerSessionId,
      },
      lines: saleLineRows(saleStandIn, planned.lines),
      tenders: saleTenderRows(saleStandIn, planned.money),
      payments: salePayments(
        planned.sale,
        planned.money,
        planned.drawerSessionId,
        { ...stamp, day: dayInZone(new Date(stamp.at), settings.timezone) },
        uuidv7,
      ).map(paymentRow),
      delivery: delivery && deliveryRow(delivery),
      notifications: notificationRows(raised, stamp.at),
      auditEntry: auditEntryOf(result),
    });
    if (!drawn) return undefined;
    return auditWritten(numbered(result, drawn));
  };

  const readNow = readsGathered(saleRead(db, false));
  // Sales that arrive while others are being written go in one statement together.
  const writeNow = saleWriteQueue(salesWrite(db), context.recovered);

  /**
   * A sale in two round trips: read, then one statement that writes it if the stock
   * still holds enough (other sales may have taken some since: each takes its own units). If it ran
   * short (or a product moved near its threshold), the sale goes again in a transaction that holds
   * the stock and its products' kept stock from its read on, and is planned on what is there (or
   * refused). Two requests with one key: the second finds the first's
   * sale as it reads, or, sent while the first was being written, waits (for the write under way,
   * or on the stock the first locked) and then finds the first's key recorded: it writes nothing
   * and draws no number.
   */
  const record = async (input: CheckoutInput, fingerprint: string): Promise<RecordedSale> =>
    (await readPlanAndWrite(db, readNow, writeNow, input, fingerprint)) ??
    (await writeTransaction(db, async (tx) => {
      const recorded = await readPlanAndWrite(
        tx,
        (sale) => readOneSale(saleRead(tx, true), sale),
        saleWrite(tx),
        input,
        fingerprint,
      );
      if (recorded) return recorded;
      // Under lock, only a key recorded meanwhile stops the write.
      const first = await firstUnderKey(tx, input, fingerprint);
      if (!first) throw new Error('A sale recorded under the key was not found');
      return first;
    }));

  // A sale on account goes the plain way: its customer's row locked against their credit limit,
  // and its invoice issued in its transaction. So does a sale paid with store credit: its
  // customer's row locked against what they hold, and what it spends taken off in its transaction.
  const byCustomer = recordSaleInTransaction(db, context);

  return async (input) => {
    if (input.choice.kind === 'account' || spendsStoreCredit(input)) return byCustomer(input);
    const fingerprint = saleFingerprint(input);
    try {
      // A deadlock's victim wrote nothing: it goes once more. Two sales wait on each other only
      // when one key comes with two different carts (the second is then refused as reused).
      return await record(input, fingerprint).catch((error) =>
        isDeadlock(error) ? record(input, fingerprint) : Promise.reject(error),
      );
    } catch (error) {
      // The same key recorded by a request that committed first (it may have taken the stock
      // this one then found too little of): answer with its sale.
      if (!isUniqueViolation(error) && !(error instanceof ConflictError && error.code === 'out_of_stock'))
        throw error;
      const earlier = await firstUnderKey(db, input, fingerprint);
      if (!earlier) throw error;
      return earlier;
    }
  };
}
