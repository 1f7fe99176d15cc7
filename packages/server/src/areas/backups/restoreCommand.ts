// `pnpm warehouse restore FILE [--yes]`, with the server stopped: the file is checked whole first;
// a database that already holds a business is replaced only after the word RESTORE is typed (or
// --yes, for scripts). The restore runs as the database's owner (the embedded PostgreSQL's, or
// DATABASE_URL's user), without starting the server's migrations first: it brings the database to
// the backup's schema itself.
import { resolve } from 'node:path';
import { RESTORE_CONFIRMATION } from '@warehouse/domain/backups';
import { readConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { startEmbeddedPostgres } from '../../db/embeddedPostgres';
import { BackupRefused } from './backupFile';
import { checkBackup, restoreBackup } from './restoreBackup';
import { NOT_BACKED_UP } from './writeBackup';

interface Terminal {
  ask(question: string): Promise<string>;
  log(message: string): void;
}

export async function restore(file: string, yes: boolean, terminal: Terminal): Promise<number> {
  const path = resolve(file);
  const manifest = await checkBackup(path);
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  terminal.log(
    `The backup holds: ${manifest.tables.length} tables, ${rows} rows, taken ${manifest.createdAt} (Warehouse ${manifest.appVersion}, migration ${manifest.schema.tag}); every checksum matches.`,
  );
  const config = readConfig(process.env);
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres({ dataDir: config.dataDir });
  const owner = openDatabase(embedded?.url ?? (config.databaseUrl as string), () => {}, { max: 1 });
  try {
    if (!yes && (await holdsABusiness(owner.pool))) {
      const typed = await terminal.ask(
        `The database already holds a business: restoring replaces all of it with the backup's (everyone is signed out). Type ${RESTORE_CONFIRMATION} to go on: `,
      );
      if (typed !== RESTORE_CONFIRMATION) {
        terminal.log('Nothing was changed.');
        return 1;
      }
    }
    const { rebuilt } = await restoreBackup(owner.pool, path);
    terminal.log(
      `Restored ${rows} rows in ${manifest.tables.length} tables${rebuilt ? ` (the database was rebuilt at migration ${manifest.schema.tag}, then migrated forward)` : ''}: the row counts and the stock ledger hold.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof BackupRefused) throw error;
    throw new BackupRefused(`The restore failed and nothing was changed: ${(error as Error).message}`);
  } finally {
    await owner.close();
    await embedded?.stop();
  }
}

/** Whether any table of the business holds a row (those a restore leaves empty aside). */
async function holdsABusiness(pool: import('pg').Pool): Promise<boolean> {
  const { rows } = await pool.query<{ name: string }>(
    `select relname::text as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'`,
  );
  for (const { name } of rows) {
    if (NOT_BACKED_UP.includes(name)) continue;
    const found = await pool.query(`select 1 from public."${name.replaceAll('"', '""')}" limit 1`);
    if (found.rows.length > 0) return true;
  }
  return false;
}
