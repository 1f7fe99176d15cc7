import type { Config } from '../config';
import { type Database, migrateDatabase, openDatabase } from './database';
import { startEmbeddedPostgres } from './embeddedPostgres';

interface Connected {
  database: Database;
  /** The PostgreSQL this process started (none with DATABASE_URL); stop it after closing the pool. */
  embedded: { stop(): Promise<void> } | null;
}

/**
 * The business's database as configured: DATABASE_URL, or the embedded PostgreSQL on the data
 * folder (started here). Pending migrations are applied.
 */
export async function connectDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  {
    log = () => {},
    onPoolError,
  }: { log?: (message: string) => void; onPoolError?: (error: Error) => void } = {},
): Promise<Connected> {
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres({ dataDir: config.dataDir, log });
  const database = openDatabase(embedded?.url ?? (config.databaseUrl as string), onPoolError);
  await migrateDatabase(database.pool);
  return { database, embedded };
}
