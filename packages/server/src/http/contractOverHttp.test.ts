import { createHttpApi } from '@warehouse/domain/contract';
import { warehouseContractSuite } from '@warehouse/domain/contract-suite';
import { isoDate } from '@warehouse/domain/format';
import { createSqlApi } from '../areas/sqlApi';
import { buildServer } from '../server';
import { injectFetch } from '../testing/injectFetch';
import { demoOwnerSession } from '../testing/signIn';
import { seededDatabase, testDatabases } from '../testing/testDatabase';

// Issue 15: the whole contract suite as the app meets it: the app's HTTP adapter, the server's
// routes and their checks, the SQL store, PostgreSQL. Every refusal must cross HTTP as the same error.
const databases = testDatabases();

warehouseContractSuite(async (seed, now) => {
  const { db } = await seededDatabase(databases, isoDate(now()), seed);
  const app = buildServer({ db, api: await createSqlApi(db, { now }), appDir: null, signInMode: 'demo' });
  return createHttpApi('/api', injectFetch(app, await demoOwnerSession(db)));
});
