// The command line of `pnpm bench` (usage in scripts/bench.mjs).
const argv = process.argv.slice(2);
const onlyArg = argv.find((a) => a.startsWith('--only='));
const only = onlyArg ? new Set(onlyArg.slice('--only='.length).split(',')) : null;

export const check = argv.includes('--check');
export const quick = argv.includes('--quick');
export const noBuild = argv.includes('--no-build');
/**
 * Where the app's data lives: `memory` (the bench build, generated data in the page), `server`
 * (the real server on the seeded bench database, through the network) and `lighthouse` (the real
 * server on a fresh data folder, the login page in Lighthouse); all three unless one is named.
 */
const MODES = ['memory', 'server', 'lighthouse'];
const named = MODES.filter((mode) => argv.includes(`--${mode}`));
export const modes = named.length > 0 ? named : MODES;
/** Whether `--only=` (if given) names this scenario group. */
export const want = (group) => !only || only.has(group);

/** A figure stops sampling after this long, so a slow build cannot make the bench run for ever. */
export const FIGURE_BUDGET_MS = quick ? 15_000 : 30_000;
/** One measurement gives up after this long (and counts as this long). */
export const SAMPLE_TIMEOUT_MS = 10_000;
