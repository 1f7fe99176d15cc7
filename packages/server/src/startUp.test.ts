import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWhenEmpty } from './db/seed';
import { freePort } from './net';
import { builtServer } from './testing/serverProcess';
import { SAME_SITE } from './testing/signIn';
import { testDatabase } from './testing/testDatabase';

// Issue 35: how the server starts, as `npm start` runs it, with real processes: the sign-in mode,
// the address it listens on and what it says about them. Traffic goes to loopback only.
const database = await testDatabase();
await seedWhenEmpty(database.db);
let built: Awaited<ReturnType<typeof builtServer>>;
const dataDirs: string[] = [];
beforeAll(async () => {
  built = await builtServer('start-up-test');
}, 60_000);
afterAll(async () => {
  await built.remove();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  /** The server's JSON log lines so far. */
  log: { level: number; msg: string; listening?: string }[];
  /** Where it listens, from its own report once it runs. */
  listening: string;
  stop(): Promise<void>;
}

/** Starts the built server with exactly this environment (and a port), and waits for its report. */
async function start(env: Record<string, string>): Promise<Started> {
  const port = String(await freePort());
  const child = spawn(process.execPath, [built.main], {
    env: { PATH: process.env.PATH, PORT: port, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const log: Started['log'] = [];
  let buffered = '';
  const running = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const entry = JSON.parse(line);
        log.push(entry);
        if (entry.listening) resolve(entry.listening);
      }
    });
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  const listening = await running;
  return {
    child,
    log,
    listening,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

const said = (started: Started, level: 'info' | 'warn', pattern: RegExp) =>
  started.log.some((entry) => entry.level === (level === 'warn' ? 40 : 30) && pattern.test(entry.msg));

const sessionMode = async (started: Started) => {
  const port = new URL(started.listening).port;
  const response = await fetch(`http://127.0.0.1:${port}/api/session`);
  return (await response.json()).mode;
};

describe('Issue 35: the start-up matrix', () => {
  it('no settings: demo on 127.0.0.1 only; after create-user the next start is staff accounts, and any password is refused', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'warehouse-start-up-'));
    dataDirs.push(dataDir);
    const first = await start({ WAREHOUSE_DATA_DIR: dataDir });
    try {
      expect(first.listening).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(said(first, 'info', /^Demo mode: .*from this machine only \(127\.0\.0\.1\)/)).toBe(true);
      expect(await sessionMode(first)).toBe('demo');
    } finally {
      await first.stop();
    }
    const created = spawnSync(
      process.execPath,
      [
        built.cli,
        'create-user',
        '--password-stdin',
        '--role',
        'owner',
        '--user-id',
        'ada',
        '--name',
        'Ada',
        '--email',
        'ada@shop.example',
      ],
      {
        input: 'a long enough secret\n',
        env: { PATH: process.env.PATH, WAREHOUSE_DATA_DIR: dataDir },
        encoding: 'utf8',
      },
    );
    expect(created.status, created.stderr).toBe(0);
    // Asked for demo all the same: refused, and the log says why.
    const second = await start({ WAREHOUSE_DATA_DIR: dataDir, WAREHOUSE_DEMO: '1' });
    try {
      expect(said(second, 'warn', /demo sign-in is refused once a staff account has a password/)).toBe(true);
      expect(await sessionMode(second)).toBe('production');
      expect(second.log.some((entry) => /every session ended/.test(entry.msg))).toBe(true);
      const port = new URL(second.listening).port;
      const anyPassword = await fetch(`http://127.0.0.1:${port}/api/session`, {
        method: 'POST',
        headers: { ...SAME_SITE, 'content-type': 'application/json' },
        body: JSON.stringify({ userId: 'owner', password: 'anything at all' }),
      });
      expect(anyPassword.status).toBe(401);
    } finally {
      await second.stop();
    }
  }, 120_000);

  it('DATABASE_URL without WAREHOUSE_DEMO: staff accounts, and why', async () => {
    const started = await start({ DATABASE_URL: database.url, HOST: '127.0.0.1' });
    try {
      expect(await sessionMode(started)).toBe('production');
      expect(
        said(started, 'warn', /Staff accounts only: DATABASE_URL is set and WAREHOUSE_DEMO=1 is not/),
      ).toBe(true);
    } finally {
      await started.stop();
    }
  }, 60_000);

  it('demo with HOST=0.0.0.0 asked for on purpose: it runs, with a warning that anyone who reaches it is the owner', async () => {
    const started = await start({ DATABASE_URL: database.url, WAREHOUSE_DEMO: '1', HOST: '0.0.0.0' });
    try {
      expect(
        said(
          started,
          'warn',
          /^Demo mode on 0\.0\.0\.0: anyone who reaches this server signs in as the owner/,
        ),
      ).toBe(true);
      expect(await sessionMode(started)).toBe('demo');
    } finally {
      await started.stop();
    }
  }, 60_000);
});
