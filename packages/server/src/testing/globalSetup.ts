// Tests bring their own PostgreSQL, as they bring Chromium: TEST_DATABASE_URL when set, otherwise
// one throwaway embedded PostgreSQL for the run. A database migrated once is the template each
// test file copies (about 40 ms), so files never see each other's rows.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase } from '../db/database';
import { startEmbeddedPostgres } from '../db/embeddedPostgres';
import { databaseUrlFor } from './databaseUrl';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A database the tests may create and drop databases from. */
    adminDatabaseUrl: string;
    /** The migrated database each test file copies. */
    templateDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = process.env.TEST_DATABASE_URL ? null : await mkdtemp(join(tmpdir(), 'warehouse-test-pg-'));
  const postgres = dataDir ? await startEmbeddedPostgres({ dataDir, durable: false }) : null;
  const adminUrl = postgres?.url ?? (process.env.TEST_DATABASE_URL as string);
  const template = `warehouse_template_${process.pid}`;

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const pool = new pg.Pool({ connectionString: databaseUrlFor(adminUrl, template), max: 1 });
  await migrateDatabase(pool);
  await pool.end();

  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', template);

  return async () => {
    await admin.query(`drop database if exists ${template}`).catch(() => {});
    await admin.end();
    await postgres?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
