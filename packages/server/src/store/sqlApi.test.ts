import { warehouseContractSuite } from '@warehouse/domain/contract-suite';
import { sampleSeed } from '@warehouse/domain/sample';
import { seedWhenEmpty } from '../db/seed';
import { testDatabases } from '../testing/testDatabase';
import { createSqlApi } from './sqlApi';

// Issue 15: the contract suite, every rule the in-memory implementation passes, on PostgreSQL:
// each test gets its own database seeded with the sample business (or the test's own seed).
const databases = testDatabases();

warehouseContractSuite(async (seed, now) => {
  const { db } = await databases.create();
  await seedWhenEmpty(db, { ...sampleSeed(), ...structuredClone(seed) });
  return createSqlApi(db, { now });
});
