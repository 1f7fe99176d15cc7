import type { Config } from '../config';
import { type Database, migrateDatabase, openDatabase } from './database';
import { startEmbeddedPostgres } from './embeddedPostgres';
import { prepareRuntimeRole } from './runtimeRole';

interface Connected {
  /** As the runtime role: what the server runs on. */
  database: Database;
  /** As the owner: for what the runtime role may not do (the test reset); none unless asked for. */
  owner: Database | null;
  /** The PostgreSQL this process started (none with DATABASE_URL); stop it after closing the pools. */
  embedded: { stop(): Promise<void> } | null;
  /** Why the runtime connections could not take the runtime role (they then run as the owner). */
  runtimeProblem: string | null;
  /** Opens a small pool as the owner, for what only the owner may do (a restore); close it after. */
  openOwner: () => Database;
}

/**
 * The business's database as configured: DATABASE_URL, or the embedded PostgreSQL on the data
 * folder (started here). Pending migrations are applied as the owner; the server then runs as the
 * runtime role, which may not change or remove the audit trail's entries.
 */
export async function connectDatabase(
  config: Pick<Config, 'databaseUrl' | 'databaseRuntimeUrl' | 'dataDir'>,
  {
    log = () => {},
    onPoolError,
    keepOwner = false,
  }: { log?: (message: string) => void; onPoolError?: (error: Error) => void; keepOwner?: boolean } = {},
): Promise<Connected> {
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres({ dataDir: config.dataDir, log });
  const ownerUrl = embedded?.url ?? (config.databaseUrl as string);
  const owner = openDatabase(ownerUrl, onPoolError, { max: 2, idleTimeoutMillis: 1_000 });
  await migrateDatabase(owner.pool);
  const access = await prepareRuntimeRole(
    owner.pool,
    embedded ? { embedded: embedded.runtime } : { given: config.databaseRuntimeUrl ?? undefined },
  );
  const database =
    'url' in access
      ? openDatabase(access.url, onPoolError)
      : openDatabase(ownerUrl, onPoolError, undefined, 'role' in access ? access.role : undefined);
  if (!keepOwner) await owner.close();
  return {
    database,
    owner: keepOwner ? owner : null,
    embedded,
    runtimeProblem: 'problem' in access ? access.problem : null,
    openOwner: () => openDatabase(ownerUrl, onPoolError, { max: 1, idleTimeoutMillis: 1_000 }),
  };
}
