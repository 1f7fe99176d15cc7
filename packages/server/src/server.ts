import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import type { SignInMode } from '@warehouse/domain/accounts';
import type { WarehouseApi } from '@warehouse/domain/contract';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { registerRequestGuard } from './areas/accounts/requestGuard';
import { registerSessionRoutes } from './areas/accounts/sessionRoutes';
import { registerBackupRoutes } from './areas/backups/backupRoutes';
import { registerExportRoutes } from './areas/exports/exportRoutes';
import { registerImportRoutes } from './areas/imports/importRoutes';
import type { Db } from './db/database';
import { registerAllowedHosts } from './http/allowedHosts';
import { registerAppFiles } from './http/appFiles';
import { GZIP_LEVEL } from './http/contractJson';
import { registerContractRoutes } from './http/contractRoutes';
import { registerHealth } from './http/health';
import { registerOpenApi } from './http/openApi';
import { registerProblems } from './http/problems';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerTestingRoutes } from './http/testing';

export interface AppDependencies {
  db: Db;
  /** The data contract the routes answer with (the SQL store). */
  api: WarehouseApi;
  /** The built app's folder; null serves the API only. */
  appDir: string | null;
  /** Pino; none in tests. */
  logger?: FastifyBaseLogger;
  /** End-to-end test runs: offer POST /api/testing/reset to whoever sends this token… */
  testingToken?: string | null;
  /** …run on this database (the owner's: the reset empties the audit trail too); `db` by default. */
  resetDb?: Db;
  /** The reverse proxies (addresses, CIDR ranges) whose X-Forwarded-* headers are believed. */
  trustedProxies?: readonly string[];
  /** The names the server answers to (Host); any other gets 421. */
  allowedHosts?: readonly string[];
  /** Demo: anyone signs in as the sample owner; production: staff accounts only. */
  signInMode: SignInMode;
  /** Check every result against its call's declared output before sending it (test runs). */
  checkResponses?: boolean;
  /** The folder backups are kept in, downloaded from by owners; none offers no download. */
  backupsDir?: string | null;
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '::1'];

/** The server without listening: plugins, routes and error handling (tests inject requests into it). */
export function buildServer({
  db,
  api,
  appDir,
  logger,
  testingToken = null,
  resetDb = db,
  trustedProxies = [],
  allowedHosts = LOOPBACK_HOSTS,
  signInMode,
  checkResponses = true,
  backupsDir = null,
}: AppDependencies) {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    // Only the named proxies' X-Forwarded-* count: anyone else's address is the one the socket saw.
    trustProxy: trustedProxies.length > 0 ? [...trustedProxies] : false,
    // Every request has an id in the log (a proxy's X-Request-Id when it sends a plain one), and in
    // the response, so a user's report can be found in the log.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.:-]{1,100}$/.test(given) ? given : randomUUID();
    },
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerAllowedHosts(app, allowedHosts);
  registerSecurityHeaders(app);
  // Large answers travel compressed, for a till on a shop's Wi-Fi. Gzip at level 1: far less work
  // than the default level for most of its gain; small answers (a sale, the badges) are not worth it.
  app.register(compress, { encodings: ['gzip'], threshold: 16 * 1024, zlibOptions: { level: GZIP_LEVEL } });
  registerProblems(app);
  app.register(cookie);
  registerRequestGuard(app, db, signInMode);
  app.register((scope) => registerSessionRoutes(scope, db, signInMode));
  registerHealth(app, db);
  // In a scope of its own, so its routes are added once the plugins before (compression) are in.
  app.register((scope) => registerContractRoutes(scope, db, api, checkResponses));
  if (backupsDir) app.register((scope) => registerBackupRoutes(scope, db, backupsDir));
  app.register((scope) => registerExportRoutes(scope, db, api));
  app.register((scope) => registerImportRoutes(scope, db));
  registerOpenApi(app);
  if (testingToken) registerTestingRoutes(app, resetDb, testingToken);
  registerAppFiles(app, appDir);
  return app;
}
