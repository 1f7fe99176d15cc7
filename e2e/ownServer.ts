import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../packages/server/src/net';
import { untilHealthy } from '../packages/server/src/testing/health';

/**
 * A server of a test's own, on its own data folder, for flows that stop or kill it: the built
 * server as `npm start` runs it, started again on the same folder as often as the test asks.
 */
export async function ownServer(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'warehouse-e2e-own-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  async function start() {
    child = spawn(process.execPath, ['packages/server/dist/main.js'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        WAREHOUSE_DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: 'inherit',
    });
    await untilHealthy(`${baseURL}/api`, child, 60_000);
  }

  async function stop(signal: NodeJS.Signals = 'SIGTERM') {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = once(running, 'exit');
    running.kill(signal);
    await exited;
  }

  return {
    baseURL,
    start,
    /** `pnpm warehouse create-user …` on this server's data folder (the server stopped), the password on stdin. */
    createUser(args: string[], password: string) {
      const result = spawnSync(
        process.execPath,
        ['packages/server/dist/cli.js', 'create-user', '--password-stdin', ...args],
        {
          input: `${password}\n`,
          env: { ...process.env, WAREHOUSE_DATA_DIR: dataDir, ...env },
          encoding: 'utf8',
        },
      );
      if (result.status !== 0) throw new Error(`create-user failed: ${result.stderr}`);
    },
    /** Kills the server process with no chance to clean up, as a power cut or `kill -9` would. */
    kill: () => stop('SIGKILL'),
    /** Stops it cleanly (its PostgreSQL too) and deletes its data folder. */
    async remove() {
      await stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
