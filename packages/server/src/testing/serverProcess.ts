import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { freePort } from '../net';
import { untilHealthy } from './health';
import { type SessionHeaders, signInOverHttp } from './signIn';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  process: ChildProcess;
  /** Where its API is: http://127.0.0.1:PORT/api. */
  base: string;
  /** A signed-in page's headers (demo mode: the sample owner), for every request to `base`. */
  headers: SessionHeaders;
  stop(): Promise<void>;
}

/**
 * The server as users run it, for tests that kill it or run two of them: built once into its own
 * folder (`name`), then started as separate Node processes. `remove` deletes the build.
 */
export async function builtServer(name: string) {
  const outDir = join(packageDir, 'dist', name);
  await build({
    configFile: join(packageDir, 'vite.config.ts'),
    root: packageDir,
    logLevel: 'warn',
    build: { outDir },
  });
  return {
    /** The built command line (`pnpm warehouse`). */
    cli: join(outDir, 'cli.js'),
    /** The built server (`npm start`'s process). */
    main: join(outDir, 'main.js'),
    /** Starts a server with this environment and resolves once /api/health answers. */
    async start(env: Record<string, string>): Promise<ServerProcess> {
      const port = await freePort();
      const child = spawn(process.execPath, [join(outDir, 'main.js')], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          WAREHOUSE_DEMO: '1',
          ...env,
        },
        stdio: 'inherit',
      });
      const base = `http://127.0.0.1:${port}/api`;
      await untilHealthy(base, child, 30_000);
      return {
        process: child,
        base,
        headers: await signInOverHttp(base),
        async stop() {
          if (child.exitCode !== null || child.signalCode !== null) return;
          child.kill('SIGTERM');
          await once(child, 'exit');
        },
      };
    },
    remove: () => rm(outDir, { recursive: true, force: true }),
  };
}
