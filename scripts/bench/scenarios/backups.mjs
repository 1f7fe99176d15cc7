// Server mode's backup and restore (issue 39): "Backup Now" of the bench database (1M stock
// movements) through the server, timed to its answer; then that file restored with
// `pnpm warehouse restore FILE` into a scratch data folder of its own (a fresh embedded
// PostgreSQL: the restore checks the file, builds the schema, loads, migrates forward and checks
// the ledger), timed to its exit. The bench database is never restored over. The same run's
// reference: every table the backup holds read with COPY TO STDOUT by psql into /dev/null (what
// reading the snapshot costs, before any compression or file), when Debian's client tools are
// there. The backup file and the scratch folder are removed after.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { record } from '../results.mjs';
import { benchDataDir } from '../server/benchDatabase.mjs';
import { hasPostgresTools, queryValue } from '../server/postgres.mjs';
import { signIn } from '../server/saleLoad.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const BACKUP = 'Backup of the bench database (1M movements) through the server';
const RESTORE = 'Restore of that backup into an empty database (pnpm warehouse restore)';
const REFERENCE = 'Reference: every table read with COPY TO STDOUT by psql (no compression)';

/** Every table of the database read with COPY TO STDOUT by Debian's psql into /dev/null. */
function copyEveryTable(dataDir) {
  const tables = queryValue(
    dataDir,
    'postgres',
    "select string_agg(format('%I', relname), ' ') from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'",
  ).split(' ');
  const script = tables.map((table) => `\\copy ${table} to '/dev/null'`).join('\n');
  const pid = readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  const copied = spawnSync(
    '/usr/lib/postgresql/15/bin/psql',
    ['-q', '-v', 'ON_ERROR_STOP=1', '-d', 'postgres'],
    {
      input: script,
      env: {
        ...process.env,
        PGHOST: '127.0.0.1',
        PGPORT: pid[3],
        PGUSER: 'warehouse',
        PGPASSWORD: readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim(),
      },
      stdio: ['pipe', 'ignore', 'inherit'],
    },
  );
  if (copied.status !== 0) throw new Error('psql could not copy every table');
  return tables.length;
}

/** `pnpm warehouse restore FILE --yes` (the built CLI) on a data folder of its own: seconds. */
async function restoreInto(dataDir, file) {
  const started = performance.now();
  const child = spawn(process.execPath, ['packages/server/dist/cli.js', 'restore', file, '--yes'], {
    cwd: root,
    env: { ...process.env, WAREHOUSE_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the restore exited with ${code}`);
  return (performance.now() - started) / 1000;
}

export const backupsBench = {
  group: 'backups',
  heading: 'Backup and restore of the bench database',
  run: async ({ target }) => {
    const base = `${target.url}/api`;
    const headers = await signIn(base);
    if (hasPostgresTools()) {
      const started = performance.now();
      const tables = copyEveryTable(benchDataDir);
      record(REFERENCE, [(performance.now() - started) / 1000], { unit: 's', note: `${tables} tables` });
    }
    const started = performance.now();
    // A call with no body: no content type either.
    const { 'content-type': _, ...plain } = headers;
    const response = await fetch(`${base}/backups`, { method: 'POST', headers: plain });
    const seconds = (performance.now() - started) / 1000;
    if (response.status !== 201) throw new Error(`Backup Now answered ${response.status}`);
    const backup = await response.json();
    const file = join(benchDataDir, 'backups', backup.name);
    const scratch = mkdtempSync(join(tmpdir(), 'warehouse-bench-restore-'));
    try {
      record(BACKUP, [seconds], {
        target: 60,
        unit: 's',
        metric: 'max',
        note: `${(backup.size / 2 ** 20).toFixed(0)} MB`,
      });
      record(RESTORE, [await restoreInto(scratch, file)], { target: 120, unit: 's', metric: 'max' });
    } finally {
      rmSync(scratch, { recursive: true, force: true });
      rmSync(file, { force: true });
    }
  },
};
