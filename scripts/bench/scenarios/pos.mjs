// The POS screen: its product search, then presses on product tiles → the cart and totals painted.
import { setTimeout as sleep } from 'node:timers/promises';
import { waitForResults } from '../browser.mjs';
import { FIGURE_BUDGET_MS, quick, SAMPLE_TIMEOUT_MS } from '../options.mjs';
import { record } from '../results.mjs';
import { searchScenario } from './search.mjs';

const POS_CLICK = 'POS product click → cart and totals painted';
const POS_CLICK_PRESENTED = 'POS product click → frame with the cart presented';

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
  figures: [...search.figures, [POS_CLICK, 16]],
  run: async (session) => {
    await search.run(session);
    await waitForResults(session.page);
    await measurePosClicks(session.page);
  },
};
