// Exchanges on PostgreSQL: a return and a new sale in one transaction. The returned sale is locked
// as a return locks it; the exchange's rule plans both; the stock of both (the return's back into
// its bins first, so what comes back may be sold again) is locked in one sorted pass and written;
// then the new sale, then the return naming it. Refused anywhere, nothing is written.
import { ConflictError, type WarehouseApi } from '@warehouse/domain/contract';
import { notEnoughStockNotice } from '@warehouse/domain/notices';
import { replayedSale } from '@warehouse/domain/pos';
import {
  type Exchange,
  type ExchangeInput,
  exchangeCheckout,
  exchangeFingerprint,
  exchangeToRecord,
} from '@warehouse/domain/returns';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { saleReturns, sales } from '../../db/schema';
import type { Executor } from '../../sql/executor';
import { nextId } from '../../sql/ids';
import type { StoreContext } from '../../sql/storeContext';
import { writeTransaction } from '../audit/auditTrail';
import { keyRecorded, saleReadIn, writeSaleIn } from '../sales/recordSale';
import { saleOf } from '../sales/salesRecords';
import { recordStockChanges } from '../stock/stockRecords';
import { readReturns } from './returnRecords';
import { readForReturn, returnersDrawer, writeReturn } from './returnsStore';

/** The exchange first recorded under the key: its sale and the return naming it (another request's key is refused). */
async function firstExchange(tx: Executor, key: string, fingerprint: string): Promise<Exchange | undefined> {
  const [row] = await tx.select().from(sales).where(eq(sales.idempotencyKey, key));
  if (!row) return undefined;
  // A key of another exchange, or of a sale, is refused (`key_reused`).
  replayedSale({ fingerprint: row.fingerprint ?? '', recorded: row.id }, fingerprint);
  const [saleReturn] = await readReturns(tx, sql`${saleReturns.exchangeSaleId} = ${row.id}`, 1);
  if (!saleReturn) throw new Error(`The exchange's sale ${row.id} has no return`);
  const sale = saleOf(row);
  return { saleReturn, sale, difference: sale.amount - saleReturn.refund };
}

async function recordExchangeIn(
  tx: Executor,
  input: ExchangeInput,
  context: StoreContext,
): Promise<Exchange> {
  const fingerprint = exchangeFingerprint(input);
  // Sent again: the first answer (the key's lock makes a copy sent meanwhile wait for it).
  if (await keyRecorded(tx, input.idempotencyKey)) {
    const first = await firstExchange(tx, input.idempotencyKey, fingerprint);
    if (first) return first;
  }
  const returned = await readForReturn(tx, input.saleReturn.saleId, context, input.saleReturn.lines);
  const drawerSessionId = await returnersDrawer(tx, returned.actor.id);
  // Read without locking the stock: it is locked below with the return's, in one sorted pass.
  const sold = await saleReadIn(
    tx,
    exchangeCheckout(input, returned.context.detail.sale.customerId),
    context,
    false,
  );
  const plan = (returnId: string, saleId: string) =>
    exchangeToRecord(
      input,
      { ...returned.context, drawerSessionId, newReturnId: () => returnId },
      sold.saleContext(() => saleId),
    );
  // Checked with stand-in numbers first: a refused exchange takes none.
  plan('RET-NEW', 'ORD-NEW');
  const { planned, sale, difference } = plan(await nextId(tx, 'saleReturn'), await nextId(tx, 'sale'));

  const [taken] = await recordStockChanges(tx, [
    ...(planned.change ? [planned.change] : []),
    sale.change,
  ]).then((plans) => plans.slice(-1));
  if (!taken?.ok) {
    const short = taken?.shortage;
    const line = sale.lines.find((each) => each.id === short?.itemId);
    throw new ConflictError('out_of_stock', notEnoughStockNotice(line?.name ?? '', short?.onHand ?? 0));
  }
  const recorded = await writeSaleIn(
    tx,
    sale,
    sold,
    { idempotencyKey: input.idempotencyKey, fingerprint },
    context,
    { stockTaken: true },
  );
  const written = await writeReturn(tx, { ...planned, change: null }, context, returned.payer);
  // As it is read back: the answer is the same when the key is sent again.
  const [saleReturn = written] = await readReturns(tx, sql`${saleReturns.id} = ${written.id}`, 1);
  return { saleReturn, sale: recorded.sale, difference };
}

export function exchangesStore(db: Db, context: StoreContext): Pick<WarehouseApi, 'recordExchange'> {
  return {
    recordExchange: (input) => writeTransaction(db, (tx) => recordExchangeIn(tx, input, context)),
  };
}
