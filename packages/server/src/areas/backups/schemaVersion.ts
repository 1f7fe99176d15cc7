// The database's schema version (its last applied migration), and applying the committed
// migrations up to a given one on a connection already in a transaction, so a restore migrates,
// loads and migrates forward in one transaction: all of it happens or none.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { migrationsDir } from '../../paths';

export interface SchemaVersion {
  /** The migration's name (`0032_backup_settings`). */
  tag: string;
  /** Its journal time, as drizzle records it in drizzle.__drizzle_migrations. */
  createdAt: number;
  hash: string;
  /** How many migrations were applied up to it. */
  migrations: number;
}

interface Migration extends SchemaVersion {
  statements: string[];
}

/** The migrations this build ships, oldest first. */
function shippedMigrations(): Migration[] {
  const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const files = readMigrationFiles({ migrationsFolder: migrationsDir });
  return files.map((file, index) => ({
    tag: journal.entries[index]?.tag ?? '',
    createdAt: file.folderMillis,
    hash: file.hash,
    migrations: index + 1,
    statements: file.sql,
  }));
}

const withoutStatements = ({ statements: _, ...version }: Migration): SchemaVersion => version;

/** The last migration applied to the database on `client`; null for a database never migrated. */
export async function schemaVersionOf(client: pg.ClientBase): Promise<SchemaVersion | null> {
  const exists = await client.query(`select to_regclass('drizzle.__drizzle_migrations') is not null as yes`);
  if (!exists.rows[0]?.yes) return null;
  const { rows } = await client.query<{ created_at: string; count: number }>(
    `select created_at, (select count(*)::int from drizzle.__drizzle_migrations) as count
     from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const last = rows[0];
  if (!last) return null;
  const shipped = shippedMigrations().find((migration) => migration.createdAt === Number(last.created_at));
  return shipped
    ? withoutStatements(shipped)
    : { tag: '(unknown)', createdAt: Number(last.created_at), hash: '', migrations: last.count };
}

/**
 * Whether this build can restore a backup at `version`: one of its own migrations, the same one.
 * Why not, otherwise.
 */
export function unknownSchemaProblem(version: SchemaVersion): string | null {
  const shipped = shippedMigrations();
  const same = shipped.find((migration) => migration.createdAt === version.createdAt);
  if (same && same.hash === version.hash) return null;
  const last = shipped.at(-1);
  if (!same && last && version.createdAt > last.createdAt)
    return `This backup was made by a newer Warehouse (its database is at migration ${version.tag}; this one knows up to ${last.tag}). Update Warehouse, then restore it.`;
  return `This backup is not from this Warehouse: its database's migration ${version.tag} is not one this Warehouse has.`;
}

/**
 * Applies, on a connection inside a transaction, the shipped migrations after the database's last
 * one and up to `until` (every one when none is given), recording each as drizzle's migrator does.
 */
export async function migrateWithin(client: pg.ClientBase, until?: number): Promise<void> {
  await client.query('create schema if not exists drizzle');
  await client.query(
    'create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
  );
  const last = await schemaVersionOf(client);
  for (const migration of shippedMigrations()) {
    if (last && migration.createdAt <= last.createdAt) continue;
    if (until !== undefined && migration.createdAt > until) break;
    for (const statement of migration.statements) await client.query(statement);
    await client.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
      migration.hash,
      migration.createdAt,
    ]);
  }
}
