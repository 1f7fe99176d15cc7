// Backups in the in-memory contract: a record of what "Backup Now" took, for the app without a
// server. Memory has no files: a restore checks what the server checks (the confirmation, a listed
// backup) and keeps the business as it is.
import type { WarehouseApi } from '../contract/contract';
import { NotFoundError } from '../contract/errors';
import { type BackupEntry, backupName, checkRestoreConfirmation, newestBackupsFirst } from './backup';

/** What a memory "backup" says its size is: a stand-in, since nothing is written. */
const MEMORY_BACKUP_SIZE = 0;

export function memoryBackups(
  now: () => Date,
): Pick<WarehouseApi, 'listBackups' | 'createBackup' | 'restoreBackup'> {
  let backups: BackupEntry[] = [];
  const take = (): BackupEntry => {
    const at = now();
    const entry = {
      name: backupName(at, false),
      size: MEMORY_BACKUP_SIZE,
      createdAt: at.toISOString(),
      automatic: false,
    };
    backups = [entry, ...backups.filter((backup) => backup.name !== entry.name)];
    return entry;
  };
  return {
    listBackups: async () => structuredClone(newestBackupsFirst(backups)),
    createBackup: async () => structuredClone(take()),
    restoreBackup: async (name, input) => {
      checkRestoreConfirmation(input);
      const restored = backups.find((backup) => backup.name === name);
      if (!restored) throw new NotFoundError('Backup', name);
      return structuredClone({ restored, before: take() });
    },
  };
}
