import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { everyItem } from '@warehouse/domain/contract';
import { posEntriesOf } from '@warehouse/domain/pos';
import { afterAll, describe, expect, it } from 'vitest';
import { createSqlApi } from '../areas/sqlApi';
import { migrateDatabase, openDatabase } from './database';
import { startEmbeddedPostgres } from './embeddedPostgres';
import { seedWhenEmpty } from './seed';

const dataDir = await mkdtemp(join(tmpdir(), 'warehouse-durability-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function openBusiness() {
  const postgres = await startEmbeddedPostgres({ dataDir });
  const database = openDatabase(postgres.url);
  await migrateDatabase(database.pool);
  await seedWhenEmpty(database.db);
  return { postgres, database, api: await createSqlApi(database.db) };
}

/** Resolves once the process has exited (a zombie awaiting its parent counts as exited). */
async function gone(pid: number) {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const state = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    if (state === '' || state.slice(state.lastIndexOf(')') + 2).startsWith('Z')) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('Issue 15: a sale acknowledged to the cashier is never lost', () => {
  it('survives PostgreSQL being killed right after it was recorded: the restart recovers it', async () => {
    const first = await openBusiness();
    const { sale } = await first.api.recordSale({
      lines: [{ id: 'P027', name: 'Leather Belt', price: 0, quantity: 1 }],
      choice: { kind: 'payment', tenders: [{ method: 'card' }] },
      idempotencyKey: 'durability-sale',
    });
    // The machine's PostgreSQL dies at once: no shutdown, no checkpoint.
    const pid = Number((await readFile(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
    process.kill(pid, 'SIGKILL');
    await first.database.close().catch(() => {});
    // SIGKILL takes a moment on a busy machine: until the process is gone it still looks like this
    // test's own running PostgreSQL (its parent is this process), which start-up rightly refuses.
    await gone(pid);

    const second = await openBusiness();
    try {
      expect((await everyItem((q) => second.api.listSales(q)))[0]).toEqual(sale);
      const pos = posEntriesOf(await second.api.listPosProducts());
      expect(pos.find((item) => item.id === 'P027')?.stock).toBe(1);
    } finally {
      await second.database.close();
      await second.postgres.stop();
    }
  });
});
