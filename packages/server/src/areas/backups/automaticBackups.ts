// Automatic backups (Settings → Backup): each server process looks every minute; within the hour
// after the time of day the settings give, the one that takes the advisory lock first takes the
// backup unless one was already taken since that time (by this process or another on the same
// folder), then removes the automatic backups past the number to keep. A failure raises a
// notification, once for that day's time.
import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type pg from 'pg';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/database';
import { notifications } from '../../db/schema';
import { ADVISORY_LOCKS } from '../../sql/advisoryLocks';
import { readDocument } from '../overview/businessDocuments';
import { listBackupFiles } from './backupsStore';
import { writeBackup } from './writeBackup';

/** How long after its time a day's backup is still taken (a server started later that day waits for the next). */
const WINDOW_MS = 60 * 60_000;
const CHECK_EVERY_MS = 60_000;

const BACKUP_FAILED_TITLE = 'Backup Failed';

export type AutomaticOutcome = 'off' | 'not due' | 'taken' | 'taken elsewhere' | 'busy' | 'failed';

/** The latest moment at `timeOfDay` (local time) at or before `now`. */
export function lastSlot(now: Date, timeOfDay: string): Date {
  const [hours = 0, minutes = 0] = timeOfDay.split(':').map(Number);
  const slot = new Date(now);
  slot.setHours(hours, minutes, 0, 0);
  if (slot > now) slot.setDate(slot.getDate() - 1);
  return slot;
}

export function automaticBackups(db: Db, dir: string, { log = (_message: string) => {} } = {}) {
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  let failedSlot = 0;

  /** Takes the day's backup if it is due and no one has; what happened. */
  async function runDue(now = new Date()): Promise<AutomaticOutcome> {
    const settings = await readDocument(db, 'settings');
    if (!settings.toggles.backup.automaticBackups) return 'off';
    const slot = lastSlot(now, settings.backup.timeOfDay);
    if (now.getTime() - slot.getTime() >= WINDOW_MS || failedSlot === slot.getTime()) return 'not due';
    const client = await pool.connect();
    try {
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
        ADVISORY_LOCKS.automaticBackup,
      ]);
      if (!rows[0]?.locked) return 'busy';
      try {
        const taken = await listBackupFiles(dir);
        if (taken.some((backup) => backup.automatic && Date.parse(backup.createdAt) >= slot.getTime()))
          return 'taken elsewhere';
        try {
          await writeBackup(pool, dir, { automatic: true, now });
        } catch (error) {
          failedSlot = slot.getTime();
          await raiseFailure(db, now, error);
          log(`the automatic backup failed: ${(error as Error).message}`);
          return 'failed';
        }
        await prune(dir, settings.backup.keep);
        return 'taken';
      } finally {
        await client.query('select pg_advisory_unlock($1)', [ADVISORY_LOCKS.automaticBackup]);
      }
    } finally {
      client.release();
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  return {
    runDue,
    /** Looks every minute until stopped. */
    start() {
      timer = setInterval(() => {
        running = runDue().catch((error) =>
          log(`checking the automatic backup failed: ${(error as Error).message}`),
        );
      }, CHECK_EVERY_MS);
    },
    /** Stops looking, once a backup under way has finished. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/** The automatic backups past the newest `keep` removed (manual ones are the owner's to keep). */
async function prune(dir: string, keep: number) {
  const automatic = (await listBackupFiles(dir)).filter((backup) => backup.automatic);
  for (const old of automatic.slice(keep)) await unlink(join(dir, old.name)).catch(() => {});
}

async function raiseFailure(db: Db, now: Date, error: unknown) {
  await db.insert(notifications).values({
    id: uuidv7(),
    kind: 'backup_failed',
    title: BACKUP_FAILED_TITLE,
    message: `The automatic backup could not be taken: ${String((error as Error).message ?? error).slice(0, 300)}`,
    time: '',
    createdAt: now.toISOString(),
  });
}
