// Sales written together: those that arrive while writes are under way go in the next
// statement together (gatheredWhileBusy), sharing its round trip, its commit and its triggers'
// statement-level work. The statement is all or none: when a batch writes nothing (one sale's
// stock ran short, a product one sale planned its notifications on moved near its threshold, or
// one's key was recorded since its read) or fails, each of its sales is written on its own, so
// each gets the answer it would have had alone. One write under way at a time: a batch that waits
// on a lock (a sale under way in its own transaction) holds up the sales behind it as long.

import { gatheredWhileBusy, type Waiting } from '../../../sql/gatheredWhileBusy';
import { type DrawnIds, oneSaleWrite, type SaleWrites, type salesWrite } from './saleWrite';

/** Sales in one statement at most: a batch's statement stays short, its locks held briefly. */
const SALES_PER_WRITE = 32;
/**
 * Writes under way at once. One: the sales that wait for it go together, and a bigger batch costs
 * less per sale (measured at 16 cashiers: 4.9 sales a batch and 1.1 ms of PostgreSQL's CPU a sale
 * with one, 2.8 and 1.7 ms with two, whose writes mostly waited on each other's locks; again this
 * stop with each batch kept off the other's balances: 680 sales/s against 800).
 */
const WRITES_AT_ONCE = 1;

type WaitingSale = Waiting<SaleWrites, DrawnIds | null>;

/** A sale's write through the queue: the numbers drawn, or none (as `saleWrite` answers). */
export function saleWriteQueue(
  write: ReturnType<typeof salesWrite>,
  recovered: (what: string, error: unknown) => void = () => {},
) {
  const alone = oneSaleWrite(write);
  /** Each sale's own answer, or its own error. */
  const writeAlone = (sale: WaitingSale) => alone(sale.value).then(sale.resolve, sale.reject);
  const writeTogether = async (batch: WaitingSale[]) => {
    if (batch.length > 1) {
      const drawn = await write(batch.map((sale) => sale.value)).catch((error: unknown) => {
        recovered(`A batch of ${batch.length} sales failed; each is written on its own`, error);
        return null;
      });
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
 * The waiting sales the next statement writes, taken in their order: at most `SALES_PER_WRITE`,
 * each with a key none before it in the batch has (a sale's copies go one after the other, and
 * the later finds the first recorded). Sales that take from one balance go together: the
 * statement takes their units together if it holds enough for all of them.
 */
function apart(waiting: WaitingSale[]): WaitingSale[] {
  const batch: WaitingSale[] = [];
  const keys = new Set<string>();
  for (let index = 0; index < waiting.length && batch.length < SALES_PER_WRITE; ) {
    const sale = waiting[index] as WaitingSale;
    const { idempotencyKey } = sale.value;
    if (keys.has(idempotencyKey)) {
      index += 1;
      continue;
    }
    batch.push(sale);
    keys.add(idempotencyKey);
    waiting.splice(index, 1);
  }
  return batch;
}
