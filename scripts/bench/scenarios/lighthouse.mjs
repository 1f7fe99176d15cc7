// The login page's first load in Lighthouse's mobile profile (its default: a mid-range phone's
// screen, slow 4G and a CPU four times slower, simulated), as a fresh visitor: a new Chromium
// profile each run, so no session cookie and an empty cache. Judged on the median of the runs, as
// Lighthouse advises for its variance: a Performance score of at least 95 and the largest element
// painted within 2.5 s (Web Vitals' "good").
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../../chromium.mjs';
import { quick } from '../options.mjs';
import { record } from '../results.mjs';

const SCORE = 'Login page, Lighthouse mobile: Performance score';
const FCP = 'Login page, Lighthouse mobile: First Contentful Paint';
const LCP = 'Login page, Lighthouse mobile: Largest Contentful Paint';
const SCRIPT_KB = 'Login page, Lighthouse mobile: JavaScript transferred before sign-in';

const SCORE_TARGET = 95;
const LCP_TARGET_MS = 2500;
const KB = 1024;

/** One Lighthouse run of `url` in a Chromium of its own: the report's figures. */
async function runLighthouse(url) {
  // Chromium, stopped by a signal, leaves its temporary files behind: they go in a folder of the
  // run's own, removed after it.
  const temporary = mkdtempSync(join(tmpdir(), 'warehouse-lighthouse-'));
  const chrome = await launchChrome({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox'],
    envVars: { ...process.env, TMPDIR: temporary },
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error('Lighthouse returned no report');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id];
    const requests = audit('network-requests').details?.items ?? [];
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: audit('first-contentful-paint').numericValue,
      lcp: audit('largest-contentful-paint').numericValue,
      scriptBytes: requests
        .filter((request) => request.resourceType === 'Script')
        .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
      unusedScriptBytes: audit('unused-javascript').details?.overallSavingsBytes ?? 0,
      renderBlockingMs: audit('render-blocking-resources').details?.overallSavingsMs ?? 0,
      uncompressedBytes: audit('uses-text-compression').details?.overallSavingsBytes ?? 0,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      version: lhr.lighthouseVersion,
    };
  } finally {
    chrome.kill();
    rmSync(temporary, { recursive: true, force: true });
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** Lighthouse now and then fails to record a load's trace (NO_NAVSTART): such a run is run again. */
const TRIES = 3;

async function measureLogin(url) {
  const runs = [];
  let retried = 0;
  try {
    for (let i = 0; i < (quick ? 1 : 3); i++) {
      for (let attempt = 1; ; attempt++) {
        try {
          runs.push(await runLighthouse(`${url}/`));
          break;
        } catch (error) {
          if (attempt === TRIES) throw error;
          retried++;
        }
      }
    }
  } catch (error) {
    // As with a scenario on the shared page that throws: the figures not measured miss their targets.
    const note = `did not finish: ${String(error?.message ?? error).split('\n')[0]}`;
    record(SCORE, [], { target: SCORE_TARGET, metric: 'median', atLeast: true, unit: '', note });
    record(LCP, [], { target: LCP_TARGET_MS, metric: 'median', note });
    return;
  }
  const of = (key) => runs.map((run) => run[key]);
  const kb = (bytes) => `${(bytes / KB).toFixed(1)} KiB`;
  record(SCORE, of('score'), {
    target: SCORE_TARGET,
    metric: 'median',
    atLeast: true,
    unit: '',
    note:
      `Lighthouse ${runs[0].version}, median of ${runs.length} runs${retried ? ` (${retried} run again)` : ''}; ` +
      `this machine's benchmark index ` +
      `${Math.round(median(of('benchmarkIndex')))}; savings it still sees: render-blocking ` +
      `${Math.round(median(of('renderBlockingMs')))} ms, unused JavaScript ${kb(median(of('unusedScriptBytes')))}, ` +
      `text compression ${kb(median(of('uncompressedBytes')))}`,
  });
  record(FCP, of('fcp'), { metric: 'median' });
  record(LCP, of('lcp'), { target: LCP_TARGET_MS, metric: 'median' });
  record(
    SCRIPT_KB,
    of('scriptBytes').map((bytes) => bytes / KB),
    { unit: 'KiB', metric: 'median' },
  );
}

/** No `figures`: Lighthouse launches its own Chromium rather than using the shared signed-in page. */
export const loginLighthouse = {
  group: 'lighthouse',
  heading: 'Login page in Lighthouse (mobile: slow 4G, 4x CPU slowdown)',
  run: ({ url }) => measureLogin(url),
};
