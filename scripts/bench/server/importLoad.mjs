// The import figure: a CSV of product rows (no variants, each with its category, price, threshold
// and barcode-free) generated here, sent to POST /api/imports/products as one upload, timed to its
// answer; the server's RSS sampled every 50 ms meanwhile (its growth over the RSS just before).
import { rssKb } from './processes.mjs';

const CATEGORIES = ['Electronics', 'Clothing', 'Books', 'Home & Garden', 'Sports'];

/** A CSV of `count` products with SKUs no sample product has. */
export function productsCsv(count) {
  const lines = ['Product Name,SKU,Category,Base Price,Low Stock Threshold'];
  for (let i = 1; i <= count; i++)
    lines.push(
      `Imported item ${i},IMP-${String(i).padStart(6, '0')},${CATEGORIES[i % 5]},${(i % 500) + 0.99},${i % 20}`,
    );
  return `${lines.join('\n')}\n`;
}

/** Imports `count` product rows; rows/s, the seconds taken and the server's RSS growth (MB). */
export async function importProducts(base, headers, serverPid, count) {
  const body = productsCsv(count);
  const before = rssKb(serverPid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssKb(serverPid));
  }, 50);
  const started = performance.now();
  const response = await fetch(`${base}/imports/products`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'text/csv' },
    body,
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const report = await response.json();
  if (response.status !== 200 || report.created !== count)
    throw new Error(`the import answered ${response.status}: ${JSON.stringify(report).slice(0, 300)}`);
  return { rowsPerSecond: count / seconds, seconds, rssGrowthMb: (peak - before) / 1024, bytes: body.length };
}
