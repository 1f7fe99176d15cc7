// The backup calls on the server: backups are files in the data folder's backups/ (the newest
// first by the time in their names), taken from the runtime connections (a read-only snapshot
// needs no more), and restored through an owner's connection, which alone may empty the audit
// trail and turn the tables' triggers off. Restoring in a running server: ADR 007.
import { randomUUID } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type BackupEntry,
  checkRestoreConfirmation,
  newestBackupsFirst,
  parseBackupName,
} from '@warehouse/domain/backups';
import { ConflictError, NotFoundError, type WarehouseApi } from '@warehouse/domain/contract';
import type pg from 'pg';
import type { Database, Db } from '../../db/database';
import { auditEntries } from '../../db/schema';
import { auditEntryOf, auditWritten } from '../audit/auditTrail';
import { BackupRefused } from './backupFile';
import { restoreBackup } from './restoreBackup';
import { writeBackup } from './writeBackup';

export interface BackupsPlace {
  /** The folder the backups are kept in. */
  dir: string;
  /** A connection pool as the database's owner, for a restore; closed after it. None: the runtime pool. */
  openOwner?: () => Database;
}

/** A fresh folder of its own when none is given (tests). */
export const scratchBackups = (): BackupsPlace => ({
  dir: join(tmpdir(), 'warehouse-backups', randomUUID()),
});

const BACKUP_NOT_RESTORED = 'Backup Not Restored';

/** The backups in `dir`, newest first (a folder not made yet holds none). */
export async function listBackupFiles(dir: string): Promise<BackupEntry[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const entries = await Promise.all(
    names.map(async (name) => {
      const named = parseBackupName(name);
      if (!named) return null;
      const { size } = await stat(join(dir, name));
      return { name, size, ...named };
    }),
  );
  return newestBackupsFirst(entries.filter((entry): entry is BackupEntry => entry !== null));
}

/** The path of a listed backup by its name; NotFoundError for anything else. */
export async function backupPath(dir: string, name: string): Promise<string> {
  if (!parseBackupName(name)) throw new NotFoundError('Backup', name);
  const path = join(dir, name);
  if (!(await stat(path).catch(() => null))?.isFile()) throw new NotFoundError('Backup', name);
  return path;
}

const entryOf = (written: {
  name: string;
  size: number;
  manifest: { createdAt: string; automatic: boolean };
}) => ({
  name: written.name,
  size: written.size,
  createdAt: parseBackupName(written.name)?.createdAt ?? written.manifest.createdAt,
  automatic: written.manifest.automatic,
});

/** The audit entry of the call under way, written on its own (a backup changes no row of the business). */
async function audited<T>(db: Db, result: T): Promise<T> {
  const row = auditEntryOf(result);
  if (row) await db.insert(auditEntries).values(row);
  return auditWritten(result);
}

export function backupsStore(
  db: Db,
  place: BackupsPlace,
): Pick<WarehouseApi, 'listBackups' | 'createBackup' | 'restoreBackup'> {
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const take = async (automatic = false) => entryOf(await writeBackup(pool, place.dir, { automatic }));
  return {
    listBackups: () => listBackupFiles(place.dir),
    createBackup: async () => audited(db, await take()),
    restoreBackup: async (name, input) => {
      checkRestoreConfirmation(input);
      const path = await backupPath(place.dir, name);
      const restored = (await listBackupFiles(place.dir)).find(
        (backup) => backup.name === name,
      ) as BackupEntry;
      // The business as it is now, kept before it is replaced.
      const before = await take();
      const owner = place.openOwner?.();
      try {
        await restoreBackup(owner?.pool ?? pool, path, { sameSchemaOnly: true });
      } catch (error) {
        if (error instanceof BackupRefused)
          throw new ConflictError('backup_refused', {
            title: BACKUP_NOT_RESTORED,
            message: error.message,
            destructive: true,
          });
        throw error;
      } finally {
        await owner?.close();
      }
      return audited(db, { restored, before });
    },
  };
}
