import { warehouseContractSuite } from '@warehouse/domain/contract-suite';
import { isoDate } from '@warehouse/domain/format';
import { seededDatabase, testDatabases } from '../testing/testDatabase';
import { createSqlApi } from './sqlApi';

// Issue 15: the contract suite, every rule the in-memory implementation passes, on PostgreSQL:
// each test gets its own database seeded with the sample business (or the test's own seed).
const databases = testDatabases();

warehouseContractSuite(async (seed, now) => {
  const { db } = await seededDatabase(databases, isoDate(now()), seed);
  return createSqlApi(db, { now, salePath: 'plain' });
});
