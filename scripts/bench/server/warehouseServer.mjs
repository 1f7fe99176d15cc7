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
    if (child.exitCode !== null) throw new Error('the server exited');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { child, url, base: `${url}/api`, startMs: performance.now() - started };
}

/** Stops the server (SIGTERM: it finishes what is under way and stops its PostgreSQL). */
export async function stopServer(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}
