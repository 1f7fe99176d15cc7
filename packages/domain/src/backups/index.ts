// @warehouse/domain/backups: backups of the whole business, as Tools lists and restores them.

export type { BackupEntry } from './backup';
export {
  backupDownloadPath,
  backupName,
  checkRestoreConfirmation,
  formatBytes,
  newestBackupsFirst,
  parseBackupName,
  RESTORE_CONFIRMATION,
  RESTORE_CONFIRMATION_MESSAGE,
} from './backup';
