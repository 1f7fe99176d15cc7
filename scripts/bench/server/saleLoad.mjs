// The load: cashiers committing sales of three lines through the HTTP API, as the POS does, each
// paid with two tenders.
import { Agent, request } from 'node:http';

/** Kept-alive connections, one per cashier: the load client should cost the machine little. */
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/** A POST through node:http (lighter than fetch): its status and body. */
export function post(url, headers, body) {
  return new Promise((resolve, reject) => {
    const options = {
      method: 'POST',
      agent,
      headers: { ...headers, 'content-length': Buffer.byteLength(body) },
    };
    const sent = request(url, options, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString() }),
      );
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/** The headers of a signed-in page of the site (demo sign-in, as the embedded sample allows). */
export async function signIn(base) {
  const sameSite = { 'sec-fetch-site': 'same-origin' };
  const response = await fetch(`${base}/session`, {
    method: 'POST',
    headers: { ...sameSite, 'content-type': 'application/json' },
    body: JSON.stringify({ userId: 'owner', password: 'demo' }),
  });
  if (response.status !== 200) throw new Error(`signing in failed: ${response.status}`);
  const headers = {
    ...sameSite,
    cookie: response.headers.getSetCookie()[0]?.split(';')[0],
    'content-type': 'application/json',
  };
  await openDrawer(base, headers);
  return headers;
}

/** The seller's cash drawer, open with a float (cash takes one): opened unless it is already. */
async function openDrawer(base, headers) {
  const response = await fetch(`${base}/drawer/open`, {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': `bench-drawer-${process.pid}-${Date.now()}` },
    body: JSON.stringify({ float: { amount: 10_000 } }),
  });
  if (response.status !== 201 && response.status !== 409)
    throw new Error(`opening the drawer failed: ${response.status} ${await response.text()}`);
}

/** Enough of each item for every sale: a count on the Downtown Store's floor. */
export async function stockUp(base, headers, itemIds, quantity) {
  for (const itemId of itemIds) {
    const response = await fetch(`${base}/stock/adjustments`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        itemId,
        binId: 'DT-FLOOR',
        kind: 'count',
        quantity: String(quantity),
        reason: 'Bench',
      }),
    });
    if (response.status !== 204)
      throw new Error(`stocking ${itemId} failed: ${response.status} ${await response.text()}`);
  }
}

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Every key a load uses starts with this (the ledger check counts the sales that carry one). */
export const LOAD_KEY_PREFIX = `bench-${process.pid}-`;
let key = 0;

/**
 * `cashiers` tills selling `total` sales between them as fast as each is answered; till t sells one
 * of each of `linesOf(t)`. Throughput, latency percentiles, and how many sales were acknowledged.
 */
export async function sellAtOnce(base, headers, { cashiers, total, linesOf }) {
  const latencies = [];
  let left = total;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: cashiers }, async (_, till) => {
      const body = (idempotencyKey) =>
        JSON.stringify({
          lines: linesOf(till).map((id) => ({ id, name: id, price: 0, quantity: 1 })),
          // Two tenders, as a split: a dollar in cash (into the drawer) and the rest by card.
          choice: { kind: 'payment', tenders: [{ method: 'cash', amount: 100 }, { method: 'card' }] },
          idempotencyKey,
        });
      while (left-- > 0) {
        const sent = performance.now();
        const response = await post(`${base}/sales`, headers, body(`${LOAD_KEY_PREFIX}${++key}`));
        if (response.status !== 201) throw new Error(`a sale failed: ${response.status} ${response.text}`);
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    acknowledged: sorted.length,
    perSecond: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}
