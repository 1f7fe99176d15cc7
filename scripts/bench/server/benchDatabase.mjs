// The server mode's database: the bench business (100k products, 1M stock movements,
// 220k sales...) seeded once into a cached data folder, .bench/server-data, and used as it is by
// later runs. It is seeded again when what made it changed (the built seeder, the migrations) or
// when it is a week old (its sales end on the day it was made).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
export const benchDataDir = join(root, '.bench', 'server-data');
const stampFile = join(root, '.bench', 'server-data.key');

/** Its sales end on the day it was seeded: after a week, seed again (the figures' month is rolling). */
const MAX_AGE_DAYS = 7;

/**
 * What the bench database is made by: the built seeder (its chunks' names carry their contents'
 * hashes, so the entry's text changes with any code it runs) and the migrations.
 */
function currentKey() {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(root, 'packages/server/dist/bench-seed.js')));
  const migrations = join(root, 'packages/server/drizzle');
  for (const name of readdirSync(migrations)
    .filter((file) => file.endsWith('.sql'))
    .sort())
    hash.update(name).update(readFileSync(join(migrations, name)));
  return hash.digest('hex');
}

function readStamp() {
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return null;
  }
}

/** The data folder of the bench database, seeded first if it is missing or out of date. Needs the server built. */
export function ensureBenchDatabase() {
  const key = currentKey();
  const stamp = readStamp();
  const ageDays = stamp ? (Date.now() - Date.parse(stamp.seededAt)) / 86_400_000 : Number.POSITIVE_INFINITY;
  if (stamp?.key === key && ageDays < MAX_AGE_DAYS && existsSync(join(benchDataDir, 'postgres'))) {
    console.log(`The bench database is ready (.bench/server-data, seeded ${stamp.seededAt.slice(0, 10)}).`);
    return benchDataDir;
  }
  console.log('Seeding the bench database into .bench/server-data (once; a few minutes)...');
  rmSync(benchDataDir, { recursive: true, force: true });
  rmSync(stampFile, { force: true });
  const seeded = spawnSync(
    process.execPath,
    ['--max-old-space-size=8192', 'packages/server/dist/bench-seed.js'],
    {
      cwd: root,
      env: { ...process.env, WAREHOUSE_DATA_DIR: benchDataDir, LOG_LEVEL: 'warn' },
      stdio: 'inherit',
    },
  );
  if (seeded.status !== 0) throw new Error('Seeding the bench database failed');
  writeFileSync(stampFile, `${JSON.stringify({ key, seededAt: new Date().toISOString() })}\n`);
  return benchDataDir;
}
