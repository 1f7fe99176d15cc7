import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { type Database, openDatabase } from '../db/database';
import { databaseUrlFor } from './databaseUrl';

/**
 * A fresh, migrated database for this test file (a copy of the run's template), dropped after
 * the file's tests. Call at the top of a test file.
 */
export async function testDatabase(): Promise<Database & { url: string }> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `warehouse_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
  const url = databaseUrlFor(adminUrl, name);
  const database = openDatabase(url);
  afterAll(async () => {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  return { ...database, url };
}
