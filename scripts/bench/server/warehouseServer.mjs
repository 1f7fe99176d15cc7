// The real server (packages/server/dist/main.js) as the bench runs it: on a data folder, on a free
// local port, started and timed to a healthy /api/health, and stopped in order.
import { spawn } from 'node:child_process';
import { freePort } from '../server.mjs';

/** Starts the server on `dataDir`; resolves once /api/health answers, with how long that took. */
export async function startServer(dataDir, env = {}) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['packages/server/dist/main.js'], {
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
  const url = `http://127.0.0.1:${port}`;
  const healthy = () =>
    fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
  while (!(await healthy())) {
    if (exited(child)) throw new Error('the server exited');
    if (performance.now() - started > START_TIMEOUT_MS) {
      await stopServer(child);
      throw new Error(`the server was not healthy after ${START_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { child, url, base: `${url}/api`, startMs: performance.now() - started };
}

/** Stops the server (SIGTERM: it finishes what is under way and stops its PostgreSQL). */
export async function stopServer(child) {
  if (exited(child)) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await gone;
}

/** Whether the process has ended, by itself or by a signal. */
const exited = (child) => child.exitCode !== null || child.signalCode !== null;

/** A cold start that takes longer has failed (the figure's target is 3 s). */
const START_TIMEOUT_MS = 60_000;
