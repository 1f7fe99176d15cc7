import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { type Database, openDatabase } from '../db/database';
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
  afterAll(async () => {
    for (const { name, database } of created) {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
    }
    await admin.end();
  });
  return {
    async create(): Promise<Database & { url: string }> {
      await connected;
      const name = `warehouse_test_${randomBytes(6).toString('hex')}`;
      await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
      const url = databaseUrlFor(adminUrl, name);
      // Small pools that let idle connections go: a file may open a database per test.
      const database = openDatabase(url, () => {}, { max: 4, idleTimeoutMillis: 200 });
      created.push({ name, database });
      return { ...database, url };
    },
  };
}

/** One fresh database for this test file. Call at the top of a test file. */
export function testDatabase(): Promise<Database & { url: string }> {
  return testDatabases().create();
}
