import { describe, expect, it } from 'vitest';
import type { DrawnIds, SaleWrites } from './saleWrite';
import { saleWriteQueue } from './saleWriteQueue';

/** A sale's writes as the queue sees them: its key and the items it takes from (one bin). */
const sale = (key: string, ...items: string[]) =>
  ({
    idempotencyKey: key,
    balances: items.map((itemId) => ({ itemId, binId: 'BIN', productId: 'P', before: 5, after: 4 })),
    drops: [{ productId: 'P', lowStockThreshold: 0, before: 5, taken: items.length }],
  }) as unknown as SaleWrites;

/**
 * A write that records the batches it is given and answers when told: all written, unless a
 * batch holds a key `refused` names (then none, as the statement does).
 */
function heldWrites(refused: Set<string> = new Set()) {
  const batches: string[][] = [];
  const pending: (() => void)[] = [];
  const write = (batch: readonly SaleWrites[]) => {
    batches.push(batch.map((writes) => writes.idempotencyKey));
    return new Promise<Map<string, DrawnIds> | null>((resolve) => {
      pending.push(() =>
        resolve(
          batch.some((writes) => refused.has(writes.idempotencyKey))
            ? null
            : new Map(
                batch.map((writes) => [
                  writes.idempotencyKey,
                  { saleId: `ORD-${writes.idempotencyKey}`, deliveryId: null },
                ]),
              ),
        ),
      );
    });
  };
  /** Answers every write under way, then lets the queue start the next ones. */
  const answer = async () => {
    for (const resolve of pending.splice(0)) resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { write, batches, answer };
}

describe('Issue 18: sales that arrive while others are being written are written together', () => {
  it('writes a sale at once when no write is under way, and those that wait together after', async () => {
    const writes = heldWrites();
    const enqueue = saleWriteQueue(writes.write);
    const first = enqueue(sale('a', 'P1'));
    const waiting = [enqueue(sale('b', 'P2')), enqueue(sale('c', 'P3')), enqueue(sale('d', 'P4'))];
    // One write under way at a time; the three that came after wait for it to end.
    expect(writes.batches).toEqual([['a']]);
    await writes.answer();
    expect(writes.batches.slice(1)).toEqual([['b', 'c', 'd']]);
    await writes.answer();
    expect(await first).toEqual({ saleId: 'ORD-a', deliveryId: null });
    expect(await Promise.all(waiting)).toEqual(
      ['b', 'c', 'd'].map((key) => ({ saleId: `ORD-${key}`, deliveryId: null })),
    );
  });

  it('keeps sales with the same key in different statements; sales of the same balance go together', async () => {
    const writes = heldWrites();
    const enqueue = saleWriteQueue(writes.write);
    const busy = enqueue(sale('x', 'P0'));
    const waiting = [
      enqueue(sale('a', 'P1', 'P2')),
      enqueue(sale('b', 'P2')),
      enqueue(sale('c', 'P3')),
      enqueue(sale('a', 'P4')),
    ];
    await writes.answer();
    // The next write takes every sale whose key none before it in the batch has; then the rest.
    expect(writes.batches.slice(1)).toEqual([['a', 'b', 'c']]);
    await writes.answer();
    expect(writes.batches.slice(2)).toEqual([['a']]);
    await writes.answer();
    await Promise.all([busy, ...waiting]);
  });

  it("writes each sale of a batch on its own when the batch wrote nothing: only the short one's answer is none", async () => {
    const writes = heldWrites(new Set(['short']));
    const enqueue = saleWriteQueue(writes.write);
    const busy = enqueue(sale('x', 'P0'));
    const ok = enqueue(sale('ok', 'P1'));
    const short = enqueue(sale('short', 'P2'));
    await writes.answer();
    expect(writes.batches.slice(1)).toEqual([['ok', 'short']]);
    await writes.answer();
    expect(writes.batches.slice(2)).toEqual([['ok'], ['short']]);
    await writes.answer();
    expect(await ok).toEqual({ saleId: 'ORD-ok', deliveryId: null });
    expect(await short).toBeNull();
    await busy;
  });

  it('answers each sale with the error of its own write when a write fails', async () => {
    const failing = async () => {
      throw new Error('connection lost');
    };
    const logged: string[] = [];
    const enqueue = saleWriteQueue(failing, (what, error) => logged.push(`${what}: ${String(error)}`));
    const sales = [enqueue(sale('a', 'P1')), enqueue(sale('b', 'P2')), enqueue(sale('c', 'P3'))];
    const answers = await Promise.allSettled(sales);
    expect(answers.map((answer) => answer.status === 'rejected' && String(answer.reason))).toEqual(
      Array(3).fill('Error: connection lost'),
    );
    // The batch's failure is logged though each sale then had its own answer.
    expect(logged).toEqual(['A batch of 2 sales failed; each is written on its own: Error: connection lost']);
  });
});
