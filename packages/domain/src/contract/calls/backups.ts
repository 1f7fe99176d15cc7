// Backups of the whole business: listed, taken ("Backup Now") and restored by owners. Downloading a
// backup's file is a plain route of the server's (backupDownloadPath), for owners too.
import { z } from 'zod';
import type { Role } from '../../accounts/roles';
import type { BackupEntry, RestoredBackup } from '../../backups/backup';
import { defineCall } from '../call';
import { ALL_DATA } from '../dataNames';
import { bool, num, str, text } from '../shapes';

/** Only owners back up, download and restore: a backup holds the whole business. */
const BACKUP_ROLES: readonly Role[] = ['owner'];

const backupEntry: z.ZodType<BackupEntry> = z.object({
  name: str,
  size: num,
  createdAt: str,
  automatic: bool,
});
const restoredBackup: z.ZodType<RestoredBackup> = z.object({ restored: backupEntry, before: backupEntry });

export const backupCalls = {
  /** The backups kept, newest first. */
  listBackups: defineCall({
    method: 'GET',
    path: '/backups',
    output: z.array(backupEntry),
    roles: BACKUP_ROLES,
  }),
  /** "Backup Now": a snapshot of the whole business, kept with the others. */
  createBackup: defineCall({
    method: 'POST',
    path: '/backups',
    output: backupEntry,
    created: true,
    roles: BACKUP_ROLES,
    audit: {
      kind: 'backups',
      label: 'Backed up the business',
      record: (_call, result) => result?.name ?? null,
    },
    changes: ['backups'],
  }),
  /**
   * Replaces the whole business with a listed backup's, once `confirmation` is RESTORE
   * (ValidationError otherwise); a backup of the business as it was is taken first. Refused with
   * `backup_refused` when the file is damaged or was made by another version of the database.
   */
  restoreBackup: defineCall({
    method: 'POST',
    path: '/backups/:id/restore',
    input: z.strictObject({ confirmation: text }),
    output: restoredBackup,
    roles: BACKUP_ROLES,
    audit: { kind: 'backups', label: 'Restored a backup', record: ({ id }) => id ?? null },
    changes: ALL_DATA,
  }),
};
