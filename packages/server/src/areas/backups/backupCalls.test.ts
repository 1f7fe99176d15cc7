import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seedWhenEmpty } from '../../db/seed';
import { buildServer } from '../../server';
import { signInAsNew, signInByInject } from '../../testing/signIn';
import { testDatabase } from '../../testing/testDatabase';
import { createSqlApi } from '../sqlApi';

// Issue 39: owners back up, list, download and restore, through HTTP; every other role is refused.
const database = await testDatabase();
await seedWhenEmpty(database.db);
const dir = await mkdtemp(join(tmpdir(), 'backup-calls-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
const api = await createSqlApi(database.db, { backups: { dir } });
const app = buildServer({ db: database.db, api, appDir: null, signInMode: 'demo', backupsDir: dir });
const owner = await signInByInject(app);

describe('Backups over HTTP', () => {
  it('Backup Now: listed with its size and time, downloadable by the owner, recorded in the audit trail', async () => {
    const created = await app.inject({ method: 'POST', url: '/api/backups', headers: owner });
    expect(created.statusCode).toBe(201);
    const backup = created.json();
    expect(backup).toMatchObject({ automatic: false, name: expect.stringMatching(/-manual\.tar$/) });
    expect(backup.size).toBeGreaterThan(1000);
    const listed = await app.inject({ method: 'GET', url: '/api/backups', headers: owner });
    expect(listed.json()).toEqual([backup]);
    const file = await app.inject({ method: 'GET', url: `/api/backups/${backup.name}/file`, headers: owner });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${backup.name}"`);
    expect(file.rawPayload.length).toBe(backup.size);
    const trail = await database.pool.query(
      `select call, record, outcome from audit_entries where call in ('createBackup', 'downloadBackup') order by id`,
    );
    expect(trail.rows).toEqual([
      { call: 'createBackup', record: backup.name, outcome: 'done' },
      { call: 'downloadBackup', record: backup.name, outcome: 'done' },
    ]);
    const missing = await app.inject({
      method: 'GET',
      url: '/api/backups/..%2Fpostgres-password/file',
      headers: owner,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('a manager may not list, take, download or restore a backup (403), and the refusal is recorded', async () => {
    // Staff accounts (demo mode signs anyone in as the owner).
    const staffApp = buildServer({
      db: database.db,
      api,
      appDir: null,
      signInMode: 'production',
      backupsDir: dir,
    });
    const manager = await signInAsNew(staffApp, database.db, 'manager');
    const [backup] = (await app.inject({ method: 'GET', url: '/api/backups', headers: owner })).json();
    for (const request of [
      { method: 'GET', url: '/api/backups' },
      { method: 'POST', url: '/api/backups' },
      { method: 'GET', url: `/api/backups/${backup.name}/file` },
      { method: 'POST', url: `/api/backups/${backup.name}/restore`, payload: { confirmation: 'RESTORE' } },
    ] as const)
      expect((await staffApp.inject({ ...request, headers: manager })).statusCode).toBe(403);
    const refused = await database.pool.query(
      `select count(*)::int as count from audit_entries where call = 'downloadBackup' and outcome = 'refused'`,
    );
    expect(refused.rows[0].count).toBe(1);
  });

  it('Restore: refused without RESTORE typed; with it, a backup of now is taken first and the business is the backup’s', async () => {
    const [backup] = (await app.inject({ method: 'GET', url: '/api/backups', headers: owner })).json();
    const wrong = await app.inject({
      method: 'POST',
      url: `/api/backups/${backup.name}/restore`,
      headers: owner,
      payload: { confirmation: 'restore me' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ confirmation: 'Type RESTORE to confirm' });
    await database.pool.query(`delete from notifications`);
    const restored = await app.inject({
      method: 'POST',
      url: `/api/backups/${backup.name}/restore`,
      headers: owner,
      payload: { confirmation: 'RESTORE' },
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().restored).toEqual(backup);
    expect(restored.json().before.name).not.toBe(backup.name);
    const notifications = await database.pool.query(`select count(*)::int as count from notifications`);
    expect(notifications.rows[0].count).toBeGreaterThan(0);
    // Everyone signs in again after a restore.
    expect((await app.inject({ method: 'GET', url: '/api/backups', headers: owner })).statusCode).toBe(401);
  });
});
