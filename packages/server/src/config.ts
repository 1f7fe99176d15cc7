import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { defaultAppDir } from './paths';

/** An address (`10.0.0.5`, `::1`) or a CIDR range (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrRange(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  // A range of every address (/0) would believe anyone: it is refused.
  return /^\d{1,3}$/.test(bits) && prefix >= 1 && prefix <= (family === 4 ? 32 : 128);
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((each) => each.trim())
    .filter((each) => each !== '');

const environment = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(4173),
  /**
   * Where to listen. None given: 127.0.0.1 in demo mode (anyone who reaches a demo is the owner),
   * every interface with staff accounts, so tablets and phones on the shop's network reach it.
   */
  HOST: z.string().min(1).optional(),
  /** Any PostgreSQL 15 or newer; without it the server runs its own in WAREHOUSE_DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /**
   * With DATABASE_URL: a login of the runtime role's own (one an administrator granted the role),
   * for the runtime connections; DATABASE_URL's user then only migrates.
   */
  DATABASE_RUNTIME_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  WAREHOUSE_DATA_DIR: z.string().min(1).default('./data'),
  /** The built app to serve; the repository's `packages/app/dist` by default. */
  WAREHOUSE_APP_DIR: z.string().min(1).optional(),
  /**
   * The reverse proxies (TLS termination, a load balancer) whose X-Forwarded-* headers are
   * believed: addresses or CIDR ranges, comma-separated. Anyone else's are ignored.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .refine(
      (value) => value === undefined || value === '0' || list(value).every(isAddressOrRange),
      "must list the proxies' addresses or CIDR ranges, e.g. 127.0.0.1 or 10.0.0.0/8 (not 1: that would believe anyone)",
    ),
  /**
   * The names this server answers to, comma-separated, besides localhost, 127.0.0.1, ::1 and the
   * machine's own addresses and name. A request for any other Host is refused (DNS rebinding).
   */
  ALLOWED_HOSTS: z.string().optional(),
  /** End-to-end test runs: the server offers a reset to the sample business. Never in production. */
  WAREHOUSE_TESTING: z.enum(['0', '1']).default('0'),
  /** The secret the test reset asks for, in its X-Testing-Token header. */
  WAREHOUSE_TESTING_TOKEN: z.string().min(16).optional(),
  /**
   * Demo sign-in (1: anyone signs in as the sample owner) or staff accounts only (0). Unset: demo
   * on the embedded database until a staff account has a password; staff accounts with DATABASE_URL.
   */
  WAREHOUSE_DEMO: z.enum(['0', '1']).optional(),
  /** How sales are written (a comparison of the two): gathered together (the default), or each in its own transaction. */
  WAREHOUSE_SALE_PATH: z.enum(['plain', 'gathered']).default('gathered'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  port: number;
  /** The HOST given, or null to choose by the sign-in mode (see resolveStartMode). */
  host: string | null;
  databaseUrl: string | null;
  databaseRuntimeUrl: string | null;
  dataDir: string;
  appDir: string;
  logLevel: z.infer<typeof environment>['LOG_LEVEL'];
  /** The test reset's token; null when the server is not a test run's. */
  testingToken: string | null;
  /** The proxies whose X-Forwarded-* headers count: addresses and CIDR ranges. */
  trustedProxies: string[];
  /** Extra names the server answers to. */
  allowedHosts: string[];
  /** WAREHOUSE_DEMO as given: 'demo', 'production', or null when unset. */
  demo: 'demo' | 'production' | null;
  salePath: 'plain' | 'gathered';
}

const LOOPBACK = ['127.0.0.1', '::1', 'localhost'];
export const isLoopback = (host: string) => LOOPBACK.includes(host);

/** The environment as typed configuration: the one place the server reads it. Throws naming each bad variable. */
export function readConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = environment.safeParse(env);
  const invalid = (problems: string[]) =>
    new Error(`The server's environment is not valid:\n  ${problems.join('\n  ')}`);
  if (!parsed.success)
    throw invalid(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  const values = parsed.data;
  const testing = values.WAREHOUSE_TESTING === '1';
  // The reset empties the database: only for a test run's server, listening on this machine alone.
  if (testing && !(values.HOST && isLoopback(values.HOST)))
    throw invalid(['WAREHOUSE_TESTING=1 needs HOST=127.0.0.1']);
  if (testing && !values.WAREHOUSE_TESTING_TOKEN)
    throw invalid(['WAREHOUSE_TESTING=1 needs WAREHOUSE_TESTING_TOKEN (16 characters or more)']);
  return {
    port: values.PORT,
    host: values.HOST ?? null,
    databaseUrl: values.DATABASE_URL ?? null,
    databaseRuntimeUrl: values.DATABASE_RUNTIME_URL ?? null,
    dataDir: resolve(values.WAREHOUSE_DATA_DIR),
    appDir: resolve(values.WAREHOUSE_APP_DIR ?? defaultAppDir),
    logLevel: values.LOG_LEVEL,
    testingToken: testing ? (values.WAREHOUSE_TESTING_TOKEN ?? null) : null,
    trustedProxies: values.TRUST_PROXY === '0' ? [] : list(values.TRUST_PROXY),
    allowedHosts: list(values.ALLOWED_HOSTS).map((host) => host.toLowerCase()),
    salePath: values.WAREHOUSE_SALE_PATH,
    demo: values.WAREHOUSE_DEMO === undefined ? null : values.WAREHOUSE_DEMO === '1' ? 'demo' : 'production',
  };
}
