// The POS screen: its product search, then presses on product tiles → the cart and totals painted.
import { setTimeout as sleep } from 'node:timers/promises';
import { waitForResults } from '../browser.mjs';
import { FIGURE_BUDGET_MS, quick, SAMPLE_TIMEOUT_MS } from '../options.mjs';
import { record } from '../results.mjs';
import { searchScenario } from './search.mjs';

const POS_CLICK = 'POS product click → cart and totals painted';
const POS_CLICK_PRESENTED = 'POS product click → frame with the cart presented';
const POS_SCAN = 'POS barcode scan (10 ms a key, Enter) → line painted in the cart (100k products)';

/** A generated item's EAN-13, as generateCatalogue (domain) makes it: 20, the product, the variant. */
function generatedBarcode(productNumber, variant) {
  const body = `20${String(productNumber).padStart(9, '0')}${variant}`;
  let sum = 0;
  for (let i = body.length - 1, weight = 3; i >= 0; i--, weight = 4 - weight) sum += Number(body[i]) * weight;
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/**
 * A keyboard-wedge scanner: the code's keys 10 ms apart, then Enter, each stamped with the moment
 * it is sent (as the operating system stamps a scanner's keys) and sent through the DevTools
 * protocol without waiting for the page to handle it: a busy page finds the keys queued, as a
 * real scanner's would be. (Playwright's keyboard waits for each key to be handled before the
 * next, so a pause of the page would split a scan a real scanner keeps whole.)
 */
async function wedgeScanner(page) {
  const devtools = await page.context().newCDPSession(page);
  return async (code) => {
    const sent = [];
    for (const key of [...code, 'Enter']) {
      const enter = key === 'Enter';
      const windowsVirtualKeyCode = enter ? 13 : key.charCodeAt(0);
      const text = enter ? '\r' : key;
      const timestamp = Date.now() / 1000;
      sent.push(
        devtools.send('Input.dispatchKeyEvent', {
          type: 'keyDown',
          key,
          text,
          windowsVirtualKeyCode,
          timestamp,
        }),
        devtools.send('Input.dispatchKeyEvent', {
          type: 'keyUp',
          key,
          windowsVirtualKeyCode,
          timestamp: timestamp + 0.002,
        }),
      );
      await sleep(10);
    }
    await Promise.all(sent);
  };
}

/**
 * Scans at the till: the codes of the items on the tiles in view that have stock (their numbers
 * read from their generated names), typed as a keyboard-wedge scanner types them.
 */
async function measurePosScans(page) {
  const tiles = page.locator('[data-results-for] button');
  await tiles.first().waitFor({ timeout: 60_000 });
  const codes = [];
  for (const text of await tiles.allInnerTexts()) {
    const named = /^(.*) (\d+)(?: \(Variant (\d)\))?$/m.exec(text.split('\n')[0] ?? '');
    const stock = /(\d+) in stock/.exec(text);
    if (named && stock && Number(stock[1]) > 3)
      codes.push(generatedBarcode(Number(named[2]), Number(named[3] ?? 0)));
  }
  const scan = await wedgeScanner(page);
  const n = quick ? 12 : 40;
  const samples = [];
  let timeouts = 0;
  const started = Date.now();
  // The focus out of the search box, as when a cashier scans between sales.
  await page.getByRole('heading', { level: 1 }).click();
  for (let i = 0; i < n && codes.length > 0 && Date.now() - started < FIGURE_BUDGET_MS; i++) {
    const code = codes[i % codes.length];
    await page.evaluate((t) => window.__bench.armScan(t), SAMPLE_TIMEOUT_MS);
    await scan(code);
    const r = await page.evaluate(() => window.__bench.current.done);
    samples.push(r.ms);
    if (r.timedOut) timeouts++;
    await sleep(60);
  }
  return record(POS_SCAN, samples, { target: 50, timeouts });
}

async function measurePosClicks(page) {
  const tiles = page.locator('[data-results-for] button');
  await tiles.first().waitFor({ timeout: 60_000 });
  const count = Math.min(await tiles.count(), 12);
  const n = quick ? 12 : 40;
  const samples = [];
  const commits = [];
  const work = [];
  let timeouts = 0;
  const started = Date.now();
  for (let i = 0; i < n && Date.now() - started < FIGURE_BUDGET_MS; i++) {
    const tile = tiles.nth((i * 5) % count);
    await tile.scrollIntoViewIfNeeded();
    const box = await tile.boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await sleep(40); // a press lasts a moment; the click happens on release
    await page.evaluate((t) => window.__bench.armCart(t), SAMPLE_TIMEOUT_MS);
    await page.mouse.up();
    const r = await page.evaluate(() => window.__bench.current.done);
    samples.push(r.ms);
    if (r.commitMs !== null) commits.push(r.commitMs);
    if (r.workMs !== null) work.push(r.workMs);
    if (r.timedOut) timeouts++;
    await sleep(60);
  }
  // The 16 ms target is one frame at 60 Hz: the click's work must fit in a frame, so the cart is
  // painted in the first frame after the click. The figure from the event to the frame on screen
  // is reported too; it adds the wait for that frame to begin, which depends only on when in the
  // display's 16.7 ms cycle the click falls (its p95 is ~16 ms for a click that costs nothing).
  record(POS_CLICK, work, {
    target: 16,
    timeouts,
    note: 'the work: click → DOM updated, plus the rendering of the frame that shows it',
  });
  record(POS_CLICK_PRESENTED, samples, {
    note: 'adds the wait for the next frame to begin (0–16.7 ms at 60 Hz, whatever the work)',
  });
  return record('POS product click → cart DOM updated (before the frame)', commits, {});
}

const search = searchScenario({
  group: 'pos',
  path: '/pos',
  name: 'POS product search keystroke → grid painted (100k products)',
  label: 'Search products',
  words: ['kettle', 'eco bot', 'smart 7'],
});

export const pos = {
  ...search,
  figures: [...search.figures, [POS_CLICK, 16], [POS_SCAN, 50]],
  run: async (session) => {
    await search.run(session);
    await waitForResults(session.page);
    await measurePosClicks(session.page);
    await measurePosScans(session.page);
  },
};
