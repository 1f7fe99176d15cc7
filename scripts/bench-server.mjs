#!/usr/bin/env node
// `pnpm bench:server` (issue 15): the server's own figures, measured on this machine in one run.
// Builds the server, starts it on a fresh embedded PostgreSQL with the sample business, and prints:
// - sale commit throughput and latency (median, p95) through HTTP, one till at a time and 16 at once;
// - PostgreSQL's own `pgbench -N` on the same cluster (Debian's pgbench, when installed), the
//   reference for what the machine can do in this run;
// - the cold start of the server on an existing data folder (process start to /api/health);
// - the CPU a sale costs the server, its PostgreSQL and the load client (where the time goes);
// - the memory of the server (RSS) and of its PostgreSQL (PSS) at rest.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PG_BIN = '/usr/lib/postgresql/15/bin';
const dataDir = mkdtempSync(join(tmpdir(), 'warehouse-bench-server-'));

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function startServer() {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['packages/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      WAREHOUSE_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  const base = `http://127.0.0.1:${port}/api`;
  while (
    !(await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error('the server exited');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { child, base, startMs: performance.now() - started };
}

async function stopServer(child) {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

/** The headers of a signed-in page of the site (demo sign-in, as the embedded sample allows). */
let signedIn = {};
async function signIn(base) {
  const sameSite = { 'sec-fetch-site': 'same-origin' };
  const response = await fetch(`${base}/session`, {
    method: 'POST',
    headers: { ...sameSite, 'content-type': 'application/json' },
    body: JSON.stringify({ userId: 'owner', password: 'demo' }),
  });
  if (response.status !== 200) throw new Error(`signing in failed: ${response.status}`);
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  signedIn = { ...sameSite, cookie, 'content-type': 'application/json' };
}

let key = 0;
async function sell(base, itemId) {
  const started = performance.now();
  const response = await fetch(`${base}/sales`, {
    method: 'POST',
    headers: signedIn,
    body: JSON.stringify({
      lines: [{ id: itemId, name: itemId, price: 0, quantity: 1 }],
      choice: { kind: 'payment', method: 'cash' },
      idempotencyKey: `bench-${process.pid}-${++key}`,
    }),
  });
  if (response.status !== 201) throw new Error(`a sale failed: ${response.status} ${await response.text()}`);
  return performance.now() - started;
}

/** Enough of each item for every sale: a count on the Downtown Store's floor. */
async function stock(base, itemIds, quantity) {
  for (const itemId of itemIds) {
    const response = await fetch(`${base}/stock/adjustments`, {
      method: 'POST',
      headers: signedIn,
      body: JSON.stringify({
        itemId,
        binId: 'DT-FLOOR',
        kind: 'count',
        quantity: String(quantity),
        reason: 'Bench',
      }),
    });
    if (response.status !== 204)
      throw new Error(`stocking ${itemId} failed: ${response.status} ${await response.text()}`);
  }
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** `clients` tills selling one unit at a time, till number i selling `itemIds[i]` (wrapping). */
async function measureSales(base, clients, total, itemIds) {
  const latencies = [];
  const started = performance.now();
  let left = total;
  await Promise.all(
    Array.from({ length: clients }, async (_, till) => {
      while (left-- > 0) latencies.push(await sell(base, itemIds[till % itemIds.length]));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    perSecond: latencies.length / seconds,
    median: percentile(latencies, 50),
    p95: percentile(latencies, 95),
  };
}

/** CPU time (user + system, ms) a process has used so far. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0; // gone meanwhile (a PostgreSQL backend that ended)
  }
}

/** The CPU the server, its PostgreSQL (all its processes) and this load client use while `work` runs. */
async function cpuDuring(serverPid, work) {
  const usage = () => ({
    server: cpuMs(serverPid),
    postgres: postgresPids().reduce((sum, pid) => sum + cpuMs(pid), 0),
    client: (process.cpuUsage().user + process.cpuUsage().system) / 1000,
  });
  const before = usage();
  const result = await work();
  const after = usage();
  return {
    result,
    cpu: Object.fromEntries(Object.keys(after).map((key) => [key, after[key] - before[key]])),
  };
}

function rssKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/**
 * The memory of the PostgreSQL running on the bench's cluster: the postmaster and its children,
 * as proportional set size (their shared buffers counted once, not once per process).
 */
function postgresPssKb() {
  const pss = (pid) =>
    Number(/Pss:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
  return postgresPids().reduce((sum, pid) => sum + pss(pid), 0);
}

/** The bench cluster's postmaster and its children (backends, writers). */
function postgresPids() {
  const postmaster = Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const pids = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number);
  const children = pids.filter((pid) => {
    try {
      return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === postmaster;
    } catch {
      return false;
    }
  });
  return [postmaster, ...children];
}

function pgbench() {
  if (!existsSync(join(PG_BIN, 'pgbench'))) return null;
  const lines = readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  const env = {
    ...process.env,
    PGHOST: '127.0.0.1',
    PGPORT: lines[3],
    PGUSER: 'warehouse',
    PGPASSWORD: readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim(),
  };
  execFileSync(join(PG_BIN, 'psql'), ['-q', '-d', 'postgres', '-c', 'create database pgbench'], { env });
  execFileSync(join(PG_BIN, 'pgbench'), ['-q', '-i', '-s', '4', 'pgbench'], { env, stdio: 'ignore' });
  const output = execFileSync(join(PG_BIN, 'pgbench'), ['-N', '-c', '8', '-j', '2', '-T', '15', 'pgbench'], {
    env,
    encoding: 'utf8',
  });
  return Number(/tps = ([\d.]+)/.exec(output)?.[1]);
}

if (spawnSync('pnpm', ['--filter', '@warehouse/server', 'build'], { stdio: 'inherit' }).status !== 0)
  process.exit(1);
const running = new Set();
try {
  const first = await startServer();
  running.add(first.child);
  console.log(`First start (initdb, migrations, sample business): ${first.startMs.toFixed(0)} ms`);
  await signIn(first.base);
  const items = (await (await fetch(`${first.base}/pos/products`, { headers: signedIn })).json())
    .slice(0, 16)
    .map((item) => item.id);
  await stock(first.base, items, 100_000);
  await measureSales(first.base, 4, 200, items); // warm-up
  const sequential = await measureSales(first.base, 1, 500, items);
  const { result: concurrent, cpu } = await cpuDuring(first.child.pid, () =>
    measureSales(first.base, 16, 3000, items),
  );
  const sameItem = await measureSales(first.base, 16, 3000, items.slice(0, 1));
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const memory = { server: rssKb(first.child.pid), postgres: postgresPssKb() };
  const tps = pgbench();
  await stopServer(first.child);
  running.delete(first.child);
  const again = await startServer();
  running.add(again.child);
  await stopServer(again.child);
  running.delete(again.child);

  const row = (label, { perSecond, median, p95 }) =>
    `| ${label} | ${perSecond.toFixed(0)} sales/s | ${median.toFixed(1)} ms | ${p95.toFixed(1)} ms |`;
  console.log('\n| sales through HTTP | throughput | median | p95 |\n|---|---|---|---|');
  console.log(row('one till at a time (500)', sequential));
  console.log(row('16 tills at once, each its own product (3,000)', concurrent));
  console.log(row('16 tills at once, all the same product (3,000)', sameItem));
  console.log(
    `\npgbench -N -c 8 -j 2 -T 15 on the same cluster: ${tps === null ? 'pgbench not installed' : `${tps.toFixed(0)} TPS`}`,
  );
  if (tps)
    console.log(
      `16 tills' sales per second as a share of pgbench's TPS: ${(concurrent.perSecond / tps).toFixed(2)}`,
    );
  const perSale = (ms) => `${(ms / 3000).toFixed(2)} ms`;
  console.log(
    `CPU per sale at 16 tills: server ${perSale(cpu.server)}, PostgreSQL ${perSale(cpu.postgres)}, this load client ${perSale(cpu.client)}`,
  );
  console.log(
    `Cold start on an existing data folder (process start to /api/health): ${again.startMs.toFixed(0)} ms`,
  );
  console.log(
    `Memory at rest after the run: server ${(memory.server / 1024).toFixed(0)} MB (RSS), PostgreSQL ${(memory.postgres / 1024).toFixed(0)} MB (PSS of all its processes)`,
  );
} finally {
  for (const child of running) await stopServer(child);
  rmSync(dataDir, { recursive: true, force: true });
}
