// Restoring a backup, as the database's owner, in one transaction: the file is read whole and
// checked first (nothing is touched if it fails); then every table is locked, the database is
// brought to the backup's schema version (emptied, or dropped and migrated to it when it is at
// another), each table loaded with COPY in the file's order with the tables' own triggers off (the
// backup holds what they keep, and the audit trail's entries keep their seals) and their indexes
// and foreign keys built again after, the sequences set, the row counts checked, the later
// migrations applied, the tills told to read their catalogue whole, and the stock ledger checked. Anything that fails rolls all of it back.

import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { ADVISORY_LOCKS } from '../../sql/advisoryLocks';
import { type BackupManifest, BackupRefused } from './backupFile';
import { checkLedger, ledgerProblem } from './ledgerCheck';
import { readBackup } from './readBackup';
import { migrateWithin, schemaVersionOf, unknownSchemaProblem } from './schemaVersion';
import { copyTarget } from './tableCopy';

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Checks the whole file against its manifest and this build's migrations; the manifest, or BackupRefused. */
export async function checkBackup(path: string): Promise<BackupManifest> {
  const manifest = await readBackup(path);
  const problem = unknownSchemaProblem(manifest.schema);
  if (problem) throw new BackupRefused(problem);
  return manifest;
}

export interface RestoreOptions {
  /** Refuse (changing nothing) unless the database is already at the backup's schema version (a running server's restore). */
  sameSchemaOnly?: boolean;
  /** How long to wait for the other connections' work to finish before giving up. */
  lockTimeoutMs?: number;
}

export interface Restored {
  manifest: BackupManifest;
  /** Whether the database had to be rebuilt at the backup's schema version first. */
  rebuilt: boolean;
}

/** Restores the backup at `path` into the database `owner` reaches (as its owner). */
export async function restoreBackup(
  owner: pg.Pool,
  path: string,
  { sameSchemaOnly = false, lockTimeoutMs = 30_000 }: RestoreOptions = {},
): Promise<Restored> {
  const manifest = await checkBackup(path);
  const client = await owner.connect();
  try {
    await client.query('begin');
    await client.query(`set local lock_timeout = ${Math.max(1, Math.round(lockTimeoutMs))}`);
    // No server starting meanwhile migrates the database under the restore.
    await client.query('select pg_advisory_xact_lock($1)', [ADVISORY_LOCKS.migrations]);
    const current = await schemaVersionOf(client);
    const same = current?.createdAt === manifest.schema.createdAt;
    if (!same && sameSchemaOnly)
      throw new BackupRefused(
        'This backup was made at another version of the database: restore it with `pnpm warehouse restore` while the server is stopped.',
      );
    if (same) await emptyTables(client);
    else {
      await dropEverything(client);
      await migrateWithin(client, manifest.schema.createdAt);
      // What the migrations wrote on their own (a first row of a kept figure) gives way to the backup's.
      await emptyTables(client);
    }
    const tables = manifest.tables.map((table) => table.name);
    await setTriggers(client, tables, 'disable');
    const rebuild = await setIndexesAside(client);
    await readBackup(path, async (table, rows) => {
      await pipeline(
        rows,
        client.query(copyFrom(`copy ${copyTarget(table.name, table.columns)} from stdin`)),
      );
    });
    await rebuild();
    await setTriggers(client, tables, 'enable');
    await setSequences(client, manifest);
    await checkRowCounts(client, manifest);
    await migrateWithin(client);
    // The restored change log is older than any till's cursor: one row for every product ('*'),
    // stamped with this transaction, makes every read since an earlier cursor a whole one.
    await client.query(`select "catalogue_changed"(array['*'])`);
    const problem = ledgerProblem(await checkLedger(client));
    if (problem)
      throw new BackupRefused(`The restored stock ledger does not hold: ${problem}. Nothing was changed.`);
    await client.query('commit');
    return { manifest, rebuilt: !same };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

async function publicTables(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select relname::text as name from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') order by relname`,
  );
  return rows.map((row) => row.name);
}

/** Every table locked (others wait until the restore commits), its triggers off, then emptied. */
async function emptyTables(client: pg.ClientBase) {
  const tables = await publicTables(client);
  if (tables.length === 0) return;
  const list = tables.map((table) => `public.${quoted(table)}`).join(', ');
  await client.query(`lock table ${list} in access exclusive mode`);
  await setTriggers(client, tables, 'disable');
  await client.query(`truncate table ${list} restart identity cascade`);
  await setTriggers(client, tables, 'enable');
}

/** The business's schema removed: its tables, sequences, functions and types, and drizzle's record of migrations. */
async function dropEverything(client: pg.ClientBase) {
  const tables = await publicTables(client);
  if (tables.length > 0) {
    const list = tables.map((table) => `public.${quoted(table)}`).join(', ');
    await client.query(`lock table ${list} in access exclusive mode`);
    await client.query(`drop table ${list} cascade`);
  }
  const { rows: sequences } = await client.query<{ name: string }>(
    `select sequencename::text as name from pg_sequences where schemaname = 'public'`,
  );
  for (const { name } of sequences)
    await client.query(`drop sequence if exists public.${quoted(name)} cascade`);
  // Functions the migrations made (an extension's own go with it).
  const { rows: functions } = await client.query<{ signature: string }>(`
    select p.oid::regprocedure::text as signature from pg_proc p
    where p.pronamespace = 'public'::regnamespace
      and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`);
  for (const { signature } of functions) await client.query(`drop function if exists ${signature} cascade`);
  await client.query('drop schema if exists drizzle cascade');
}

/**
 * The indexes no constraint needs, and the foreign keys, dropped before the tables are loaded;
 * the function it answers builds them again from their definitions once the rows are in. An index
 * built over a table's rows sorts them once, and a foreign key added over them is checked by one
 * join, where rows copied into indexed, checked tables pay both row by row. The primary keys and
 * unique constraints stay (a duplicate row is refused as it is loaded).
 */
async function setIndexesAside(client: pg.ClientBase): Promise<() => Promise<void>> {
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i join pg_class c on c.oid = i.indrelid
    where c.relnamespace = 'public'::regnamespace
      and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
    order by 1`);
  const { rows: keys } = await client.query<{ table: string; name: string; definition: string }>(`
    select k.conrelid::regclass::text as table, quote_ident(k.conname) as name,
      pg_get_constraintdef(k.oid) as definition
    from pg_constraint k
    where k.contype = 'f' and k.connamespace = 'public'::regnamespace
    order by 1, 2`);
  for (const key of keys) await client.query(`alter table ${key.table} drop constraint ${key.name}`);
  for (const index of indexes) await client.query(`drop index ${index.name}`);
  return async () => {
    await client.query(`set local maintenance_work_mem = '256MB'`);
    for (const index of indexes) await client.query(index.definition);
    for (const key of keys)
      await client.query(`alter table ${key.table} add constraint ${key.name} ${key.definition}`);
  };
}

/** The tables' own triggers off or on (the foreign keys stay checked: the file loads parents first). */
async function setTriggers(client: pg.ClientBase, tables: readonly string[], to: 'enable' | 'disable') {
  for (const table of tables) await client.query(`alter table public.${quoted(table)} ${to} trigger user`);
}

/** Each sequence where the backup read it: the next number drawn follows the restored rows'. */
async function setSequences(client: pg.ClientBase, manifest: BackupManifest) {
  for (const { name, lastValue } of manifest.sequences) {
    const sequence = `public.${quoted(name)}`;
    if (lastValue === null) await client.query(`alter sequence ${sequence} restart`);
    else await client.query('select setval($1::regclass, $2::bigint, true)', [sequence, lastValue]);
  }
}

async function checkRowCounts(client: pg.ClientBase, manifest: BackupManifest) {
  for (const table of manifest.tables) {
    const { rows } = await client.query<{ count: number }>(
      `select count(*)::int as count from public.${quoted(table.name)}`,
    );
    if (rows[0]?.count !== table.rows)
      throw new BackupRefused(
        `The restored table ${table.name} holds ${rows[0]?.count} rows where the backup lists ${table.rows}. Nothing was changed.`,
      );
  }
}
