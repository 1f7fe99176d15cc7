import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { everyItem, type Page } from '@warehouse/domain/contract';
import { type PosCatalogue, posEntriesOf } from '@warehouse/domain/pos';
import { sampleSeed } from '@warehouse/domain/sample';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtServer, type ServerProcess } from './testing/serverProcess';

// Issue 15: the server process killed with SIGKILL in the middle of a burst of sales. Every sale a
// till saw acknowledged is there after the restart, no sale is half-written, and the restart is
// clean (the PostgreSQL the killed server left running is stopped first).
let server: Awaited<ReturnType<typeof builtServer>>;
let dataDir: string;

beforeAll(async () => {
  server = await builtServer('durability-test');
  dataDir = await mkdtemp(join(tmpdir(), 'warehouse-server-crash-'));
}, 60_000);
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await server.remove();
});

const startServer = () => server.start({ WAREHOUSE_DATA_DIR: dataDir });

let key = 0;
const sellOneChocolate = ({ base, headers }: ServerProcess) =>
  fetch(`${base}/sales`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      lines: [{ id: 'P010', name: 'Dark Chocolate Bar 70%', price: 325, quantity: 1 }],
      choice: { kind: 'payment', tenders: [{ method: 'cash' }] },
      idempotencyKey: `crash-${++key}`,
    }),
  });

/** The cashier opens their cash drawer first: cash sales count in it. */
const openDrawer = ({ base, headers }: ServerProcess) =>
  fetch(`${base}/drawer/open`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ float: { amount: 10_000 } }),
  });

describe('Issue 15: a sale acknowledged to the cashier is never lost', () => {
  it('after the server is killed during a burst of sales, every acknowledged sale is there, whole', async () => {
    const first = await startServer();
    expect((await openDrawer(first)).status).toBe(201);
    const acknowledged: string[] = [];
    let stop = false;
    const till = async () => {
      while (!stop) {
        const response = await sellOneChocolate(first).catch(() => null);
        if (response?.status === 201)
          acknowledged.push(((await response.json()) as { sale: { id: string } }).sale.id);
      }
    };
    const tills = [till(), till(), till(), till()];
    while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 10));
    first.process.kill('SIGKILL');
    stop = true;
    await Promise.all(tills);
    if (first.process.exitCode === null && first.process.signalCode === null)
      await once(first.process, 'exit');

    const second = await startServer();
    const lastSampleSale = Math.max(...sampleSeed().sales.map((sale) => Number(sale.id.slice(4))));
    try {
      const sales = await everyItem(
        async (query) =>
          (await (
            await fetch(`${second.base}/sales?${new URLSearchParams(query as Record<string, string>)}`, {
              headers: second.headers,
            })
          ).json()) as Page<{ id: string }>,
      );
      const recorded = new Set(sales.map((sale) => sale.id));
      expect(
        acknowledged.filter((id) => !recorded.has(id)),
        'acknowledged sales missing',
      ).toEqual([]);
      // Whole: each new sale has its stock movement, and each sale movement its sale.
      const history = await everyItem(
        async (query) =>
          (await (
            await fetch(
              `${second.base}/products/P010/movements?${new URLSearchParams(query as Record<string, string>)}`,
              { headers: second.headers },
            )
          ).json()) as Page<{ kind: string; document?: string }>,
      );
      // The sample's own sales are numbered up to its history's last.
      const isNew = (saleId = '') => Number(saleId.slice(4)) > lastSampleSale;
      const saleDocuments = history
        .filter((entry) => entry.kind === 'sale' && isNew(entry.document))
        .map((entry) => entry.document);
      const newSales = sales.filter((sale) => isNew(sale.id)).map((sale) => sale.id);
      expect(new Set(saleDocuments)).toEqual(new Set(newSales));
      const chocolate = posEntriesOf(
        (await (
          await fetch(`${second.base}/pos/products`, { headers: second.headers })
        ).json()) as PosCatalogue,
      ).find((item) => item.id === 'P010');
      expect(chocolate?.stock).toBe(120 - newSales.length);
    } finally {
      await second.stop();
    }
    // A clean stop leaves no PostgreSQL running on the folder.
    const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
    expect(existsSync(pidFile) ? (await readFile(pidFile, 'utf8')).length : 0).toBe(0);
  });
});
