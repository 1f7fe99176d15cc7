import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_PORT, E2E_TESTING_TOKEN, E2E_WORKERS, e2eDatabaseUrl } from './e2e/servers';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

/**
 * End-to-end tests against the real thing: the built app served by the built server, on its own
 * embedded PostgreSQL (or on E2E_DATABASE_URL's), in Debian's Chromium. Each worker has its own server and database, and
 * each test starts from the sample business (e2e/support.ts resets it).
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: E2E_WORKERS,
  retries: 0,
  // Headroom for a busy two-core machine: the longest flows take about 30 s there when two workers,
  // their servers and browsers share it; a wait that fails still fails, only later.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => {
    const port = E2E_BASE_PORT + index;
    const databaseUrl = e2eDatabaseUrl(index);
    return {
      command: 'node packages/server/dist/main.js',
      url: `http://127.0.0.1:${port}/api/health`,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        ...(databaseUrl
          ? { DATABASE_URL: databaseUrl, WAREHOUSE_DEMO: '1' }
          : // Outside test-results/, which Playwright empties at the start of a run.
            { WAREHOUSE_DATA_DIR: join(tmpdir(), `warehouse-e2e-data-${index}`) }),
        WAREHOUSE_TESTING: '1',
        WAREHOUSE_TESTING_TOKEN: E2E_TESTING_TOKEN,
        LOG_LEVEL: 'warn',
      },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    };
  }),
});
