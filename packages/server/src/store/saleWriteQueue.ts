// Sales written together (issue 18): those that arrive while writes are under way go in the next
// statement together (gatheredWhileBusy), sharing its round trip, its commit and its triggers'
// statement-level work. The statement is all or none: when a batch writes nothing (one sale's
// stock ran short, or one's key was recorded since its read) or fails, each of its sales is
// written on its own, so each gets the answer it would have had alone.

import { gatheredWhileBusy, type Waiting } from './gatheredWhileBusy';
import type { DrawnIds, SaleWrites, salesWrite } from './saleWrite';

/** Sales in one statement at most: a batch's statement stays short, its locks held briefly. */
const SALES_PER_WRITE = 32;
/** Writes under way at once: one per core keeps PostgreSQL busy while the next batch gathers. */
const WRITES_AT_ONCE = 2;

type WaitingSale = Waiting<SaleWrites, DrawnIds | null>;

/** A sale's write through the queue: the numbers drawn, or none (as `saleWrite` answers). */
export function saleWriteQueue(write: ReturnType<typeof salesWrite>) {
  const writeAlone = async (sale: WaitingSale) => {
    try {
      sale.resolve((await write([sale.value]))?.get(sale.value.idempotencyKey) ?? null);
    } catch (error) {
      sale.reject(error);
    }
  };
  const writeTogether = async (batch: WaitingSale[]) => {
    if (batch.length > 1) {
      const drawn = await write(batch.map((sale) => sale.value)).catch(() => null);
      if (drawn) {
        for (const sale of batch) sale.resolve(drawn.get(sale.value.idempotencyKey) ?? null);
        return;
      }
    }
    await Promise.all(batch.map(writeAlone));
  };
  return gatheredWhileBusy(writeTogether, { atOnce: WRITES_AT_ONCE, take: apart });
}

/**
 * The waiting sales the next statement writes, taken in their order: those that sell no product
 * an earlier one in the batch sells and share no key with one (each sale's rule was planned on its
 * own read, and the statement checks each as if it were alone).
 */
function apart(waiting: WaitingSale[]): WaitingSale[] {
  const batch: WaitingSale[] = [];
  const products = new Set<string>();
  const keys = new Set<string>();
  for (let index = 0; index < waiting.length && batch.length < SALES_PER_WRITE; ) {
    const sale = waiting[index] as WaitingSale;
    const { idempotencyKey, balances, drops } = sale.value;
    const sold = [...new Set([...balances, ...drops].map((taken) => taken.productId))];
    if (keys.has(idempotencyKey) || sold.some((product) => products.has(product))) {
      index += 1;
      continue;
    }
    batch.push(sale);
    keys.add(idempotencyKey);
    for (const product of sold) products.add(product);
    waiting.splice(index, 1);
  }
  return batch;
}
