import { describe, expect, it } from 'vitest';
import { backupName, checkRestoreConfirmation, formatBytes, parseBackupName } from './backup';

describe('Backups (issue 39)', () => {
  it('a backup is named by its moment and kind, and only such a name is one', () => {
    const name = backupName(new Date('2026-11-27T19:30:05.123Z'), true);
    expect(name).toBe('warehouse-20261127-193005123-auto.tar');
    expect(parseBackupName(name)).toEqual({ createdAt: '2026-11-27T19:30:05.123Z', automatic: true });
    expect(parseBackupName('../postgres-password')).toBeNull();
    expect(parseBackupName(`${name}.partial`)).toBeNull();
  });

  it('a restore needs RESTORE typed', () => {
    expect(() => checkRestoreConfirmation({ confirmation: ' RESTORE ' })).not.toThrow();
    expect(() => checkRestoreConfirmation({ confirmation: 'restore' })).toThrow('Type RESTORE to confirm');
  });

  it('sizes read as people read them', () => {
    expect(formatBytes(930)).toBe('930 bytes');
    expect(formatBytes(12_700)).toBe('12.4 KB');
    expect(formatBytes(1_887_437)).toBe('1.8 MB');
  });
});
