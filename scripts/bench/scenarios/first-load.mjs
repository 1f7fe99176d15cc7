// First load, each time in a fresh context (empty cache): Largest Contentful Paint and total
// blocking time (long tasks after the first contentful paint, beyond 50 ms each).
import { setTimeout as sleep } from 'node:timers/promises';
import { newContext } from '../browser.mjs';
import { quick } from '../options.mjs';
import { record } from '../results.mjs';

async function measureFirstLoad(browser, url, name, path, ready) {
  const n = quick ? 3 : 6;
  const lcps = [];
  const tbts = [];
  for (let i = 0; i < n; i++) {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${url}${path}`);
    await page.locator(ready).first().waitFor({ timeout: 60_000 });
    await sleep(1500); // let late long tasks land
    const r = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const tbt = window.__bench.longTasks
        .filter(([start]) => start >= fcp)
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
      return { lcp: window.__bench.lcp, tbt };
    });
    lcps.push(r.lcp);
    tbts.push(r.tbt);
    await context.close();
  }
  record(`${name}: Largest Contentful Paint`, lcps, {});
  record(`${name}: total blocking time`, tbts, {});
}

/** No `figures`: it opens its own contexts rather than using the shared signed-in page. */
export const firstLoad = {
  group: 'load',
  heading: 'First load',
  run: async ({ browser, url }) => {
    await measureFirstLoad(browser, url, 'Login screen', '/', 'h1');
    await measureFirstLoad(browser, url, 'Dashboard after login', '/?bench-login=1', 'main h1');
  },
};
