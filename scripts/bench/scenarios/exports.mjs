// Server mode's exports (issue 39): every one of the bench database's 220k sales exported through
// the server, to CSV and to .xlsx, as a browser downloads them (read to the end, not kept), timed
// from the request to the file's last byte; and how much the server's resident memory grew while
// it wrote them (its peak, sampled every 50 ms, over its RSS just before): a constant-memory export
// grows it by about a page of rows, whatever the list's length.
import { readFileSync } from 'node:fs';
import { quick } from '../options.mjs';
import { record } from '../results.mjs';
import { signIn } from '../server/saleLoad.mjs';

const CSV = 'Export of 220k sales to CSV through the server';
const XLSX = 'Export of 220k sales to .xlsx through the server';
const CSV_MEMORY = "Server's RSS growth while exporting 220k sales to CSV";
const XLSX_MEMORY = "Server's RSS growth while exporting 220k sales to .xlsx";

/** A process's resident memory, MB (Linux). */
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

/** One export downloaded whole: seconds to its last byte, the server's RSS growth (MB) and its lines. */
async function download(url, headers, pid) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 50);
  const started = performance.now();
  try {
    const response = await fetch(url, { headers: { ...headers, 'accept-encoding': 'identity' } });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    let lines = 0;
    for await (const chunk of response.body) for (const byte of chunk) if (byte === 10) lines++;
    return { seconds: (performance.now() - started) / 1000, growth: Math.max(0, peak - before), lines };
  } finally {
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(pid));
  }
}

export const salesExports = {
  group: 'exports',
  heading: 'Exports of the bench sales through the server',
  figures: [
    [CSV, 5],
    [XLSX, 20],
    [CSV_MEMORY, 64],
    [XLSX_MEMORY, 64],
  ],
  run: async ({ target }) => {
    const headers = await signIn(`${target.url}/api`);
    for (const [format, name, seconds, memory, runs] of [
      ['csv', CSV, 5, CSV_MEMORY, quick ? 1 : 3],
      ['xlsx', XLSX, 20, XLSX_MEMORY, quick ? 1 : 2],
    ]) {
      const taken = [];
      for (let i = 0; i < runs; i++)
        taken.push(await download(`${target.url}/api/exports/sales.${format}`, headers, target.pid));
      const note = format === 'csv' ? `${(taken[0].lines - 1).toLocaleString('en-US')} rows` : undefined;
      record(
        name,
        taken.map((each) => each.seconds),
        { target: seconds, unit: 's', metric: 'max', note },
      );
      record(
        memory,
        taken.map((each) => each.growth),
        { target: 64, unit: 'MB', metric: 'max' },
      );
    }
  },
};
