/** The end-to-end servers: one per Playwright worker, the first on this port, the next on the next. */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 4179);
export const E2E_WORKERS = 2;
