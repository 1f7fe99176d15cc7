// Presses on the side menu, Inventory ⇄ Sales → the new screen's heading and content painted.
import { setTimeout as sleep } from 'node:timers/promises';
import { goTo, waitForResults } from '../browser.mjs';
import { FIGURE_BUDGET_MS, quick, SAMPLE_TIMEOUT_MS } from '../options.mjs';
import { record } from '../results.mjs';

const NAVIGATION = 'Navigation Inventory ⇄ Sales, click → screen painted';

async function measureNavigation(page) {
  const pair = [
    { path: '/inventory', title: 'Inventory Management' },
    { path: '/sales', title: 'Sales Management' },
  ];
  const n = quick ? 10 : 30;
  const samples = [];
  let timeouts = 0;
  const started = Date.now();
  for (let i = 0; i < n && Date.now() - started < FIGURE_BUDGET_MS * 2; i++) {
    const to = pair[i % 2];
    const link = page.locator(`a[href="${to.path}"]`).first();
    const box = await link.boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await sleep(40);
    await page.evaluate(({ title, t }) => window.__bench.armNavigation(title, t), {
      title: to.title,
      t: SAMPLE_TIMEOUT_MS,
    });
    await page.mouse.up();
    const r = await page.evaluate(() => window.__bench.current.done);
    samples.push(r.ms);
    if (r.timedOut) timeouts++;
    await sleep(150);
  }
  return record(NAVIGATION, samples, { target: 100, timeouts });
}

export const navigation = {
  group: 'navigation',
  heading: 'Navigation',
  figures: [[NAVIGATION, 100]],
  run: async ({ page }) => {
    // Each screen opened once before (its code and data ready); the presses start from Sales.
    await goTo(page, '/inventory');
    await waitForResults(page);
    await goTo(page, '/sales');
    await waitForResults(page);
    await measureNavigation(page);
  },
};
