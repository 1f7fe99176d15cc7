import type { SignInMode } from '@warehouse/domain/accounts';
import { type Config, isLoopback } from '../../config';

export interface StartMode {
  mode: SignInMode;
  /** Where to listen. */
  host: string;
  /** What the start-up log says about it, and why. */
  notes: { level: 'info' | 'warn'; message: string }[];
}

const CREATE_OWNER = 'create the owner with `pnpm warehouse create-user --role owner`';

/**
 * The sign-in mode and the address to listen on. Demo (anyone signs in as the owner) is for one
 * machine: on by default only for the embedded database while no staff account has a password,
 * and then on 127.0.0.1 alone. On the network it takes both WAREHOUSE_DEMO=1 and a HOST.
 */
export function resolveStartMode(
  config: Pick<Config, 'host' | 'port' | 'databaseUrl' | 'demo' | 'trustedProxies' | 'allowedHosts'>,
  hasPasswordAccounts: boolean,
): StartMode {
  const staff = (why: string | null): StartMode => ({
    mode: 'production',
    host: config.host ?? '0.0.0.0',
    notes: [
      why
        ? { level: 'warn', message: `Staff accounts only: ${why}` }
        : { level: 'info', message: 'Staff accounts: only staff accounts with a password sign in' },
    ],
  });
  if (config.demo === 'production') return staff(null);
  if (hasPasswordAccounts)
    return staff(
      config.demo === 'demo'
        ? 'demo sign-in is refused once a staff account has a password (WAREHOUSE_DEMO=1 ignored)'
        : null,
    );
  if (config.databaseUrl && config.demo !== 'demo')
    return staff(`DATABASE_URL is set and WAREHOUSE_DEMO=1 is not; ${CREATE_OWNER}`);
  // A proxy in front, or other names to answer to, bring the network in as surely as HOST does.
  const reach =
    config.host !== null && !isLoopback(config.host)
      ? `HOST=${config.host}`
      : config.trustedProxies.length > 0
        ? 'TRUST_PROXY'
        : config.allowedHosts.length > 0
          ? 'ALLOWED_HOSTS'
          : null;
  const onNetwork = reach !== null;
  if (onNetwork && config.demo !== 'demo')
    return staff(
      `${reach} would let anyone on the network in as the owner; ${CREATE_OWNER}, or set WAREHOUSE_DEMO=1 to run the demo there on purpose`,
    );
  const host = config.host ?? '127.0.0.1';
  return {
    mode: 'demo',
    host,
    notes: onNetwork
      ? [
          {
            level: 'warn',
            message: `Demo mode on ${host}: anyone who reaches this server signs in as the owner, with any User ID and password`,
          },
        ]
      : [
          {
            level: 'info',
            message: `Demo mode: any User ID and password signs in as the owner, from this machine only (${host})`,
          },
        ],
  };
}
