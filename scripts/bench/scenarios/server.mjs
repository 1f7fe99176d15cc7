// Server mode's own figures, measured in Chromium through the network on the bench
// database: the POS catalogue ready after sign-in, the overview's reads, and a paged list scrolled
// a page at a time.
import { setTimeout as sleep } from 'node:timers/promises';
import { goTo, newContext, openApp, waitForResults } from '../browser.mjs';
import { quick } from '../options.mjs';
import { record } from '../results.mjs';

const POS_READY = 'POS catalogue ready to search after sign-in (100k products)';

/** From the dashboard just signed in to, to the POS showing its tiles for a search. */
async function measurePosReady(session) {
  const samples = [];
  for (let i = 0; i < (quick ? 2 : 4); i++) {
    const context = await newContext(session.browser);
    try {
      const page = await openApp(context, session.target, '/');
      const started = await page.evaluate(() => performance.now());
      await goTo(page, '/pos');
      await page.getByRole('searchbox', { name: 'Search products' }).fill('kettle');
      await page.waitForFunction(
        () =>
          document.querySelector('[data-results-for]')?.getAttribute('data-results-for') === 'kettle' &&
          document.querySelector('[data-results-for] button') !== null,
        null,
        { timeout: 60_000 },
      );
      const painted = await page.evaluate(
        () =>
          new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now())))),
      );
      samples.push(painted - started);
    } finally {
      await context.close();
    }
  }
  record(POS_READY, samples, { target: 1500, metric: 'max' });
}

export const posReady = {
  group: 'pos',
  heading: POS_READY,
  figures: [[POS_READY, 1500]],
  run: measurePosReady,
};

/** The overview's reads, as the page asks for them (HTTP on this machine), with their targets. */
const OVERVIEW_READS = [
  ['/api/dashboard', 'Dashboard read through the server (100k products, 220k sales)', 100],
  ['/api/analytics', 'Analytics read through the server (220k sales)', 100],
  ['/api/menu-badges', 'Menu badges read through the server'],
  ['/api/low-stock', 'Low Stock read through the server (100k products)'],
];

export const overviewReads = {
  group: 'dashboard',
  heading: 'Dashboard and Analytics through the server',
  figures: OVERVIEW_READS.map(([, name, target]) => [name, target]),
  run: async ({ page }) => {
    for (const [path, name, target] of OVERVIEW_READS) {
      const samples = await page.evaluate(
        async ({ path, n }) => {
          // One read first, not counted: the figure is of a server at work, and a first read after
          // start meets connections and caches that are still cold.
          await (await fetch(path, { credentials: 'same-origin' })).json();
          const times = [];
          for (let i = 0; i < n; i++) {
            const started = performance.now();
            const response = await fetch(path, { credentials: 'same-origin' });
            if (!response.ok) throw new Error(`${path}: ${response.status}`);
            await response.json();
            times.push(performance.now() - started);
          }
          return times;
        },
        { path, n: quick ? 5 : 20 },
      );
      record(name, samples, target ? { target } : {});
    }
  },
};

const NEXT_PAGE = 'Inventory scrolled to 1,000 rows: next page painted after its end is in view';
const SCROLL_FRAME = 'Inventory scrolled to 1,000 rows: longest frame';
const ROWS = 1000;

/** Inventory's table scrolled to its end again and again until 1,000 rows are loaded. */
async function measurePagedScroll(page) {
  await goTo(page, '/inventory');
  await waitForResults(page);
  await sleep(300);
  await page.evaluate(() => window.__bench.startFrames());
  const samples = [];
  for (let loaded = 0; loaded < ROWS && samples.length < 100; ) {
    const sample = await page.evaluate(async () => {
      // The grid's own frame scrolls (a table that fits the window scrolls in it, not the page).
      const scroller = document.querySelector('[data-results-for] table').parentElement;
      const body = scroller.querySelector('tbody');
      const height = () => Number.parseFloat(body.style.height);
      const before = height();
      const started = performance.now();
      scroller.scrollTop = scroller.scrollHeight;
      while (height() === before) {
        if (performance.now() - started > 10_000) return { ms: 10_000, rows: before };
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      // The frame that shows the new rows, then the rows' count.
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      return { ms: performance.now() - started, rows: height() };
    });
    samples.push(sample.ms);
    const rowHeight = await page.evaluate(
      () => document.querySelector('[data-results-for] tbody tr')?.getBoundingClientRect().height ?? 1,
    );
    loaded = Math.round(sample.rows / rowHeight);
    await sleep(50);
  }
  const frames = await page.evaluate(() => window.__bench.stopFrames());
  record(NEXT_PAGE, samples, { target: 150 });
  const all = [...frames.frames.slice(1), ...frames.loafs];
  record(SCROLL_FRAME, all, { target: 50, metric: 'max' });
}

export const pagedScroll = {
  group: 'scroll',
  heading: 'Paged scroll through the server',
  figures: [
    [NEXT_PAGE, 150],
    [SCROLL_FRAME, 50],
  ],
  run: ({ page }) => measurePagedScroll(page),
};
