// The server mode's database (issue 18): the bench business (100k products, 1M stock movements,
// 200k sales...) seeded once into a cached data folder, .bench/server-data, and used as it is by
// later runs. It is seeded again when what made it changed (the generators, the seed, the
// migrations) or when its month is over (its sales end on the day it was made).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
export const benchDataDir = join(root, '.bench', 'server-data');
const stampFile = join(root, '.bench', 'server-data.key');

/** The files whose content makes the bench database what it is. */
function sources() {
  const inFolder = (folder, test) =>
    readdirSync(join(root, folder))
      .filter(test)
      .sort()
      .map((name) => join(folder, name));
  return [
    ...inFolder('packages/domain/src/sample', (name) => name.endsWith('.ts') && !name.includes('.test.')),
    'packages/server/src/db/seed.ts',
    ...inFolder('packages/server/drizzle', (name) => name.endsWith('.sql')),
  ];
}

function currentKey() {
  const hash = createHash('sha256');
  hash.update(new Date().toISOString().slice(0, 7));
  for (const file of sources()) hash.update(file).update(readFileSync(join(root, file)));
  return hash.digest('hex');
}

/** The data folder of the bench database, seeded first if it is missing or out of date. Needs the server built. */
export function ensureBenchDatabase() {
  const key = currentKey();
  const stamp = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  if (stamp === key && existsSync(join(benchDataDir, 'postgres'))) {
    console.log('The bench database is ready (.bench/server-data).');
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
  writeFileSync(stampFile, `${key}\n`);
  return benchDataDir;
}
