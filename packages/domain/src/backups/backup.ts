// Backups of the whole business (Tools → Backup): taken by "Backup Now" or by the server at the
// time Settings → Backup gives, listed with their size and time, restored by an owner.
import { ValidationError } from '../contract/errors';

/** A backup as Tools lists it. */
export interface BackupEntry {
  /** Its file's name: what it is downloaded and restored by. */
  name: string;
  /** Bytes. */
  size: number;
  /** ISO 8601 (UTC), when its snapshot was taken. */
  createdAt: string;
  /** Taken by the server on Settings' schedule, not by "Backup Now". */
  automatic: boolean;
}

/** What restoring asks to be typed, so a business is not replaced by a slip of the finger. */
export const RESTORE_CONFIRMATION = 'RESTORE';

export const RESTORE_CONFIRMATION_MESSAGE = `Type ${RESTORE_CONFIRMATION} to confirm`;

/** What a restore answers: the backup restored, and the one taken just before of what it replaced. */
export interface RestoredBackup {
  restored: BackupEntry;
  /** The backup of the business as it was before the restore. */
  before: BackupEntry;
}

/** Where a backup's file is downloaded from (owners), under /api. */
export const backupDownloadPath = (name: string) => `/backups/${encodeURIComponent(name)}/file`;

/** Newest first. */
export const newestBackupsFirst = (backups: readonly BackupEntry[]): BackupEntry[] =>
  [...backups].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.name.localeCompare(a.name));

/** A backup's file name: when it was taken (UTC, to the millisecond) and whether the schedule took it. */
const NAME = /^warehouse-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})(\d{3})-(auto|manual)\.tar$/;

export function backupName(at: Date, automatic: boolean): string {
  const iso = at.toISOString(); // 2026-11-27T19:30:05.123Z
  const stamp = `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}${iso.slice(20, 23)}`;
  return `warehouse-${stamp}-${automatic ? 'auto' : 'manual'}.tar`;
}

/** What a backup's name says, or null for any other name (never a path). */
export function parseBackupName(name: string): { createdAt: string; automatic: boolean } | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, milli, kind] = match;
  return {
    createdAt: `${year}-${month}-${day}T${hour}:${minute}:${second}.${milli}Z`,
    automatic: kind === 'auto',
  };
}

/** The typed confirmation a restore needs; ValidationError on its field otherwise. */
export function checkRestoreConfirmation(input: { confirmation: string }): void {
  if (input.confirmation.trim() !== RESTORE_CONFIRMATION)
    throw new ValidationError(RESTORE_CONFIRMATION_MESSAGE, { confirmation: RESTORE_CONFIRMATION_MESSAGE });
}

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'];

/** A file's size as people read it: 930 bytes, 12.4 KB, 1.8 MB (1 KB = 1,024 bytes). */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(1)} ${UNITS[unit]}`;
}
