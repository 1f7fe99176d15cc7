import helmet from '@fastify/helmet';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import type { Db } from './db/database';
import { registerAppFiles } from './http/appFiles';
import { registerHealth } from './http/health';
import { registerProblems } from './http/problems';

export interface AppDependencies {
  db: Db;
  /** The built app's folder; null serves the API only. */
  appDir: string | null;
  /** Pino; none in tests. */
  logger?: FastifyBaseLogger;
}

/** The server without listening: plugins, routes and error handling (tests inject requests into it). */
export function buildApp({ db, appDir, logger }: AppDependencies) {
  const app = Fastify({ ...(logger ? { loggerInstance: logger } : { logger: false }), trustProxy: true });
  app.register(helmet, {
    // A back office on a shop's network is often plain HTTP: no forced upgrade, no HSTS.
    hsts: false,
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'upgrade-insecure-requests': null,
        // React Aria positions popovers with inline style attributes.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
      },
    },
  });
  registerProblems(app);
  registerHealth(app, db);
  registerAppFiles(app, appDir);
  return app;
}
