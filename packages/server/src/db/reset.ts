import { getTableName, sql } from 'drizzle-orm';
import type { Db } from './database';
import { seedWhenEmpty } from './seed';
import { schemaTables } from './tables';

const tableNames = schemaTables.map((table) => `"${getTableName(table)}"`);

/**
 * Empties every table and writes the sample business again: for end-to-end tests, which each
 * start from the sample (the server offers it only when started with WAREHOUSE_TESTING=1).
 */
export async function resetToSample(db: Db): Promise<void> {
  // One transaction: no request ever sees the database empty.
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`truncate table ${tableNames.join(', ')} restart identity cascade`));
    await seedWhenEmpty(tx);
  });
}
