// The one test command: lint (Biome, Knip), typecheck, unit, server (on a real PostgreSQL) and story
// tests (vitest), bundle budgets and end-to-end tests (Playwright, against the built server), ending
// with one line "N passed, N failed" that counts every test it ran.
// `npm test -- -u` (or `pnpm test -u`) rewrites the screenshot baselines.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium, ensurePnpm, installPackages, run } from './bootstrap.mjs';

const update = process.argv.includes('-u') || process.argv.includes('--update');
const resultsDir = 'test-results';
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function check(name, status) {
  if (status === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(name);
  }
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** The start of a failure's message, so the summary at the end of a long log says why. */
function firstLines(message = '', count = 6) {
  const lines = message.split('\n').filter((line) => line.trim() !== '');
  return lines.length ? `\n      ${lines.slice(0, count).join('\n      ')}` : '';
}

function countVitest(path, status) {
  const report = readJson(path);
  if (!report) return check('vitest (no report)', status || 1);
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  // A file that fails to load runs no test: count it as a failure, never as nothing.
  for (const file of report.testResults) {
    if (file.status === 'failed' && file.assertionResults.every((t) => t.status !== 'failed')) {
      totals.failed += 1;
      failures.push(file.name);
    }
  }
  for (const file of report.testResults)
    for (const t of file.assertionResults)
      if (t.status === 'failed') failures.push(`${t.fullName}${firstLines(t.failureMessages?.[0])}`);
  if (status !== 0 && report.numFailedTests === 0 && report.numFailedTestSuites === 0)
    check('vitest', status);
}

function countPlaywright(path, status) {
  const report = readJson(path);
  if (!report) return check('playwright (no report)', status || 1);
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {};
  totals.passed += expected;
  totals.failed += unexpected + flaky;
  totals.skipped += skipped;
  if (unexpected + flaky > 0) failures.push(`${unexpected + flaky} end-to-end test(s)`);
  if (status !== 0 && unexpected + flaky === 0) check('playwright', status);
}

const pnpm = ensurePnpm();
installPackages(pnpm);
ensureChromium();
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

console.log('\n▶ Lint and format (Biome)');
check('biome check', run(`${pnpm} exec biome check .`));

console.log('\n▶ Unused files, exports and dependencies (Knip)');
check('knip', run(`${pnpm} exec knip --no-progress`));

console.log('\n▶ Typecheck');
check('typecheck', run(`${pnpm} exec tsc -p tsconfig.json --noEmit`));

console.log('\n▶ Unit and story tests (vitest)');
const vitestJson = `${resultsDir}/vitest.json`;
countVitest(
  vitestJson,
  run(
    `${pnpm} exec vitest run --reporter=default --reporter=json --outputFile.json=${vitestJson}${update ? ' -u' : ''}`,
  ),
);

console.log('\n▶ Build the app and the server');
const built = run(`${pnpm} --filter @warehouse/app build && ${pnpm} --filter @warehouse/server build`);
check('app and server build', built);

if (built === 0) {
  console.log('\n▶ Bundle budgets');
  check('bundle budgets', run('node scripts/bundle-budget.mjs'));

  console.log('\n▶ End-to-end tests (Playwright)');
  const playwrightJson = `${resultsDir}/playwright.json`;
  countPlaywright(
    playwrightJson,
    run(`${pnpm} exec playwright test --reporter=list,json`, {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
    }),
  );
}

if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);
