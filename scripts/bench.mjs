#!/usr/bin/env node
// `pnpm bench` (issue 8): builds the app in bench mode (generated data at real catalogue sizes),
// serves it on a free local port, drives Debian's Chromium with Playwright and prints the median
// and 95th percentile of each figure against its target. Writes .bench/results.json.
//
//   node scripts/bench.mjs [--check] [--no-build] [--only=inventory,pos,...] [--quick]
//
// --check exits 1 when a figure misses its target; otherwise the bench is a report and exits 0.
// --quick takes fewer samples (for trying things out; the figures are then less reliable).
//
// Every "to painted" figure starts at the input event's own timestamp (event.timeStamp, taken in
// a capture listener) and ends after the DOM shows the result AND a frame has been produced:
// the result is checked in requestAnimationFrame (the first frame after the commit is the one that
// paints it), then a MessageChannel task posted from that frame callback runs after the frame.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const appDir = join(root, 'packages/app');
const argv = process.argv.slice(2);
const check = argv.includes('--check');
const quick = argv.includes('--quick');
const noBuild = argv.includes('--no-build');
const onlyArg = argv.find((a) => a.startsWith('--only='));
const only = onlyArg ? new Set(onlyArg.slice('--only='.length).split(',')) : null;
const want = (group) => !only || only.has(group);

/** A figure stops sampling after this long, so a slow build cannot make the bench run for ever. */
const FIGURE_BUDGET_MS = quick ? 15_000 : 30_000;
/** One measurement gives up after this long (and counts as this long). */
const SAMPLE_TIMEOUT_MS = 10_000;

// ---------------------------------------------------------------------------------------------
// Build and serve

function build() {
  console.log('Building the app in bench mode...');
  const result = spawnSync('pnpm', ['exec', 'vite', 'build', '--mode', 'bench', '--outDir', 'dist-bench'], {
    cwd: appDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('vite build --mode bench failed');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function serve() {
  const port = await freePort();
  const child = spawn(
    'pnpm',
    [
      'exec',
      'vite',
      'preview',
      '--outDir',
      'dist-bench',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    { cwd: appDir, stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) break;
    } catch {}
    if (child.exitCode !== null || Date.now() > deadline) {
      stop(child);
      throw new Error(`vite preview did not start: ${stderr}`);
    }
    await sleep(200);
  }
  return { child, url };
}

function stop(child) {
  if (!child || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM'); // its process group: pnpm and the vite it started
  } catch {}
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// In-page probes (installed before the app's scripts run)

function installProbes() {
  const bench = {};
  window.__bench = bench;
  // Long tasks and LCP, for the first-load figures.
  bench.longTasks = [];
  bench.lcp = 0;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.lcp = Math.max(bench.lcp, entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {}

  /** Resolves when `isDone()` holds in a frame, with the time after that frame. */
  const untilPainted = (m, isDone, timeoutMs) =>
    new Promise((resolve) => {
      const tick = () => {
        let done = false;
        try {
          done = m.start !== null && isDone();
        } catch {}
        if (done) {
          m.frameAt = performance.now(); // this frame shows the result; its rendering starts now
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            m.end = performance.now();
            resolve();
          };
          channel.port2.postMessage(0);
          return;
        }
        if (performance.now() - m.armedAt > timeoutMs) {
          m.timedOut = true;
          m.end = performance.now();
          resolve();
          return;
        }
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });

  const arm = (startEvent, isDone, timeoutMs) => {
    const m = { armedAt: performance.now(), start: null, end: null, timedOut: false, expected: null };
    const onStart = (event) => {
      if (m.start === null) m.start = event.timeStamp;
    };
    document.addEventListener(startEvent, onStart, { capture: true, once: true });
    m.done = untilPainted(m, () => isDone(m), timeoutMs).then(() => {
      document.removeEventListener(startEvent, onStart, { capture: true });
      return { ms: m.end - (m.start ?? m.armedAt), timedOut: m.timedOut, expected: m.expected };
    });
    bench.current = m;
  };

  /** A keystroke in a search box: done when the results container is for the box's new text. */
  bench.armKey = (timeoutMs) => {
    arm(
      'keydown',
      (m) => {
        const el = document.querySelector('[data-results-for]');
        return m.expected !== null && el?.getAttribute('data-results-for') === m.expected;
      },
      timeoutMs,
    );
    const m = bench.current;
    const onInput = (event) => {
      m.expected = event.target.value;
    };
    document.addEventListener('input', onInput, { capture: true, once: true });
  };

  /** A press on a POS product: done when the cart (its lines and totals) shows something new. */
  bench.armCart = (timeoutMs) => {
    const cartText = () => document.querySelector('section[aria-label="Cart"]')?.textContent ?? '';
    const before = cartText();
    arm('pointerup', () => cartText() !== before, timeoutMs);
    // When the DOM changed (the work), apart from the wait for the next frame to be presented.
    const m = bench.current;
    const section = document.querySelector('section[aria-label="Cart"]');
    if (section) {
      const observer = new MutationObserver(() => {
        m.committed ??= performance.now();
        observer.disconnect();
      });
      observer.observe(section, { subtree: true, childList: true, characterData: true });
    }
    m.done = m.done.then((r) => {
      const commitMs = m.committed === undefined ? null : m.committed - (m.start ?? m.armedAt);
      // The work: the event's handling up to the DOM change, plus the rendering of the frame that
      // shows it (style, layout, paint) — without the idle wait for that frame to begin.
      const workMs = commitMs === null || m.frameAt === undefined ? null : commitMs + (m.end - m.frameAt);
      return { ...r, commitMs, workMs };
    });
  };

  /** A press on a menu entry: done when the new screen's heading and content are shown. */
  bench.armNavigation = (title, timeoutMs) => {
    arm(
      'pointerup',
      () =>
        document.querySelector('main h1, h1')?.textContent === title &&
        document.querySelector('[data-results-for]') !== null,
      timeoutMs,
    );
  };

  /** Frame lengths (rAF to rAF) from now until `stopFrames()`, plus long animation frames. */
  bench.startFrames = () => {
    const frames = [];
    const loafs = [];
    let last = performance.now();
    let running = true;
    const tick = (now) => {
      frames.push(now - last);
      last = now;
      if (running) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    let observer;
    try {
      observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          loafs.push(entry.duration);
          bench.loafDetails = bench.loafDetails ?? [];
          bench.loafDetails.push(
            `${Math.round(entry.startTime)}+${Math.round(entry.duration)} render@${Math.round(entry.renderStart - entry.startTime)} style@${Math.round(entry.styleAndLayoutStart - entry.startTime)} block=${Math.round(entry.blockingDuration)} ` +
              entry.scripts.map((x) => `${x.invokerType}:${x.invoker}:${Math.round(x.duration)}`).join(' | '),
          );
        }
      });
      observer.observe({ type: 'long-animation-frame' });
    } catch {}
    bench.stopFrames = () => {
      running = false;
      observer?.disconnect();
      return { frames, loafs };
    };
  };
}

// ---------------------------------------------------------------------------------------------
// Statistics and the report

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))];
}

const results = [];

function record(name, samples, { target, unit = 'ms', note, timeouts = 0, metric = 'p95' } = {}) {
  const sorted = [...samples].sort((a, b) => a - b);
  const median = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  const max = sorted.at(-1) ?? Number.NaN;
  const value = metric === 'max' ? max : p95;
  const pass = target === undefined ? null : timeouts === 0 && sorted.length > 0 && value <= target;
  const entry = {
    name,
    unit,
    samples: sorted.length,
    median,
    p95,
    max,
    target: target ?? null,
    metric,
    pass,
    timeouts,
    note,
  };
  results.push(entry);
  const fmt = (v) => (Number.isFinite(v) ? v.toFixed(1) : '-');
  console.log(
    `  ${name}: median ${fmt(median)} ${unit}, p95 ${fmt(p95)} ${unit}, n=${sorted.length}` +
      (timeouts ? `, ${timeouts} timed out` : '') +
      (note ? ` (${note})` : ''),
  );
  return entry;
}

function printTable() {
  const fmt = (v) => (Number.isFinite(v) ? v.toFixed(1) : '-');
  const rows = results.map((r) => [
    r.name,
    String(r.samples),
    fmt(r.median),
    fmt(r.p95),
    r.target === null ? 'reported' : `${r.metric === 'max' ? 'max' : 'p95'} ≤ ${r.target} ${r.unit}`,
    r.pass === null ? '' : r.pass ? 'PASS' : 'FAIL',
  ]);
  const header = ['figure', 'n', 'median', 'p95', 'target', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i >= 1 && i <= 3 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
  for (const r of results) if (r.note) console.log(`  ${r.name}: ${r.note}`);
}

// ---------------------------------------------------------------------------------------------
// Scenarios

/** Realistic typing: a word letter by letter, then deleted, then the next word. */
const WORDS = {
  inventory: ['coffee', 'lamp 12', 'gen-0042', 'premium'],
  pos: ['kettle', 'eco bot', 'smart 7'],
  sales: ['ord-g01', 'sarah', 'patel'],
  delivery: ['del-g00', 'nguyen', 'ord-g1'],
  customers: ['emily', 'customer12', 'fischer'],
  shelving: ['b12-1', 'vintage', 'electro'],
};
const POS_CLICK = 'POS product click → cart and totals painted';
const POS_CLICK_PRESENTED = 'POS product click → frame with the cart presented';
const NAVIGATION = 'Navigation Inventory ⇄ Sales, click → screen painted';
const TABLE_SCROLL = 'Open + scroll 100,000-row table: longest frame';
const KEYSTROKES = quick ? 12 : 40;
const TYPING_GAP_MS = 30;

async function openApp(context, url, path) {
  const page = await context.newPage();
  await page.goto(`${url}/?bench-login=1`);
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
  if (path !== '/') await goTo(page, path);
  return page;
}

/**
 * Client-side navigation (the session lives in memory): through the side menu when it has the
 * entry, otherwise as a history change the router follows (the POS, Delivery and Customers
 * screens have no menu entry).
 */
async function goTo(page, path) {
  const link = page.locator(`a[href="${path}"]`).first();
  if (await link.isVisible()) await link.click();
  else
    await page.evaluate((p) => {
      history.pushState(null, '', p);
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, path);
  await page.waitForFunction((p) => location.pathname === p, path);
}

async function waitForResults(page, timeout = 60_000) {
  await page.locator('[data-results-for]').first().waitFor({ state: 'attached', timeout });
}

async function measureTyping(page, name, searchLabel, words) {
  const input = page.getByRole('searchbox', { name: searchLabel });
  await input.click();
  await input.fill('');
  await waitForResults(page);
  await page.waitForFunction(
    () => document.querySelector('[data-results-for]')?.getAttribute('data-results-for') === '',
    null,
    {
      timeout: 60_000,
    },
  );
  const samples = [];
  let timeouts = 0;
  const started = Date.now();
  let budgetHit = false;
  outer: for (let w = 0; samples.length < KEYSTROKES; w++) {
    const word = words[w % words.length];
    const keys = [...word.split(''), ...word.split('').map(() => 'Backspace')];
    for (const key of keys) {
      if (Date.now() - started > FIGURE_BUDGET_MS) {
        budgetHit = true;
        break outer;
      }
      await page.evaluate((t) => window.__bench.armKey(t), SAMPLE_TIMEOUT_MS);
      await page.keyboard.press(key);
      const r = await page.evaluate(() => window.__bench.current.done);
      samples.push(r.ms);
      if (r.timedOut) timeouts++;
      await sleep(TYPING_GAP_MS);
    }
  }
  // Leave the box empty for the next figure.
  if (budgetHit) await input.fill('');
  return record(name, samples, {
    target: 50,
    timeouts,
    note: budgetHit ? `stopped after ${FIGURE_BUDGET_MS / 1000} s` : undefined,
  });
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

async function measureTableScroll(page) {
  // Open the 100,000-row table from the dashboard, then scroll it: wheel steps, then jumps.
  const runs = quick ? 2 : 4;
  const allFrames = [];
  const loafs = [];
  // The generated data is made on the first call that needs it: make it now (through another
  // screen), so the frames measure the app opening the table, not the benchmark's generator.
  await goTo(page, '/sales');
  await waitForResults(page);
  for (let run = 0; run < runs; run++) {
    await goTo(page, '/');
    await page.locator('h1').first().waitFor();
    await sleep(300);
    await page.evaluate(() => window.__bench.startFrames());
    await page.locator('a[href="/inventory"]').first().click();
    const frame = page.locator('[data-results-for] [role="grid"]').first();
    await frame.waitFor({ timeout: 60_000 });
    const scroller = page.locator('[data-results-for] > div').first();
    const box = await scroller.boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let i = 0; i < 40; i++) {
      await page.mouse.wheel(0, 120 + (i % 5) * 80);
      await sleep(16);
    }
    for (const fraction of [0.25, 0.5, 0.9, 1, 0.6, 0]) {
      await scroller.evaluate((el, f) => {
        el.scrollTop = f * (el.scrollHeight - el.clientHeight);
      }, fraction);
      await sleep(120);
    }
    for (let i = 0; i < 20; i++) {
      await page.mouse.wheel(0, 400);
      await sleep(16);
    }
    await sleep(200);
    const r = await page.evaluate(() => window.__bench.stopFrames());
    if (process.env.BENCH_DEBUG) console.log(await page.evaluate(() => window.__bench.loafDetails));
    allFrames.push(...r.frames.slice(1));
    loafs.push(...r.loafs);
  }
  const longest = Math.max(...allFrames, ...loafs);
  const over = allFrames.filter((f) => f > 50).length;
  const entry = record(TABLE_SCROLL, allFrames, {
    target: 50,
    metric: 'max',
    note: `longest frame ${longest.toFixed(1)} ms, ${over} of ${allFrames.length} frames > 50 ms, ${loafs.length} long animation frames`,
  });
  entry.longestFrame = longest;
  entry.framesOver50 = over;
  entry.max = longest;
  entry.pass = longest <= 50;
  return entry;
}

async function measureFirstLoad(browser, url, name, path, ready) {
  const n = quick ? 3 : 6;
  const lcps = [];
  const tbts = [];
  for (let i = 0; i < n; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(installProbes);
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

// ---------------------------------------------------------------------------------------------

async function main() {
  if (!noBuild) build();
  const { child, url } = await serve();
  const cleanup = () => stop(child);
  process.on('SIGINT', () => {
    cleanup();
    process.exit(130);
  });
  let browser;
  const t0 = Date.now();
  try {
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
    console.log(
      `Measuring against ${url} (bench data: 100k products, 200k sales, 20k deliveries, 2k riders, 50k customers, 5k shelves)`,
    );

    if (want('load')) {
      console.log('First load');
      await measureFirstLoad(browser, url, 'Login screen', '/', 'h1');
      await measureFirstLoad(browser, url, 'Dashboard after login', '/?bench-login=1', 'main h1');
    }

    // One signed-in page for the interactive figures; a figure that cannot finish (the page hangs)
    // is reported as failed and the next one starts in a fresh browser context.
    let context;
    let page;
    const fresh = async () => {
      await context?.close().catch(() => {});
      if (context) {
        // A hung page keeps its renderer busy: start over with a new browser.
        await browser.close().catch(() => {});
        browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
      }
      context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript(installProbes);
      page = await openApp(context, url, '/');
      page.setDefaultTimeout(60_000);
    };
    const attempt = async (names, run) => {
      try {
        await run();
      } catch (error) {
        const message = String(error?.message ?? error).split('\n')[0];
        for (const [name, target] of names) {
          if (!results.some((r) => r.name === name))
            record(name, [], { target, note: `did not finish: ${message}` });
        }
        await fresh();
      }
    };
    await fresh();

    const searches = [
      [
        'inventory',
        '/inventory',
        'Inventory search keystroke → table painted (100k products)',
        'Search products',
      ],
      ['pos', '/pos', 'POS product search keystroke → grid painted (100k products)', 'Search products'],
      ['sales', '/sales', 'Sales search keystroke → table painted (200k sales)', 'Search sales'],
      [
        'delivery',
        '/delivery',
        'Delivery search keystroke → table painted (20k deliveries)',
        'Search deliveries',
      ],
      [
        'customers',
        '/customers',
        'Customers search keystroke → cards painted (50k customers)',
        'Search customers',
      ],
      [
        'shelving',
        '/inventory/shelving',
        'Shelving search keystroke → cards painted (5k shelves)',
        'Search shelves',
      ],
    ];
    for (const [group, path, name, label] of searches) {
      if (!want(group)) continue;
      console.log(`${name}`);
      const names = [[name, 50]];
      if (group === 'pos') names.push([POS_CLICK, 16]);
      await attempt(names, async () => {
        await goTo(page, path);
        await waitForResults(page);
        await sleep(500);
        await measureTyping(page, name, label, WORDS[group]);
        if (group === 'pos') {
          await waitForResults(page);
          await measurePosClicks(page);
        }
      });
    }

    if (want('navigation')) {
      console.log('Navigation');
      await attempt([[NAVIGATION, 100]], async () => {
        await goTo(page, '/inventory');
        await waitForResults(page);
        await goTo(page, '/sales');
        await waitForResults(page);
        await measureNavigation(page);
      });
    }
    if (want('scroll')) {
      console.log('Table scroll');
      await attempt([[TABLE_SCROLL, 50]], () => measureTableScroll(page));
    }
    await context.close();
  } finally {
    await browser?.close();
    cleanup();
  }

  printTable();
  const seconds = Math.round((Date.now() - t0) / 1000);
  console.log(`\nMeasured in ${seconds} s.`);
  mkdirSync(join(root, '.bench'), { recursive: true });
  writeFileSync(
    join(root, '.bench/results.json'),
    `${JSON.stringify({ date: new Date().toISOString(), quick, seconds, results }, null, 2)}\n`,
  );
  console.log('Wrote .bench/results.json');
  const failed = results.filter((r) => r.pass === false);
  if (check && failed.length > 0) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
