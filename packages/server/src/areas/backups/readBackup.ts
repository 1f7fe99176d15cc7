// Reading a backup file: its manifest first, then each table, every table's rows counted and
// hashed against the manifest as they pass. A file that is not a backup, is cut short, or whose
// tables do not match their checksums is refused with a BackupRefused saying which.
import { createReadStream } from 'node:fs';
import { type Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import {
  type BackupManifest,
  BackupRefused,
  MANIFEST_ENTRY,
  MANIFEST_MOST_BYTES,
  parseManifest,
  type TableManifest,
  tableEntry,
} from './backupFile';
import { countingHash } from './tableCopy';

/** What is done with a table's rows (COPY's text) as they are read; they must all be read. */
export type TableReader = (table: TableManifest, rows: Readable) => Promise<void>;

/** Reads every row and drops it: a check of the file alone. */
const drain: TableReader = (_table, rows) =>
  pipeline(rows, new Writable({ write: (_chunk, _encoding, done) => done() }));

/**
 * Reads the backup at `path`: its manifest, then each table through `onTable` (by default only
 * checked). Resolves with the manifest once every table has matched its row count and checksum.
 */
export async function readBackup(path: string, onTable: TableReader = drain): Promise<BackupManifest> {
  const extract = tar.extract();
  const source = createReadStream(path);
  source.on('error', (error) => extract.destroy(error));
  source.pipe(extract);
  let manifest: BackupManifest | undefined;
  const seen: string[] = [];
  try {
    for await (const entry of extract) {
      if (!manifest) {
        if (entry.header.name !== MANIFEST_ENTRY || (entry.header.size ?? 0) > MANIFEST_MOST_BYTES)
          throw new BackupRefused('This is not a Warehouse backup: it does not start with its manifest.');
        manifest = parseManifest((await bytesOf(entry as unknown as Readable)).toString('utf8'));
        continue;
      }
      const table = manifest.tables[seen.length];
      if (!table || entry.header.name !== tableEntry(table.name))
        throw new BackupRefused(
          `This backup is damaged: it holds ${entry.header.name} where its manifest lists ${table ? tableEntry(table.name) : 'nothing more'}.`,
        );
      await readTable(table, entry as unknown as Readable, onTable);
      seen.push(table.name);
    }
  } catch (error) {
    source.destroy();
    if (error instanceof BackupRefused) throw error;
    if (isUnreadable(error))
      throw new BackupRefused(
        manifest
          ? 'This backup is incomplete or damaged: the file ends early or its contents cannot be read.'
          : 'This is not a Warehouse backup: it is not a file Warehouse writes.',
      );
    throw error;
  }
  if (!manifest) throw new BackupRefused('This is not a Warehouse backup: the file is empty.');
  if (seen.length < manifest.tables.length)
    throw new BackupRefused(
      `This backup is incomplete: it ends before the table ${manifest.tables[seen.length]?.name}.`,
    );
  return manifest;
}

async function readTable(table: TableManifest, entry: Readable, onTable: TableReader) {
  const counted = countingHash();
  const gunzip = createGunzip();
  const rows = entry.pipe(gunzip).pipe(counted.stream);
  entry.on('error', (error) => gunzip.destroy(error));
  gunzip.on('error', (error) => counted.stream.destroy(error));
  await onTable(table, rows);
  const { rows: count, sha256 } = counted.result();
  if (sha256 !== table.sha256 || count !== table.rows)
    throw new BackupRefused(
      `This backup is damaged: the table ${table.name} does not match its checksum (${count} rows read, ${table.rows} listed).`,
    );
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A tar or gzip that cannot be read: cut short, or not one at all. */
function isUnreadable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return (
    code === 'Z_DATA_ERROR' ||
    code === 'Z_BUF_ERROR' ||
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    /unexpected end|invalid tar|header|premature|incorrect header|invalid/i.test(message ?? '')
  );
}
