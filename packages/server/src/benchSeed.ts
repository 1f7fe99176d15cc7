// `node dist/bench-seed.js`: writes the bench business (100,000 products, 220,000 sales and
// their million stock movements, the completed ones to customers invoiced, 20,000 customers,
// 50,000 deliveries, 5,000 purchase orders) to the database the environment names, as the server
// would find it: WAREHOUSE_DATA_DIR's embedded PostgreSQL or DATABASE_URL. An empty database only;
// `pnpm bench --server` keeps the result in a cached data folder. Demo sign-in's owner is added,
// so the bench signs in as the owner.
import { isoDate } from '@warehouse/domain/format';
import { benchBusiness } from '@warehouse/domain/sample';
import exitHook from 'async-exit-hook';
import { sql } from 'drizzle-orm';
import { invoiceBenchSales } from './benchInvoices';
import { readConfig } from './config';
import { connectDatabase } from './db/connect';
import { seedWhenEmpty } from './db/seed';

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) exitHook.unhookEvent(signal);

const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
// As the owner: the bench writes the business as the seed would, and vacuums what it owns.
const { owner: database, embedded } = await connectDatabase(readConfig(process.env), { keepOwner: true });
if (!database) throw new Error('no owner connection');
try {
  const business = benchBusiness(isoDate(new Date()));
  console.log(`Generated the bench business in ${seconds()}; writing it...`);
  if (!(await seedWhenEmpty(database.db, business))) throw new Error('The database holds a business already');
  console.log(
    `Invoiced ${(await invoiceBenchSales(database.db)).toLocaleString('en-US')} sales to customers`,
  );
  // Fresh statistics, as autovacuum would gather them in time: the plans measured are the real ones.
  await database.db.execute(sql`vacuum analyze`);
  console.log(`Wrote the bench business in ${seconds()}`);
} finally {
  await database.close();
  await embedded?.stop();
}
