// The driver: build, serve, run the scenarios `--only=` selects in order, then the report.
import { check, noBuild, quick, want } from './options.mjs';
import { failures, printTable, writeResults } from './results.mjs';
import { buildApp, serve } from './server.mjs';
import { Session } from './session.mjs';

/**
 * A scenario is `{ group, heading, run(session), figures? }`: `group` is its name for `--only=`,
 * `heading` is printed before it. With `figures` (`[name, target]` pairs) it measures on the
 * shared signed-in page and its missing figures fail if it throws; without, it opens its own
 * contexts and an error ends the bench.
 */
export async function runBench(scenarios) {
  if (!noBuild) await buildApp();
  const server = await serve();
  const session = new Session(server.url);
  const t0 = Date.now();
  try {
    await session.start();
    console.log(
      `Measuring against ${server.url} (bench data: 100k products, 200k sales, 20k deliveries, 2k riders, 50k customers, 5k shelves)`,
    );
    for (const scenario of scenarios) {
      if (!want(scenario.group)) continue;
      if (scenario.figures && !session.page) await session.fresh();
      console.log(scenario.heading);
      if (scenario.figures) await session.attempt(scenario);
      else await scenario.run(session);
    }
  } finally {
    await session.close();
    await server.close();
  }

  printTable();
  const seconds = Math.round((Date.now() - t0) / 1000);
  console.log(`\nMeasured in ${seconds} s.`);
  writeResults({ quick, seconds });
  if (check && failures().length > 0) process.exit(1);
}
