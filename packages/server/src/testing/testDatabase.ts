import { randomBytes } from 'node:crypto';
import { type Seed, sampleSeed } from '@warehouse/domain/sample';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { type Database, openDatabase } from '../db/database';
import { seedWhenEmpty } from '../db/seed';
import { databaseUrlFor } from './databaseUrl';

/**
 * Fresh, migrated databases (copies of the run's template, about 40 ms each), all dropped after
 * the file's tests. Call at the top of a test file; `create()` may then be called in any test.
 */
export function testDatabases() {
  const adminUrl = inject('adminDatabaseUrl');
  const admin = new pg.Client({ connectionString: adminUrl });
  const connected = admin.connect();
  const created: { name: string; database: Database }[] = [];
  const seededTemplates = new Map<string, Promise<string>>();
  // A contract suite leaves a database per test: on a busy machine dropping them all takes minutes.
  afterAll(async () => {
    await Promise.all(created.map(({ database }) => database.close()));
    for (const { name } of created) await admin.query(`drop database if exists ${name} with (force)`);
    for (const template of seededTemplates.values())
      await admin.query(`drop database if exists ${await template} with (force)`);
    await admin.end();
  }, 600_000);
  const copyOf = async (template: string) => {
    await connected;
    const name = `warehouse_test_${randomBytes(6).toString('hex')}`;
    await admin.query(`create database ${name} template ${template}`);
    return name;
  };
  const open = (name: string) => {
    const url = databaseUrlFor(adminUrl, name);
    // Small pools that let idle connections go: a file may open a database per test.
    const database = openDatabase(url, () => {}, { max: 4, idleTimeoutMillis: 200 });
    created.push({ name, database });
    return { ...database, url };
  };
  return {
    async create(): Promise<Database & { url: string }> {
      return open(await copyOf(inject('templateDatabase')));
    },
    /**
     * A fresh database holding `seed()`: a copy of a database seeded once per `key` in this file
     * (a copy takes tens of milliseconds; seeding the sample's history, hundreds).
     */
    async createSeeded(key: string, seed: () => Seed): Promise<Database & { url: string }> {
      let template = seededTemplates.get(key);
      if (!template) {
        template = (async () => {
          const name = await copyOf(inject('templateDatabase'));
          const database = openDatabase(databaseUrlFor(adminUrl, name), () => {}, { max: 1 });
          await seedWhenEmpty(database.db, seed());
          await database.close();
          return name;
        })();
        seededTemplates.set(key, template);
      }
      return open(await copyOf(await template));
    },
  };
}

/** One fresh database for this test file. Call at the top of a test file. */
export function testDatabase(): Promise<Database & { url: string }> {
  return testDatabases().create();
}

/** A database holding the sample business of `day` with the parts `overrides` gives replaced. */
/** The longest overrides (as JSON) a file seeds once as a template. */
const OVERRIDES_KEPT_AS_TEMPLATE = 20_000;

export function seededDatabase(
  databases: ReturnType<typeof testDatabases>,
  day: string,
  overrides: Partial<Seed>,
) {
  const seed = () => ({ ...sampleSeed(day), ...structuredClone(overrides) });
  // Each seed is seeded once in a file and copied from there (small overrides, as the contract
  // suite's settings, are the same for many tests); a large one is seeded anew each time.
  const overridden = JSON.stringify(overrides);
  if (overridden.length > OVERRIDES_KEPT_AS_TEMPLATE)
    return databases.create().then(async (database) => {
      await seedWhenEmpty(database.db, seed());
      return database;
    });
  return databases.createSeeded(`sample-${day}-${overridden}`, seed);
}
