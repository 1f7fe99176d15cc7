/** The end-to-end servers: one per Playwright worker, the first on this port, the next on the next. */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 4179);
export const E2E_WORKERS = 2;
/** What the test servers' reset asks for (they listen on loopback alone, for this run only). */
export const E2E_TESTING_TOKEN = 'e2e-reset-on-loopback-only';

/**
 * With E2E_DATABASE_URL (postgres://…/name), the servers use that PostgreSQL instead of their own
 * embedded ones: worker N on the database name_N, which must exist.
 */
export function e2eDatabaseUrl(workerIndex: number): string | null {
  const given = process.env.E2E_DATABASE_URL;
  if (!given) return null;
  const url = new URL(given);
  url.pathname = `${url.pathname}_${workerIndex}`;
  return url.toString();
}
