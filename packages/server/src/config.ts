import { resolve } from 'node:path';
import type { SignInMode } from '@warehouse/domain/accounts';
import { z } from 'zod';
import { defaultAppDir } from './paths';

const environment = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(4173),
  /** Every interface by default, so tablets and phones on the shop's network reach it. */
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Any PostgreSQL 15 or newer; without it the server runs its own in WAREHOUSE_DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  WAREHOUSE_DATA_DIR: z.string().min(1).default('./data'),
  /** The built app to serve; the repository's `packages/app/dist` by default. */
  WAREHOUSE_APP_DIR: z.string().min(1).optional(),
  /** Behind a reverse proxy (TLS termination, a load balancer): trust its X-Forwarded-* headers. */
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
  /** End-to-end test runs: the server offers a reset to the sample business. Never in production. */
  WAREHOUSE_TESTING: z.enum(['0', '1']).default('0'),
  /**
   * Demo sign-in (1: anyone signs in as the sample owner) or staff accounts only (0). Demo by
   * default on the embedded sample database, accounts only with DATABASE_URL.
   */
  WAREHOUSE_DEMO: z.enum(['0', '1']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
  appDir: string;
  logLevel: z.infer<typeof environment>['LOG_LEVEL'];
  testing: boolean;
  trustProxy: boolean;
  signInMode: SignInMode;
}

/** The environment as typed configuration: the one place the server reads it. Throws naming each bad variable. */
export function readConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`The server's environment is not valid:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  // The reset empties the database: only for a test run's server, listening on this machine alone.
  if (values.WAREHOUSE_TESTING === '1' && !['127.0.0.1', '::1', 'localhost'].includes(values.HOST))
    throw new Error("The server's environment is not valid:\n  WAREHOUSE_TESTING=1 needs HOST=127.0.0.1");
  return {
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL ?? null,
    dataDir: resolve(values.WAREHOUSE_DATA_DIR),
    appDir: resolve(values.WAREHOUSE_APP_DIR ?? defaultAppDir),
    logLevel: values.LOG_LEVEL,
    testing: values.WAREHOUSE_TESTING === '1',
    trustProxy: values.TRUST_PROXY === '1',
    signInMode: (values.WAREHOUSE_DEMO ?? (values.DATABASE_URL ? '0' : '1')) === '1' ? 'demo' : 'production',
  };
}
