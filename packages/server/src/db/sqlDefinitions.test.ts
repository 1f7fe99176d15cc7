import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../testing/testDatabase';

// What the triggers maintain is read in src/db/sql/, not by replaying the migrations: each file
// holds the current definitions of its functions and triggers, as the migrations left them.
const folder = join(import.meta.dirname, 'sql');
const files = readdirSync(folder).filter((file) => file.endsWith('.sql'));
const definitions = files.map((file) => readFileSync(join(folder, file), 'utf8'));
const named = new Set(
  definitions.flatMap((text) =>
    [...text.matchAll(/CREATE OR REPLACE (?:FUNCTION|TRIGGER)\s+"?([a-z_]+)"?/g)].map((match) => match[1]),
  ),
);

const { db } = await testDatabase();

/** Every function and trigger of the database, as PostgreSQL prints its definition. */
async function databaseLogic(on: Pick<typeof db, 'execute'>) {
  const { rows } = await on.execute<{ name: string; definition: string }>(sql`
    select p.proname as name, pg_get_functiondef(p.oid) as definition
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prokind = 'f'
        -- An extension's own functions (pg_trgm's) are the extension's, not ours.
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
    union all
    select t.tgname, pg_get_triggerdef(t.oid)
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and not t.tgisinternal
    order by 1, 2`);
  return rows;
}

describe('The database logic is visible in src/db/sql/', () => {
  it('every function and trigger of a migrated database is defined in one of its files', async () => {
    const missing = (await databaseLogic(db)).map((row) => row.name).filter((name) => !named.has(name));
    expect(missing).toEqual([]);
  });

  it('the files are the current definitions: applying them to a migrated database changes nothing', async () => {
    const before = await databaseLogic(db);
    let after: Awaited<ReturnType<typeof databaseLogic>> = [];
    // Applied in a transaction that is rolled back: the database is left as the migrations made it.
    await db
      .transaction(async (tx) => {
        for (const text of definitions) await tx.execute(sql.raw(text));
        after = await databaseLogic(tx);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    expect(after).toEqual(before);
  });
});
