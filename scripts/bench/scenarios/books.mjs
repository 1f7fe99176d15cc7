// Server mode's books (issue 38): `pnpm warehouse verify-books` over the bench database while its
// server runs, as an accountant would run it, timed as a whole process (its start included).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { quick } from '../options.mjs';
import { record } from '../results.mjs';
import { benchDataDir } from '../server/benchDatabase.mjs';
import { databaseUrlOf } from '../server/postgres.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const VERIFY_BOOKS = 'verify-books over the bench database (220k sales, 200k invoices), the whole command';

export const booksCheck = {
  group: 'books',
  heading: 'The books of the bench database checked',
  figures: [[VERIFY_BOOKS, 10]],
  run: async () => {
    const seconds = [];
    let said = '';
    for (let i = 0; i < (quick ? 1 : 3); i++) {
      const started = performance.now();
      const run = spawnSync(process.execPath, ['packages/server/dist/cli.js', 'verify-books'], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: databaseUrlOf(benchDataDir, 'postgres'), LOG_LEVEL: 'warn' },
        encoding: 'utf8',
      });
      seconds.push((performance.now() - started) / 1000);
      said = `${run.stdout}${run.stderr}`.trim();
      // A mismatch is a failure of the books, not a slow figure.
      if (run.status !== 0) throw new Error(`verify-books on the bench database: ${said}`);
    }
    record(VERIFY_BOOKS, seconds, { target: 10, unit: 's', metric: 'max', note: said.split('\n').at(-1) });
  },
};
