// Server mode's app: the real server, with the app's production build, on the bench database.
// Its cold start on that data folder is measured as it is started. Lighthouse mode's: the same
// server on a fresh data folder (the sample business), as a first `npm start` has it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { record } from '../results.mjs';
import { benchDataDir, ensureBenchDatabase } from './benchDatabase.mjs';
import { hasPostgresTools, queryValue } from './postgres.mjs';
import { signIn } from './saleLoad.mjs';
import { startServer, stopServer } from './warehouseServer.mjs';

const appDir = fileURLToPath(new URL('../../../packages/app/', import.meta.url));
const COLD_STARTS = 3;

let built = null;
/** Builds the server and the app's production build, once per bench run (both modes serve them). */
function buildAppAndServer() {
  built ??= (async () => {
    if (spawnSync('pnpm', ['--filter', '@warehouse/server', 'build'], { stdio: 'ignore' }).status !== 0)
      throw new Error('Building the server failed');
    console.log('Building the app...');
    await build({ root: appDir, logLevel: 'warn' });
  })();
  return built;
}

/**
 * Waits for the server's own start-up work (the POS catalogue it reads ahead) to end, as it has
 * before the first till opens: the figures that follow are of a server at work, not one starting.
 */
async function startUpDone(url) {
  const headers = await signIn(`${url}/api`);
  const response = await fetch(`${url}/api/pos/products`, { headers });
  if (!response.ok) throw new Error(`Reading the POS catalogue failed: ${response.status}`);
  await response.arrayBuffer();
}

/** The server on the bench database, started cold a few times (the last one stays): `{ url, pid, close, database }`. */
export async function serverTarget({ build: wanted }) {
  if (wanted) await buildAppAndServer();
  ensureBenchDatabase();
  const env = { WAREHOUSE_DEMO: '1' };
  const starts = [];
  let server;
  for (let i = 0; i < COLD_STARTS; i++) {
    if (server) await stopServer(server.child);
    server = await startServer(benchDataDir, env);
    starts.push(server.startMs);
  }
  const { child } = server;
  try {
    await startUpDone(server.url);
    record('Cold start on the bench database → healthy /api/health', starts, { target: 3000, metric: 'max' });
    const database = hasPostgresTools()
      ? queryValue(benchDataDir, 'postgres', 'select version()')
      : 'PostgreSQL (embedded)';
    return { url: server.url, pid: child.pid, database, close: () => stopServer(child) };
  } catch (error) {
    await stopServer(child);
    throw error;
  }
}

/**
 * The server in demo mode on a data folder of its own, made for this run and removed after: the
 * sample business, as on a first `npm start`. `{ url, close }`.
 */
export async function freshServerTarget({ build: wanted }) {
  if (wanted) await buildAppAndServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'warehouse-bench-fresh-'));
  try {
    const { child, url } = await startServer(dataDir, { WAREHOUSE_DEMO: '1' });
    return {
      url,
      close: async () => {
        await stopServer(child);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
