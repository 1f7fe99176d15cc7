// A sale, the plain way: one transaction that reads what the sale's rule needs (locking the stock
// it may take), applies the domain's rule, and writes the sale, its lines, its stock movements,
// its delivery and its notifications. Read top to bottom, it is what recording a sale means.
import type { CheckoutInput, RecordedSale } from '@warehouse/domain/contract';
import { deliveryToCreate } from '@warehouse/domain/deliveries';
import { isoDate } from '@warehouse/domain/format';
import { dayInZone } from '@warehouse/domain/invoices';
import { raisedBySale, saleDrops } from '@warehouse/domain/overview';
import { salePayments } from '@warehouse/domain/payments';
import {
  saleFingerprint as fingerprint,
  type PlannedSale,
  type SaleContext,
  saleDiscountsDetail,
  saleToRecord,
  spendsStoreCredit,
} from '@warehouse/domain/pos';
import { eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/database';
import { customers, deliveries, notifications, saleLines, sales, saleTenders } from '../../db/schema';
import { type Executor, writeTogether } from '../../sql/executor';
import { withNewId } from '../../sql/ids';
import type { StoreContext } from '../../sql/storeContext';
import { withDetail, writeTransaction } from '../audit/auditTrail';
import { deliveryRow } from '../deliveries/deliveryRecords';
import { issueInvoiceIn } from '../invoices/issueInvoice';
import { notificationRows } from '../overview/notificationRecords';
import { paymentInserts } from '../payments/paymentRecords';
import { customerRecordOf } from '../people/peopleRecords';
import { recordStockChange } from '../stock/stockRecords';
import { firstUnderKey, readOneSale, saleRead, sellerOf, sellersDiscountLimit } from './saleReads';
import { saleLineRows, saleRow, saleTenderRows } from './salesRecords';

/** The sale's answer, its audit entry naming its discounts (each one's amount and reason), if it has any. */
export function withDiscounts(result: RecordedSale, planned: PlannedSale, currency: string): RecordedSale {
  const detail = saleDiscountsDetail(planned.lines, planned.money, currency);
  return detail ? withDetail(result, detail) : result;
}

/**
 * A customer's account, locked until the transaction ends: their record (terms, limit), what they
 * owe and what they hold as store credit.
 */
async function lockedAccount(tx: Executor, customerId: string) {
  const [row] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
  return row
    ? { record: customerRecordOf(row), owed: row.owedCents, storeCredit: row.storeCreditCents }
    : undefined;
}

/** Whether a sale was recorded under the key, once the key's lock is held (for the transaction). */
export async function keyRecorded(tx: Executor, key: string): Promise<boolean> {
  const { rows } = await tx.execute<{ recorded: boolean }>(sql`select sale_key_recorded(${key}) as recorded`);
  return rows[0]?.recorded === true;
}

/**
 * What the sale's rule reads for a sale, inside a transaction: the POS's bins, the products sold
 * and their stock there (with `lock`, locked until the sale commits), and for a sale on account
 * the customer's terms, limit and what they owe, their row locked so two sales on one account take
 * turns against its limit; for a sale paid with store credit, what the customer holds, their row
 * locked the same way (after the stock, as a sale on account takes them), so two sales spending it
 * take turns. Answers the rule's context, given the new sale's id.
 */
export async function saleReadIn(tx: Executor, input: CheckoutInput, context: StoreContext, lock = true) {
  const read = await readOneSale(saleRead(tx, lock), { input, seller: sellerOf() });
  const account =
    (input.choice.kind === 'account' || spendsStoreCredit(input)) && input.customerId
      ? await lockedAccount(tx, input.customerId)
      : undefined;
  const stamp = context.stamp();
  const saleContext = (newSaleId: () => string): SaleContext => ({
    item: read.catalogue.item,
    posBins: read.place.binIds,
    stock: read.stock,
    newSaleId,
    stamp,
    today: isoDate(context.now()),
    settings: read.settings,
    customer: account ? (id) => (id === account.record.id ? account.record : undefined) : read.customer,
    discountLimitPercent: sellersDiscountLimit(read.settings),
    drawerSessionId: read.drawerSessionId,
    ...(account ? { owedBy: () => account.owed, storeCreditOf: () => account.storeCredit } : {}),
  });
  return { read, stamp, saleContext };
}

type SaleReadIn = Awaited<ReturnType<typeof saleReadIn>>;

/**
 * A planned sale written: the stock (its movements and balances; not with `stockTaken`, when the
 * caller took it with other changes), then the sale and what goes with it: its lines, tenders,
 * delivery, notifications, payments, and sold on account its unpaid invoice.
 */
export async function writeSaleIn(
  tx: Executor,
  planned: PlannedSale,
  { read, stamp }: Pick<SaleReadIn, 'read' | 'stamp'>,
  keyed: { idempotencyKey: string; fingerprint: string },
  context: StoreContext,
  { stockTaken = false } = {},
): Promise<RecordedSale> {
  const order = planned.delivery;
  const delivery = order
    ? await withNewId(tx, 'delivery', (newId) => deliveryToCreate(order, newId(), stamp.at))
    : null;
  const drops = saleDrops(planned.lines, read.catalogue.item, (product) => read.totals.get(product.id) ?? 0);
  if (!stockTaken) {
    const taken = await recordStockChange(tx, planned.change);
    if (!taken.ok)
      throw new Error(`The sale's rule and its stock disagree: ${JSON.stringify(taken.shortage)}`);
  }
  await writeTogether(tx, [
    ...(delivery ? [tx.insert(deliveries).values(deliveryRow(delivery))] : []),
    tx.insert(sales).values({
      ...saleRow(planned.sale, planned.money),
      locationId: read.place.locationId,
      recordedBy: stamp.by,
      idempotencyKey: keyed.idempotencyKey,
      fingerprint: keyed.fingerprint,
      deliveryId: delivery?.id ?? null,
      drawerSessionId: planned.drawerSessionId,
    }),
    ...(planned.lines.length > 0
      ? [tx.insert(saleLines).values(saleLineRows(planned.sale.id, planned.lines))]
      : []),
    ...(planned.money.tenders.length > 0
      ? [tx.insert(saleTenders).values(saleTenderRows(planned.sale.id, planned.money))]
      : []),
    ...notificationInserts(tx, notificationRows(raisedBySale(planned.sale, drops), stamp.at)),
    // Paid with store credit: what it spent off the customer's (their row locked by the read).
    ...(planned.storeCredit ? [spendStoreCredit(tx, planned.storeCredit)] : []),
    // Its tenders and change, in the ledger of payments.
    ...paymentInserts(
      tx,
      salePayments(
        planned.sale,
        planned.money,
        planned.drawerSessionId,
        { ...stamp, day: dayInZone(new Date(stamp.at), read.settings.timezone) },
        uuidv7,
      ),
    ),
  ]);
  // Sold on account: its unpaid invoice, in the same transaction.
  if (planned.onAccount) await issueInvoiceIn(tx, planned.sale.id, context);
  return withDiscounts({ sale: planned.sale, delivery }, planned, read.settings.currency);
}

export function recordSaleInTransaction(db: Db, context: StoreContext) {
  const recordIn = async (tx: Executor, input: CheckoutInput, fingerprint: string): Promise<RecordedSale> => {
    // Sent again: the first answer, and nothing written. The key's lock makes a copy sent at the
    // same moment wait for the first to commit, and then find it.
    if (await keyRecorded(tx, input.idempotencyKey)) {
      const first = await firstUnderKey(tx, input, fingerprint);
      if (first) return first;
    }
    // Read, locking the stock it may take; the domain's rule (refusing a cart the stock cannot
    // fill), then the numbers it takes; then write.
    const sold = await saleReadIn(tx, input, context);
    const planned = await withNewId(tx, 'sale', (newSaleId) =>
      saleToRecord(input, sold.saleContext(newSaleId)),
    );
    return writeSaleIn(tx, planned, sold, { idempotencyKey: input.idempotencyKey, fingerprint }, context);
  };

  return (input: CheckoutInput): Promise<RecordedSale> =>
    writeTransaction(db, (tx) => recordIn(tx, input, fingerprint(input)));
}

const spendStoreCredit = (tx: Executor, spent: { customerId: string; amount: number }) =>
  tx
    .update(customers)
    .set({ storeCreditCents: sql`${customers.storeCreditCents} - ${spent.amount}` })
    .where(eq(customers.id, spent.customerId));

const notificationInserts = (tx: Executor, rows: (typeof notifications.$inferInsert)[]) =>
  rows.length > 0 ? [tx.insert(notifications).values(rows)] : [];
