// The figures: median and p95 of each, printed as they come, then a table against the targets and
// .bench/results.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';

const benchDir = fileURLToPath(new URL('../../.bench/', import.meta.url));

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))];
}

const results = [];
/** The mode (memory or server) the figures being recorded are measured in. */
let mode = 'memory';
export const setMode = (next) => {
  mode = next;
};
const fmt = (v) => (Number.isFinite(v) ? v.toFixed(1) : '-');
/** A unit as printed after a figure: ` ms`, or nothing for a score. */
const spaced = (unit) => (unit ? ` ${unit}` : '');

/**
 * Records a figure's samples (against its target, if it has one) and prints its line. `metric` is
 * what the target judges: `p95`, `max` or `median`; with `atLeast` the target is a floor (a score)
 * rather than a ceiling, and the line gives the worst sample (the lowest) instead of the p95.
 */
export function record(
  name,
  samples,
  { target, unit = 'ms', note, timeouts = 0, metric = 'p95', atLeast = false } = {},
) {
  const sorted = [...samples].sort((a, b) => a - b);
  const median = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  const max = sorted.at(-1) ?? Number.NaN;
  const min = sorted[0] ?? Number.NaN;
  const value = metric === 'max' ? max : metric === 'median' ? median : p95;
  const pass =
    target === undefined
      ? null
      : timeouts === 0 && sorted.length > 0 && (atLeast ? value >= target : value <= target);
  const entry = {
    mode,
    name,
    unit,
    samples: sorted.length,
    median,
    p95,
    max,
    min,
    target: target ?? null,
    metric,
    atLeast,
    pass,
    timeouts,
    note,
  };
  results.push(entry);
  const spread = atLeast ? `worst ${fmt(min)}${spaced(unit)}` : `p95 ${fmt(p95)}${spaced(unit)}`;
  console.log(
    `  [${mode}] ${name}: median ${fmt(median)}${spaced(unit)}, ${spread}, n=${sorted.length}` +
      (timeouts ? `, ${timeouts} timed out` : '') +
      (note ? ` (${note})` : ''),
  );
  return entry;
}

/** The table of every figure recorded, then each figure's note. */
export function printTable() {
  const rows = results.map((r) => [
    r.mode,
    r.name,
    String(r.samples),
    fmt(r.median),
    r.atLeast ? '-' : fmt(r.p95),
    fmt(r.atLeast ? r.min : r.max),
    r.target === null ? 'reported' : `${r.metric} ${r.atLeast ? '≥' : '≤'} ${r.target}${spaced(r.unit)}`,
    r.pass === null ? '' : r.pass ? 'PASS' : 'FAIL',
  ]);
  // The last figure column is the worst sample: the highest time, the lowest score.
  const header = ['mode', 'figure', 'n', 'median', 'p95', 'worst', 'target', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i >= 2 && i <= 5 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
  for (const r of results) if (r.note) console.log(`  [${r.mode}] ${r.name}: ${r.note}`);
}

/** Whether a figure of this name has been recorded in this mode (a scenario that failed part-way may have some). */
export const recorded = (name) => results.some((r) => r.name === name && r.mode === mode);

/** The figures that missed their target. */
export const failures = () => results.filter((r) => r.pass === false);

/** The results, with the machine and (server mode) the database they were measured on. */
export function writeResults({ quick, seconds, database }) {
  const machine = {
    cores: cpus().length,
    cpu: cpus()[0]?.model ?? '',
    memoryGb: Math.round(totalmem() / 2 ** 30),
  };
  mkdirSync(benchDir, { recursive: true });
  writeFileSync(
    `${benchDir}results.json`,
    `${JSON.stringify({ date: new Date().toISOString(), quick, seconds, machine, database, results }, null, 2)}\n`,
  );
  console.log('Wrote .bench/results.json');
}
