#!/usr/bin/env node
// `pnpm bench:server`: the server's own figures, measured on this machine in one
// run. Builds the server, starts it on a fresh embedded PostgreSQL with the sample business, and
// measures:
// - the sale through HTTP: cashiers (1, 8 and 16 at once, and 16 on the same products) committing
//   sales of three lines, as sales/s and p50/p95/p99 latency; then the same at 1 and 16 cashiers
//   on the plain sale path (each sale in its own transaction), and the ledger checked (balances =
//   sums of movements, none negative, every acknowledged sale recorded);
// - PostgreSQL's own `pgbench -N` on the same cluster (Debian's pgbench), the reference for what
//   the machine can do in this run, and our sales/s at 16 cashiers as a share of its TPS;
// - the CPU a sale costs the server, its PostgreSQL and the load client (where the time goes);
// - the cold start of the server on an existing data folder, and the memory at rest;
// - the return through HTTP: 8 clerks at once each taking back one unit of a card sale, p50/p95/p99;
// - Import: 100,000 product rows in one CSV upload, as rows/s and the server's RSS growth.
// Prints a table against the targets and writes .bench/server-results.json (with the machine and
// the database); `--check` exits 1 when a figure misses its target. `--only=import` measures the
// import alone, on a fresh server, with the CPU it cost the server and its PostgreSQL (`--rows=N`
// imports N rows instead of 100,000, for trying things out; it writes no results file).
//
//   node scripts/bench-server.mjs [--check] [--only=import [--rows=N]]
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { importProducts } from './bench/server/importLoad.mjs';
import { hasPostgresTools, ledgerCheck, pgbench, queryValue } from './bench/server/postgres.mjs';
import { cpuDuring, postgresPssKb, rssKb } from './bench/server/processes.mjs';
import { returnAtOnce } from './bench/server/returnLoad.mjs';
import { LOAD_KEY_PREFIX, sellAtOnce, signIn, stockUp } from './bench/server/saleLoad.mjs';
import { startServer, stopServer } from './bench/server/warehouseServer.mjs';

const check = process.argv.includes('--check');
const importOnly = process.argv.includes('--only=import');
const rowsArg = process.argv.find((arg) => arg.startsWith('--rows='));
const importRows = rowsArg ? Number(rowsArg.slice('--rows='.length)) : 100_000;
const dataDir = mkdtempSync(join(tmpdir(), 'warehouse-bench-server-'));
const clusterDir = join(dataDir, 'postgres');

if (spawnSync('pnpm', ['--filter', '@warehouse/server', 'build'], { stdio: 'inherit' }).status !== 0)
  process.exit(1);

const figures = [];
/** A figure, with its target when it has one (`at most` or `at least`). */
const figure = (name, value, unit, target) => {
  const pass = target
    ? target.atMost !== undefined
      ? value <= target.atMost
      : value >= target.atLeast
    : null;
  figures.push({ name, value, unit, target: target ?? null, pass });
};

if (importOnly) {
  await importAlone();
  process.exit();
}

const running = new Set();
try {
  const first = await startServer(dataDir);
  running.add(first.child);
  figure('first start (initdb, migrations, sample business)', first.startMs, 'ms');
  const headers = await signIn(first.base);
  // The POS catalogue's rows: [item, …] (domain/pos/posCatalogue.ts).
  const items = (await (await fetch(`${first.base}/pos/products`, { headers })).json()).rows.map(
    ([itemId]) => itemId,
  );
  await stockUp(first.base, headers, items, 1_000_000);
  const ownLines = (till) => [0, 1, 2].map((line) => items[(till * 3 + line) % items.length]);
  await sellAtOnce(first.base, headers, { cashiers: 4, total: 200, linesOf: ownLines }); // warm-up
  const loads = [
    ['1 cashier (500 sales)', { cashiers: 1, total: 500, linesOf: ownLines }],
    ['8 cashiers (2,000 sales)', { cashiers: 8, total: 2000, linesOf: ownLines }],
    ['16 cashiers (3,000 sales)', { cashiers: 16, total: 3000, linesOf: ownLines }],
    [
      '16 cashiers, all the same 3 products (3,000 sales)',
      { cashiers: 16, total: 3000, linesOf: () => ownLines(0) },
    ],
  ];
  const measured = [];
  let cpu = null;
  for (const [label, load] of loads) {
    const run = await cpuDuring(first.child.pid, clusterDir, () => sellAtOnce(first.base, headers, load));
    measured.push([label, run.result]);
    if (label.startsWith('16 cashiers (')) cpu = { ...run.cpu, sales: load.total };
  }
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const memory = { server: rssKb(first.child.pid), postgres: postgresPssKb(clusterDir) };
  const database = hasPostgresTools()
    ? queryValue(dataDir, 'postgres', 'select version()')
    : 'PostgreSQL (embedded)';
  const tps = hasPostgresTools() ? pgbench(dataDir) : null;
  await stopServer(first.child);
  running.delete(first.child);
  const again = await startServer(dataDir);
  running.add(again.child);
  await stopServer(again.child);
  running.delete(again.child);

  // The plain sale path (each sale in a transaction of its own) on the same data, in the same run:
  // the gathered path is kept only while it earns at least 1.5 times the plain path's sales/s.
  const plain = await startServer(dataDir, { WAREHOUSE_SALE_PATH: 'plain' });
  running.add(plain.child);
  const plainHeaders = await signIn(plain.base);
  await sellAtOnce(plain.base, plainHeaders, { cashiers: 4, total: 200, linesOf: ownLines }); // warm-up
  const plainMeasured = [];
  for (const [label, load] of [loads[0], loads[2]])
    plainMeasured.push([`${label}, plain path`, await sellAtOnce(plain.base, plainHeaders, load)]);
  // Returns at once: each of 8 clerks takes back one unit of a card sale of its own (sold first).
  const returns = await returnAtOnce(plain.base, plainHeaders, { clerks: 8, total: 800, linesOf: ownLines });
  // Every sale either path acknowledged (the two warm-ups' and those returned), checked against the ledger.
  const acknowledged =
    [...measured, ...plainMeasured].reduce((sum, [, result]) => sum + result.acknowledged, 0) + 400 + 800;
  const ledger = hasPostgresTools() ? ledgerCheck(dataDir, LOAD_KEY_PREFIX) : null;
  // Last, on the same server: the imported products would change the sales' catalogue.
  const imported = await importProducts(plain.base, plainHeaders, plain.child.pid, 100_000);
  figure('Import of 100,000 product rows (one CSV upload)', imported.rowsPerSecond, 'rows/s', {
    atLeast: 20_000,
  });
  figure("the server's memory growth during that import (RSS)", imported.rssGrowthMb, 'MB', { atMost: 100 });
  await stopServer(plain.child);
  running.delete(plain.child);

  console.log('\n| sales of 3 lines through HTTP | sales/s | p50 | p95 | p99 |\n|---|---|---|---|---|');
  for (const [label, r] of [...measured, ...plainMeasured])
    console.log(
      `| ${label} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${r.p99.toFixed(1)} ms |`,
    );
  const sixteen = measured[2][1];
  if (tps)
    figure("16 cashiers' sales/s as a share of pgbench -N's TPS", sixteen.perSecond / tps, '', {
      atLeast: 0.35,
    });
  figure('p95 of a sale at 16 cashiers', sixteen.p95, 'ms', { atMost: 25 });
  console.log(
    `\nReturns through HTTP, 8 clerks at once: ${returns.perSecond.toFixed(0)} returns/s, p50 ${returns.p50.toFixed(1)} ms, p95 ${returns.p95.toFixed(1)} ms, p99 ${returns.p99.toFixed(1)} ms`,
  );
  figure('p95 of a return at 8 clerks', returns.p95, 'ms', { atMost: 50 });
  figure(
    "the gathered path's sales/s at 16 cashiers over the plain path's (kept at 1.5 or more)",
    sixteen.perSecond / plainMeasured[1][1].perSecond,
    '',
  );
  figure('cold start on an existing data folder (to a healthy /api/health)', again.startMs, 'ms', {
    atMost: 3000,
  });
  if (ledger) {
    figure('balances that differ from the sum of their movements', ledger.balancesOffTheirMovements, '', {
      atMost: 0,
    });
    figure('balances below zero', ledger.negativeBalances, '', { atMost: 0 });
    figure(
      "products whose kept stock differs from their balances' sum",
      ledger.productStockOffTheirBalances,
      '',
      {
        atMost: 0,
      },
    );
    figure('kept units on hand off the products on sale', ledger.unitsOffTheirProducts, '', { atMost: 0 });
    figure(
      'acknowledged sales not recorded (or recorded twice)',
      Math.abs(acknowledged - ledger.salesRecorded),
      '',
      { atMost: 0 },
    );
  }
  console.log(
    `\npgbench -N -c 8 -j 2 -T 15 on the same cluster: ${tps ? `${tps.toFixed(0)} TPS` : "not measured (Debian's PostgreSQL client tools are not installed)"}`,
  );
  if (cpu) {
    const perSale = (ms) => `${(ms / cpu.sales).toFixed(2)} ms`;
    console.log(
      `CPU per sale at 16 cashiers: server ${perSale(cpu.server)}, PostgreSQL ${perSale(cpu.postgres)}, this load client ${perSale(cpu.client)}`,
    );
  }
  console.log(
    `Memory at rest after the run: server ${(memory.server / 1024).toFixed(0)} MB (RSS), PostgreSQL ${(memory.postgres / 1024).toFixed(0)} MB (PSS of all its processes)`,
  );

  console.log('\n| figure | value | target | |\n|---|---|---|---|');
  for (const f of figures) {
    const target = f.target
      ? f.target.atMost !== undefined
        ? `≤ ${f.target.atMost}`
        : `≥ ${f.target.atLeast}`
      : 'reported';
    const value = Number.isInteger(f.value) ? String(f.value) : f.value.toFixed(f.unit === 'ms' ? 0 : 2);
    console.log(
      `| ${f.name} | ${value} ${f.unit} | ${target} ${f.target ? f.unit : ''} | ${f.pass === null ? '' : f.pass ? 'PASS' : 'FAIL'} |`,
    );
  }
  const machine = {
    cores: cpus().length,
    cpu: cpus()[0]?.model ?? '',
    memoryGb: Math.round(totalmem() / 2 ** 30),
  };
  const benchDir = new URL('../.bench/', import.meta.url);
  mkdirSync(benchDir, { recursive: true });
  writeFileSync(
    new URL('server-results.json', benchDir),
    `${JSON.stringify({ date: new Date().toISOString(), machine, database, pgbenchTps: tps, sales: Object.fromEntries([...measured, ...plainMeasured]), cpuPerSale: cpu, memoryKb: memory, figures }, null, 2)}\n`,
  );
  console.log('Wrote .bench/server-results.json');
  if (check && figures.some((f) => f.pass === false)) process.exitCode = 1;
} finally {
  for (const child of running) await stopServer(child);
  rmSync(dataDir, { recursive: true, force: true });
}

/** `--only=import`: the import on a fresh server (the sample business), and where its CPU went. */
async function importAlone() {
  const server = await startServer(dataDir);
  try {
    const headers = await signIn(server.base);
    const run = await cpuDuring(server.child.pid, clusterDir, () =>
      importProducts(server.base, headers, server.child.pid, importRows),
    );
    const { rowsPerSecond, seconds, rssGrowthMb } = run.result;
    const label = `Import of ${importRows.toLocaleString('en-US')} product rows (one CSV upload)`;
    console.log(
      `\n${label}: ${rowsPerSecond.toFixed(0)} rows/s (${seconds.toFixed(1)} s), server RSS growth ${rssGrowthMb.toFixed(0)} MB` +
        `\nCPU meanwhile: server ${(run.cpu.server / 1000).toFixed(1)} s, PostgreSQL ${(run.cpu.postgres / 1000).toFixed(1)} s`,
    );
    if (check && importRows === 100_000 && (rowsPerSecond < 20_000 || rssGrowthMb >= 100))
      process.exitCode = 1;
  } finally {
    await stopServer(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
