// Sales written together (issue 18). While writes are under way, the sales that arrive wait, and
// go in the next statement together: at a busy bank of tills they share one round trip, one commit
// and their triggers' statement-level work. A sale that finds no write under way goes at once.
// The statement is all or none: when a batch writes nothing (one sale's stock ran short, or one's
// key was recorded since its read) or fails, each of its sales is written on its own, so each gets
// the answer it would have had alone.

import type { DrawnIds, SaleWrites, salesWrite } from './saleWrite';

/** Sales in one statement at most: a batch's statement stays short, its locks held briefly. */
const SALES_PER_WRITE = 32;
/** Writes under way at once: one per core keeps PostgreSQL busy while the next batch gathers. */
const WRITES_AT_ONCE = 2;

interface Waiting {
  writes: SaleWrites;
  resolve: (drawn: DrawnIds | null) => void;
  reject: (error: unknown) => void;
}

/** A sale's write through the queue: the numbers drawn, or none (as `saleWrite` answers). */
export function saleWriteQueue(write: ReturnType<typeof salesWrite>) {
  const waiting: Waiting[] = [];
  let underWay = 0;

  const writeAlone = async (sale: Waiting) => {
    try {
      sale.resolve((await write([sale.writes]))?.get(sale.writes.idempotencyKey) ?? null);
    } catch (error) {
      sale.reject(error);
    }
  };

  const writeTogether = async (batch: Waiting[]) => {
    if (batch.length > 1) {
      const drawn = await write(batch.map((sale) => sale.writes)).catch(() => null);
      if (drawn) {
        for (const sale of batch) sale.resolve(drawn.get(sale.writes.idempotencyKey) ?? null);
        return;
      }
    }
    await Promise.all(batch.map(writeAlone));
  };

  const startWrites = () => {
    while (underWay < WRITES_AT_ONCE && waiting.length > 0) {
      underWay += 1;
      void writeTogether(nextBatch(waiting)).finally(() => {
        underWay -= 1;
        startWrites();
      });
    }
  };

  return (writes: SaleWrites) =>
    new Promise<DrawnIds | null>((resolve, reject) => {
      waiting.push({ writes, resolve, reject });
      startWrites();
    });
}

/**
 * The waiting sales the next statement writes, taken from `waiting` in their order: those that
 * sell no product an earlier one in the batch sells and share no key with one (each sale's rule
 * was planned on its own read, and the statement checks each as if it were alone).
 */
function nextBatch(waiting: Waiting[]): Waiting[] {
  const batch: Waiting[] = [];
  const products = new Set<string>();
  const keys = new Set<string>();
  for (let index = 0; index < waiting.length && batch.length < SALES_PER_WRITE; ) {
    const sale = waiting[index] as Waiting;
    const sold = [
      ...new Set([...sale.writes.balances, ...sale.writes.drops].map((taken) => taken.productId)),
    ];
    const clashes = keys.has(sale.writes.idempotencyKey) || sold.some((product) => products.has(product));
    if (clashes) {
      index += 1;
      continue;
    }
    batch.push(sale);
    keys.add(sale.writes.idempotencyKey);
    for (const product of sold) products.add(product);
    waiting.splice(index, 1);
  }
  return batch;
}
