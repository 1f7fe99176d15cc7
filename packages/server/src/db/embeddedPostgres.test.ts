import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../net';
import { startEmbeddedPostgres } from './embeddedPostgres';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'warehouse-embedded-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('Issue 15: the PostgreSQL the server runs itself', () => {
  it('creates its cluster in the data folder, listens on loopback only, and keeps its password private', async () => {
    const postgres = await startEmbeddedPostgres({ dataDir });
    try {
      expect(new URL(postgres.url).hostname).toBe('127.0.0.1');
      const [settings] = await query<{ listen: string; sockets: string; fsync: string }>(
        postgres.url,
        `select current_setting('listen_addresses') as listen,
                current_setting('unix_socket_directories') as sockets,
                current_setting('fsync') as fsync`,
      );
      expect(settings).toEqual({ listen: '127.0.0.1', sockets: '', fsync: 'on' });
      const password = join(dataDir, 'postgres-password');
      expect((await stat(password)).mode & 0o777).toBe(0o600);
      expect(postgres.url).toContain(encodeURIComponent((await readFile(password, 'utf8')).trim()));
    } finally {
      await postgres.stop();
    }
  });

  it('keeps what was written across a stop and a start, with the same password', async () => {
    const first = await startEmbeddedPostgres({ dataDir });
    await query(first.url, 'create table kept (note text); insert into kept values ($$a sale$$)');
    await first.stop();
    const second = await startEmbeddedPostgres({ dataDir });
    try {
      expect(await query(second.url, 'select note from kept')).toEqual([{ note: 'a sale' }]);
    } finally {
      await second.stop();
    }
  });

  it('after its server was killed, stops the PostgreSQL left running on the folder and starts again', async () => {
    // A first start creates the cluster and its password; then a server starts it and is killed.
    const created = await startEmbeddedPostgres({ dataDir });
    await query(created.url, 'create table kept (note text); insert into kept values ($$before the crash$$)');
    await created.stop();
    const password = (await readFile(join(dataDir, 'postgres-password'), 'utf8')).trim();
    // A port free now (a random one could be another test's PostgreSQL).
    const port = String(await freePort());
    const script = fileURLToPath(new URL('../testing/fixtures/crashingServer.mjs', import.meta.url));
    const server = spawn(process.execPath, [script, join(dataDir, 'postgres'), password, port], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      server.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve());
      server.on('exit', (code) => reject(new Error(`the crashing server exited early (${code})`)));
    });
    server.kill('SIGKILL');
    await new Promise((resolve) => server.on('exit', resolve));

    const restarted = await startEmbeddedPostgres({ dataDir });
    try {
      expect(await query(restarted.url, 'select note from kept')).toEqual([{ note: 'before the crash' }]);
    } finally {
      await restarted.stop();
    }
  });

  it('refuses a data folder another running server is using, naming it, and leaves that one running', async () => {
    const running = await startEmbeddedPostgres({ dataDir });
    try {
      await expect(startEmbeddedPostgres({ dataDir })).rejects.toThrow(/in use by another Warehouse server/);
      expect(await query(running.url, 'select 1 as ok')).toEqual([{ ok: 1 }]);
    } finally {
      await running.stop();
    }
  });
});
