// The return load: clerks taking back one line of a till sale each through the HTTP API, as the
// Returns dialog does, at once: the sale locked, its stock back into its bin, the refund to its card.
import { LOAD_KEY_PREFIX, percentile, post } from './saleLoad.mjs';

let key = 0;

/** `count` card sales of `linesOf(n)` (two of each), to be returned: their numbers. */
async function salesToReturn(base, headers, count, linesOf) {
  const ids = [];
  for (let n = 0; n < count; n++) {
    const response = await post(
      `${base}/sales`,
      headers,
      JSON.stringify({
        lines: linesOf(n).map((id) => ({ id, name: id, price: 0, quantity: 2 })),
        choice: { kind: 'payment', tenders: [{ method: 'card' }] },
        idempotencyKey: `${LOAD_KEY_PREFIX}for-return-${++key}`,
      }),
    );
    if (response.status !== 201) throw new Error(`a sale failed: ${response.status} ${response.text}`);
    ids.push(JSON.parse(response.text).sale.id);
  }
  return ids;
}

/**
 * `clerks` at once returning one unit of the first line of each of `total` sales (made first, not
 * timed), as fast as each is answered: latency percentiles and returns/s.
 */
export async function returnAtOnce(base, headers, { clerks, total, linesOf }) {
  const saleIds = await salesToReturn(base, headers, total, linesOf);
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clerks }, async () => {
      while (next < saleIds.length) {
        const saleId = saleIds[next++];
        const body = JSON.stringify({
          saleId,
          lines: [{ lineNo: 0, quantity: 1, restock: true }],
          reason: 'not_wanted',
          refundTo: 'original',
        });
        const sent = performance.now();
        const response = await post(
          `${base}/returns`,
          { ...headers, 'idempotency-key': `${LOAD_KEY_PREFIX}return-${++key}` },
          body,
        );
        if (response.status !== 201) throw new Error(`a return failed: ${response.status} ${response.text}`);
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    returned: sorted.length,
    perSecond: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}
