import { mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CheckoutInput } from '@warehouse/domain/contract';
import type pg from 'pg';
import tar from 'tar-stream';
import { afterAll, describe, expect, it } from 'vitest';
import { sellingWithoutADrawer } from '../../testing/sellingWithoutADrawer';
import { seededDatabase, testDatabases } from '../../testing/testDatabase';
import { sealAuditTrail, verifyAuditTrail } from '../audit/auditChain';
import { readPosCatalogue } from '../sales/posCatalogueRecords';
import { createSqlApi } from '../sqlApi';
import { type BackupManifest, BackupRefused } from './backupFile';
import { checkLedger } from './ledgerCheck';
import { restoreBackup } from './restoreBackup';
import { writeBackup } from './writeBackup';

// Issue 39: a backup restores to exactly what it holds, and a damaged file changes nothing.
const databases = testDatabases();
const folder = await mkdtemp(join(tmpdir(), 'backups-test-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

const sale = (itemId: string, key: string): CheckoutInput =>
  ({
    lines: [{ id: itemId, name: itemId, price: 0, quantity: 1 }],
    choice: { kind: 'payment', tenders: [{ method: 'cash' }] },
    idempotencyKey: key,
  }) as unknown as CheckoutInput;

const counts = async (pool: pg.Pool, manifest: BackupManifest) =>
  Object.fromEntries(
    await Promise.all(
      manifest.tables.map(async ({ name }) => {
        const { rows } = await pool.query<{ count: number }>(`select count(*)::int as count from "${name}"`);
        return [name, rows[0]?.count] as const;
      }),
    ),
  );
/** Every index and constraint of the business's tables, as PostgreSQL prints them. */
const structure = async (pool: pg.Pool) =>
  (
    await pool.query(`
      select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as definition from pg_index i
        join pg_class c on c.oid = i.indrelid where c.relnamespace = 'public'::regnamespace
      union all
      select conrelid::regclass::text || '.' || conname, pg_get_constraintdef(oid) from pg_constraint
        where connamespace = 'public'::regnamespace
      order by 1, 2`)
  ).rows;
const balances = async (pool: pg.Pool) =>
  (await pool.query('select item_id, bin_id, on_hand from stock_balances order by 1, 2')).rows;

describe('Backup and restore', () => {
  it('round trip: back up, sell and add a product, restore: every table and balance is the backup’s', async () => {
    const database = await seededDatabase(databases, '2026-11-26', {});
    await sellingWithoutADrawer(database.db);
    await sealAuditTrail(database.db);
    const before = await balances(database.pool);
    const indexesAndKeys = await structure(database.pool);
    const backup = await writeBackup(database.pool, folder);
    expect(backup.name).toMatch(/^warehouse-\d{8}-\d{9}-manual\.tar$/);
    expect(backup.manifest.tables.map((table) => table.name)).toContain('stock_movements');
    expect(backup.manifest.tables.map((table) => table.name)).not.toContain('staff_sessions');
    expect(await counts(database.pool, backup.manifest)).toEqual(
      Object.fromEntries(backup.manifest.tables.map((table) => [table.name, table.rows])),
    );

    const api = await createSqlApi(database.db);
    await api.recordSale(sale('P001-BLK', 'backup-test-1'));
    await api.recordSale(sale('P002-1M', 'backup-test-2'));
    const product = await api.createProduct({
      name: 'Desk Fan',
      description: '',
      category: 'home',
      basePrice: '24.5',
      baseSku: 'DF-1',
      stock: '3',
      lowStockThreshold: '',
      variants: [],
    });
    expect(await balances(database.pool)).not.toEqual(before);

    const restored = await restoreBackup(database.pool, backup.path);
    expect(restored.rebuilt).toBe(false);
    // The tills' change log holds one row more: the restore's, for every product ('*').
    const held = Object.fromEntries(backup.manifest.tables.map((table) => [table.name, table.rows]));
    expect(await counts(database.pool, backup.manifest)).toEqual({
      ...held,
      catalogue_changes: (held.catalogue_changes ?? 0) + 1,
    });
    expect(await balances(database.pool)).toEqual(before);
    // The indexes and foreign keys set aside while the rows were loaded are built again, as they were.
    expect(await structure(database.pool)).toEqual(indexesAndKeys);
    expect(await checkLedger(database.pool)).toEqual({
      balancesOffTheirMovements: 0,
      negativeBalances: 0,
      productStockOffTheirBalances: 0,
    });
    // The audit trail's chain holds as it was sealed; the numbers go on after the restored ones.
    expect((await verifyAuditTrail(database.db)).firstBroken).toBeNull();
    const again = await createSqlApi(database.db);
    const next = await again.createProduct({
      name: 'Desk Fan',
      description: '',
      category: 'home',
      basePrice: '24.5',
      baseSku: 'DF-1',
      stock: '3',
      lowStockThreshold: '',
      variants: [],
    });
    expect(next.id).not.toBe('');
    expect(next.id >= product.id).toBe(true);
    await again.recordSale(sale('P001-BLK', 'backup-test-3'));
  });

  it('a till that read its catalogue after the backup reads it whole after a restore, not a stale delta (ADR 007)', async () => {
    const database = await seededDatabase(databases, '2026-11-26', {});
    const backup = await writeBackup(database.pool, folder);
    const api = await createSqlApi(database.db);
    const added = await api.createProduct({
      name: 'Till Fan',
      description: '',
      category: 'home',
      basePrice: '9',
      baseSku: 'TF-1',
      stock: '2',
      lowStockThreshold: '',
      variants: [],
    });
    const till = await readPosCatalogue(database.db);
    expect(till.rows.some((row) => row[0] === added.id)).toBe(true);
    // Nothing changed since: a read since the till's cursor is an empty delta.
    expect(await readPosCatalogue(database.db, till.cursor)).toMatchObject({ complete: false, rows: [] });

    await restoreBackup(database.pool, backup.path);
    const after = await readPosCatalogue(database.db, till.cursor);
    expect(after.complete).toBe(true);
    expect(after.rows.some((row) => row[0] === added.id)).toBe(false);
    expect(after.rows.length).toBe((await readPosCatalogue(database.db)).rows.length);
    // Once read whole, the till's next cursor asks only for what changed.
    expect(await readPosCatalogue(database.db, after.cursor)).toMatchObject({ complete: false, rows: [] });
  });

  it('into a database at no schema at all: migrated to the backup’s version, loaded, migrated forward', async () => {
    const source = await seededDatabase(databases, '2026-11-26', {});
    await sellingWithoutADrawer(source.db);
    const backup = await writeBackup(source.pool, folder);
    const target = await databases.create();
    await target.pool.query('drop schema public cascade; create schema public; drop schema drizzle cascade');
    const restored = await restoreBackup(target.pool, backup.path);
    expect(restored.rebuilt).toBe(true);
    expect(await balances(target.pool)).toEqual(await balances(source.pool));
    const sourceCounts = await counts(source.pool, backup.manifest);
    // And the restore's row in the tills' change log.
    expect(await counts(target.pool, backup.manifest)).toEqual({
      ...sourceCounts,
      catalogue_changes: (sourceCounts.catalogue_changes ?? 0) + 1,
    });
  });

  it('a truncated file and a file with a wrong checksum are refused, and change nothing', async () => {
    const database = await seededDatabase(databases, '2026-11-26', {});
    await sellingWithoutADrawer(database.db);
    const backup = await writeBackup(database.pool, folder);
    const api = await createSqlApi(database.db);
    await api.recordSale(sale('P001-BLK', 'backup-test-4'));
    const now = await counts(database.pool, backup.manifest);
    const nowBalances = await balances(database.pool);

    const cut = join(folder, 'cut.tar');
    await writeFile(cut, await readFile(backup.path));
    await truncate(cut, Math.floor(backup.size / 2));
    await expect(restoreBackup(database.pool, cut)).rejects.toThrow(BackupRefused);
    await expect(restoreBackup(database.pool, cut)).rejects.toThrow(/incomplete|ends/);

    const wrong = join(folder, 'wrong.tar');
    await rewriteManifest(backup.path, wrong, (manifest) => {
      const table = manifest.tables.find((each) => each.name === 'stock_balances');
      if (table) table.sha256 = '0'.repeat(64);
    });
    await expect(restoreBackup(database.pool, wrong)).rejects.toThrow(
      /damaged: the table stock_balances does not match its checksum/,
    );

    const foreign = join(folder, 'foreign.tar');
    await writeFile(foreign, 'name,price\nfan,24.5\n');
    await expect(restoreBackup(database.pool, foreign)).rejects.toThrow(/not a Warehouse backup/);

    expect(await counts(database.pool, backup.manifest)).toEqual(now);
    expect(await balances(database.pool)).toEqual(nowBalances);
  });
});

/** The backup at `from` copied to `to` with its manifest changed by `change`. */
async function rewriteManifest(from: string, to: string, change: (manifest: BackupManifest) => void) {
  const extract = tar.extract();
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  pack.on('data', (chunk: unknown) => {
    chunks.push(chunk as Buffer);
  });
  const ended = new Promise<void>((resolve) => pack.on('end', () => resolve()));
  extract.end(await readFile(from));
  for await (const entry of extract) {
    const parts: Buffer[] = [];
    for await (const part of entry) parts.push(part as Buffer);
    let body = Buffer.concat(parts);
    if (entry.header.name === 'manifest.json') {
      const manifest = JSON.parse(body.toString('utf8')) as BackupManifest;
      change(manifest);
      body = Buffer.from(JSON.stringify(manifest));
    }
    pack.entry({ name: entry.header.name }, body);
  }
  pack.finalize();
  await ended;
  await writeFile(to, Buffer.concat(chunks));
}
