// The driver: for each mode, build and serve, run the scenarios `--only=` selects in order, then
// the report of both modes.
import { signInToBenchBuild, signInToServer } from './browser.mjs';
import { check, modes, noBuild, quick, want } from './options.mjs';
import { failures, printTable, setMode, writeResults } from './results.mjs';
import { freshServerTarget, serverTarget } from './server/serverTarget.mjs';
import { buildApp, serve } from './server.mjs';
import { Session } from './session.mjs';

const SIZES = {
  memory:
    'bench data in the page: 100k products, 200k sales, 20k deliveries, 2k riders, 50k customers, 5k shelves',
  server:
    'the real server on the bench database: 100k products, 1M stock movements, 220k sales (all but one in twenty to customers, and those invoiced: 200k invoices), 20k customers, 50k deliveries, 5k purchase orders',
  lighthouse: 'the real server on a fresh data folder (the sample business), as on a first start',
};

/** The app of a mode, served: `{ url, signIn(page), close(), database? }`. */
async function targetOf(mode) {
  if (mode === 'server') {
    const server = await serverTarget({ build: !noBuild });
    return { ...server, signIn: signInToServer(server.url) };
  }
  if (mode === 'lighthouse') {
    const server = await freshServerTarget({ build: !noBuild });
    return { ...server, signIn: signInToServer(server.url) };
  }
  if (!noBuild) await buildApp();
  const server = await serve();
  return { ...server, signIn: signInToBenchBuild(server.url) };
}

/**
 * A scenario is `{ group, heading, run(session), figures? }`: `group` is its name for `--only=`,
 * `heading` is printed before it. With `figures` (`[name, target]` pairs) it measures on the
 * shared signed-in page and its missing figures fail if it throws; without, it opens its own
 * contexts and an error ends the bench. `scenarios` has a list for each mode.
 */
export async function runBench(scenarios) {
  const t0 = Date.now();
  let database;
  for (const mode of modes) {
    // A mode none of whose scenarios `--only=` names is not built or served at all.
    if (!scenarios[mode].some((scenario) => want(scenario.group))) continue;
    setMode(mode);
    const target = await targetOf(mode);
    database ??= target.database;
    const session = new Session(target);
    try {
      await session.start();
      console.log(`Measuring against ${target.url} (${SIZES[mode]})`);
      for (const scenario of scenarios[mode]) {
        if (!want(scenario.group)) continue;
        if (scenario.figures && !session.page) await session.fresh();
        console.log(scenario.heading);
        if (scenario.figures) await session.attempt(scenario);
        else await scenario.run(session);
      }
    } finally {
      // The server and its PostgreSQL are stopped even if the browser would not close.
      await session.close().catch((error) => console.error(error));
      await target.close();
    }
  }

  printTable();
  const seconds = Math.round((Date.now() - t0) / 1000);
  console.log(`\nMeasured in ${seconds} s.`);
  writeResults({ quick, seconds, database });
  if (check && failures().length > 0) process.exit(1);
}
