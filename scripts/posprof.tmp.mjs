import { writeFileSync } from 'node:fs';
import { goTo, launch, newContext, openApp, signInToServer } from './bench/browser.mjs';

const url = 'http://127.0.0.1:4999';
const browser = await launch();
const context = await newContext(browser);
const target = { signIn: signInToServer(url) };
const page = await openApp(context, target, '/');
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
await cdp.send('Profiler.start');
await page.evaluate(() => {
  window.__lt = [];
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]);
  }).observe({ type: 'longtask', buffered: false });
});
const started = await page.evaluate(() => performance.now());
await page.evaluate((t) => {
  window.__started = t;
}, started);
await goTo(page, '/pos');
await page.getByRole('searchbox', { name: 'Search products' }).fill('kettle');
await page.waitForFunction(
  () =>
    document.querySelector('[data-results-for]')?.getAttribute('data-results-for') === 'kettle' &&
    document.querySelector('[data-results-for] button') !== null,
  null,
  { timeout: 60000 },
);
const ended = await page.evaluate(() => performance.now());
const { profile } = await cdp.send('Profiler.stop');
const res = await page.evaluate(() =>
  performance
    .getEntriesByType('resource')
    .filter((e) => e.startTime > window.__started)
    .map((e) => ({
      name: e.name,
      start: e.startTime,
      ttfb: e.responseStart - e.startTime,
      dur: e.duration,
      size: e.transferSize,
    })),
);
console.log('longtasks', JSON.stringify(await page.evaluate(() => window.__lt)));
console.log('total', ended - started, 'started at', started, JSON.stringify(res));
// self time by function
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
profile.samples.forEach((id, i) => {
  const n = byId.get(id);
  const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
  self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
});
console.log(
  [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .map(([k, v]) => `${v.toFixed(0).padStart(6)} ms  ${k}`)
    .join('\n'),
);
await browser.close();
