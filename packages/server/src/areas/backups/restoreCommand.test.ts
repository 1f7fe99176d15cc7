import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seedWhenEmpty } from '../../db/seed';
import { testDatabase } from '../../testing/testDatabase';
import { BackupRefused } from './backupFile';
import { restore } from './restoreCommand';
import { writeBackup } from './writeBackup';

// Issue 39: `pnpm warehouse restore FILE` asks before replacing a business, and refuses a bad file.
const database = await testDatabase();
await seedWhenEmpty(database.db);
const folder = await mkdtemp(join(tmpdir(), 'restore-command-'));
const before = process.env.DATABASE_URL;
process.env.DATABASE_URL = database.url;
afterAll(async () => {
  process.env.DATABASE_URL = before;
  if (before === undefined) delete process.env.DATABASE_URL;
  await rm(folder, { recursive: true, force: true });
});
const said: string[] = [];
const terminal = (answer: string) => ({
  ask: async () => answer,
  log: (message: string) => said.push(message),
});
const products = async () =>
  (await database.pool.query<{ count: number }>('select count(*)::int as count from products')).rows[0]
    ?.count;

describe('pnpm warehouse restore FILE', () => {
  it('over a database holding a business: nothing changes unless RESTORE is typed; then it is the backup’s', async () => {
    const backup = await writeBackup(database.pool, folder);
    const count = await products();
    await database.pool.query(`delete from notifications`);
    expect(await restore(backup.path, false, terminal('yes'))).toBe(1);
    expect(said.at(-1)).toBe('Nothing was changed.');
    expect((await database.pool.query('select count(*)::int as n from notifications')).rows[0].n).toBe(0);
    expect(await restore(backup.path, false, terminal('RESTORE'))).toBe(0);
    expect(said.at(-1)).toMatch(
      /^Restored \d+ rows in \d+ tables: the row counts and the stock ledger hold\.$/,
    );
    expect(
      (await database.pool.query('select count(*)::int as n from notifications')).rows[0].n,
    ).toBeGreaterThan(0);
    expect(await products()).toBe(count);
  });

  it('a file that is not a backup is refused with its reason, before anything is asked', async () => {
    const foreign = join(folder, 'products.csv');
    await writeFile(foreign, 'name,price\nfan,24.5\n');
    await expect(restore(foreign, true, terminal('RESTORE'))).rejects.toThrow(BackupRefused);
  });
});
