// "Backup Now" and the automatic backups: every table read in one repeatable-read, read-only
// transaction (one snapshot of the whole business) with COPY, each gzip-compressed to a file of its
// own, then packed with the manifest into one tar, written beside its final name and renamed
// into place, so a backup is either whole under its name or absent. Memory stays flat: rows
// stream from PostgreSQL through gzip to disk.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { backupName } from '@warehouse/domain/backups';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import tar from 'tar-stream';
import { APP_VERSION } from '../../appVersion';
import {
  BACKUP_FORMAT,
  type BackupManifest,
  MANIFEST_ENTRY,
  type TableManifest,
  tableEntry,
} from './backupFile';
import { schemaVersionOf } from './schemaVersion';
import { copyTarget, countingHash, tablesInLoadOrder } from './tableCopy';

/**
 * Tables not kept: signed-in sessions and sign-in attempts belong to the moment, and a restored
 * business starts with everyone signed out.
 */
export const NOT_BACKED_UP = ['staff_sessions', 'sign_in_attempts'];

export interface WrittenBackup {
  name: string;
  path: string;
  size: number;
  manifest: BackupManifest;
}

/** Writes a backup of the database `pool` reaches into `dir` (made if missing). */
export async function writeBackup(
  pool: pg.Pool,
  dir: string,
  { automatic = false, now = new Date() }: { automatic?: boolean; now?: Date } = {},
): Promise<WrittenBackup> {
  await mkdir(dir, { recursive: true });
  const name = backupName(now, automatic);
  const work = join(dir, `.incoming-${randomBytes(6).toString('hex')}`);
  await mkdir(work);
  try {
    const { tables, manifest } = await copyTables(pool, work, automatic);
    const partial = join(dir, `.${name}.partial`);
    await packInto(partial, manifest, tables);
    const path = join(dir, name);
    await rename(partial, path);
    await syncFolder(dir);
    return { name, path, size: (await stat(path)).size, manifest };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function copyTables(pool: pg.Pool, work: string, automatic: boolean) {
  const client = await pool.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    // The snapshot is taken by the first statement: every read after sees the same moment.
    const { rows: clock } = await client.query<{ now: Date }>('select now() as now');
    const schema = await schemaVersionOf(client);
    if (!schema) throw new Error('The database has no schema to back up');
    const tables: (TableManifest & { file: string })[] = [];
    for (const { name, columns } of await tablesInLoadOrder(client, NOT_BACKED_UP)) {
      const file = join(work, `${name}.copy.gz`);
      const counted = countingHash();
      await pipeline(
        client.query(copyTo(`copy ${copyTarget(name, columns)} to stdout`)),
        counted.stream,
        createGzip({ level: 6 }),
        createWriteStream(file),
      );
      tables.push({ name, columns, ...counted.result(), file });
    }
    // Read last: a sequence only grows, so each value is at least what the snapshot's rows drew.
    const { rows: sequences } = await client.query<{ name: string; lastValue: string | null }>(
      `select sequencename::text as name, last_value::text as "lastValue" from pg_sequences
       where schemaname = 'public' order by sequencename`,
    );
    await client.query('commit');
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: 1,
      createdAt: (clock[0]?.now ?? new Date()).toISOString(),
      appVersion: APP_VERSION,
      automatic,
      schema,
      tables: tables.map(({ file: _, ...table }) => table),
      sequences,
    };
    return { tables, manifest };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** The manifest, then each table's file, into one tar at `path`, flushed to disk. */
async function packInto(path: string, manifest: BackupManifest, tables: { name: string; file: string }[]) {
  const pack = tar.pack();
  const written = pipeline(pack, createWriteStream(path));
  const entry = (
    header: Partial<tar.Header> & { name: string },
    fill: (stream: NodeJS.WritableStream) => void,
  ) =>
    new Promise<void>((resolve, reject) => {
      const stream = pack.entry(header as tar.Header, (error) => (error ? reject(error) : resolve()));
      fill(stream);
    });
  const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
  await entry({ name: MANIFEST_ENTRY, size: manifestBytes.length }, (stream) => stream.end(manifestBytes));
  for (const table of tables) {
    const { size } = await stat(table.file);
    await entry({ name: tableEntry(table.name), size }, (stream) =>
      createReadStream(table.file)
        .on('error', (error) => pack.destroy(error))
        .pipe(stream),
    );
  }
  pack.finalize();
  await written;
  const handle = await open(path, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The rename itself made durable (a folder's entry is flushed with the folder). */
async function syncFolder(dir: string) {
  const handle = await open(dir, 'r').catch(() => null);
  if (!handle) return;
  try {
    await handle.sync();
  } catch {
    // Some file systems do not sync a folder; the file itself is already on disk.
  } finally {
    await handle.close();
  }
}
