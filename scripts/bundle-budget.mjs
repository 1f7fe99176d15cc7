// Bundle budgets (deterministic sizes, so a check rather than a timing): the JavaScript needed to
// show the login screen, every route chunk, and the page itself (it carries the app's stylesheet),
// gzip-compressed. Prints a table; exits 1 when over.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
export const BUDGET = { initialKb: 110, chunkKb: 60, pageKb: 16, onDemandKb: 200 };

/**
 * Libraries fetched only when a person asks for what they do (a PDF of a receipt), never on the
 * way to a screen: held to their own budget (docs/adr/008-receipts.md).
 */
const ON_DEMAND = [/\/pdf-lib\//];

const dist = new URL('../packages/app/dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/** The entry chunk and everything it imports statically: what the first screen waits for. */
function initialFiles() {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  visit(entryKey);
  return [...seen].map((key) => manifest[key].file);
}

const initial = initialFiles();
const initialBytes = initial.reduce((sum, file) => sum + gzipSize(file), 0);
const onDemand = new Set(
  Object.entries(manifest)
    .filter(([source]) => ON_DEMAND.some((library) => library.test(source)))
    .map(([, chunk]) => chunk.file),
);
const chunks = [...new Set(Object.values(manifest).map((chunk) => chunk.file))]
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({
    file,
    bytes: gzipSize(file),
    initial: initial.includes(file),
    onDemand: onDemand.has(file),
  }))
  .sort((a, b) => b.bytes - a.bytes);

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
console.log('JavaScript, gzip:');
for (const { file, bytes, initial: isInitial, onDemand: isOnDemand } of chunks) {
  console.log(
    `  ${kb(bytes).padStart(9)}  ${file}${isInitial ? '  (initial)' : ''}${isOnDemand ? '  (on demand)' : ''}`,
  );
}
console.log(`  initial (login screen): ${kb(initialBytes)} of at most ${BUDGET.initialKb} KB`);
const pageBytes = gzipSize('index.html');
console.log(
  `The page (index.html, with the stylesheet), gzip: ${kb(pageBytes)} of at most ${BUDGET.pageKb} KB`,
);

const over = [];
if (initialBytes > BUDGET.initialKb * KB)
  over.push(`initial JavaScript ${kb(initialBytes)} > ${BUDGET.initialKb} KB`);
for (const { file, bytes, initial: isInitial, onDemand: isOnDemand } of chunks) {
  const limit = isOnDemand ? BUDGET.onDemandKb : BUDGET.chunkKb;
  if (!isInitial && bytes > limit * KB) over.push(`${file} ${kb(bytes)} > ${limit} KB`);
}
if (pageBytes > BUDGET.pageKb * KB) over.push(`index.html ${kb(pageBytes)} > ${BUDGET.pageKb} KB`);
if (over.length) {
  console.error(`Over budget:\n${over.map((line) => `  - ${line}`).join('\n')}`);
  process.exit(1);
}
console.log('Bundle budgets met.');
