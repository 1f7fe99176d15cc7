import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleSettings } from '@warehouse/domain/sample';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { seedWhenEmpty } from '../../db/seed';
import { testDatabase } from '../../testing/testDatabase';
import { createSqlApi } from '../sqlApi';
import { automaticBackups, lastSlot } from './automaticBackups';
import { listBackupFiles } from './backupsStore';

// Issue 39: the server takes the automatic backup itself, once across its processes, keeps the
// newest few, and a failure raises a notification.
const database = await testDatabase();
await seedWhenEmpty(database.db);
const folder = await mkdtemp(join(tmpdir(), 'automatic-backups-'));
// A second process's pool on the same database.
const other = openDatabase(database.url, () => {}, { max: 2 });
afterAll(async () => {
  await other.close();
  await rm(folder, { recursive: true, force: true });
});
const api = await createSqlApi(database.db);
await api.saveSettings({ ...sampleSettings, backup: { timeOfDay: '02:00', keep: 2 } });
const at = (day: number, time: string) => new Date(`2026-11-${day}T${time}:00`);

describe('Automatic backups', () => {
  it('the last time of day at or before now', () => {
    expect(lastSlot(at(27, '02:30'), '02:00')).toEqual(at(27, '02:00'));
    expect(lastSlot(at(27, '01:30'), '02:00')).toEqual(at(26, '02:00'));
  });

  it('two server processes at the time: one backup, taken once', async () => {
    const first = automaticBackups(database.db, folder);
    const second = automaticBackups(other.db, folder);
    const outcomes = await Promise.all([first.runDue(at(27, '02:00')), second.runDue(at(27, '02:00'))]);
    expect(outcomes.filter((outcome) => outcome === 'taken')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome !== 'taken')).toEqual([
      expect.stringMatching(/^(busy|taken elsewhere)$/),
    ]);
    expect(await second.runDue(at(27, '02:01'))).toBe('taken elsewhere');
    expect(await first.runDue(at(27, '04:00'))).toBe('not due');
    expect((await listBackupFiles(folder)).filter((backup) => backup.automatic)).toHaveLength(1);
  });

  it('keeps the newest as many as Settings says, and only when on', async () => {
    const backups = automaticBackups(database.db, folder);
    expect(await backups.runDue(at(28, '02:00'))).toBe('taken');
    expect(await backups.runDue(at(29, '02:00'))).toBe('taken');
    const kept = (await listBackupFiles(folder)).filter((backup) => backup.automatic);
    expect(kept.map((backup) => backup.createdAt)).toEqual(
      [at(29, '02:00'), at(28, '02:00')].map((d) => d.toISOString()),
    );
    await api.saveSettings({
      ...sampleSettings,
      toggles: { ...sampleSettings.toggles, backup: { automaticBackups: false } },
    });
    expect(await backups.runDue(at(30, '02:00'))).toBe('off');
    await api.saveSettings({ ...sampleSettings, backup: { timeOfDay: '02:00', keep: 2 } });
  });

  it('a failed one raises a notification, once', async () => {
    // A folder that cannot be made (its parent is a file): the backup fails, whoever runs the server.
    const file = join(folder, 'not-a-folder');
    await writeFile(file, '');
    const backups = automaticBackups(database.db, join(file, 'backups'));
    expect(await backups.runDue(at(30, '02:00'))).toBe('failed');
    expect(await backups.runDue(at(30, '02:01'))).toBe('not due');
    const raised = await database.pool.query(`select title from notifications where kind = 'backup_failed'`);
    expect(raised.rows).toEqual([{ title: 'Backup Failed' }]);
  });
});
