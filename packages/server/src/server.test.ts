import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { ConflictError, createMemoryApi, type WarehouseApi } from '@warehouse/domain/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database';
import { buildServer } from './server';
import { SAME_SITE, signInByInject } from './testing/signIn';
import { testDatabase } from './testing/testDatabase';

const database = await testDatabase();
const PAGE = '<!doctype html><title>Warehouse</title>';
const SCRIPT = 'console.log(1)';
let appDir: string;
beforeAll(async () => {
  appDir = await mkdtemp(join(tmpdir(), 'warehouse-app-'));
  await mkdir(join(appDir, 'assets'));
  // As the app's build leaves them: each text file with its gzip and brotli copies.
  const files: [string, string][] = [
    ['index.html', PAGE],
    [join('assets', 'index-abc123.js'), SCRIPT],
  ];
  for (const [file, text] of files) {
    await writeFile(join(appDir, file), text);
    await writeFile(join(appDir, `${file}.gz`), gzipSync(text));
    await writeFile(join(appDir, `${file}.br`), brotliCompressSync(text));
  }
});

function app() {
  const server = buildServer({ db: database.db, api: createMemoryApi(), appDir, signInMode: 'demo' });
  server.get('/api/test/out-of-stock', () => {
    throw new ConflictError('out_of_stock', {
      title: 'Not enough stock',
      message: 'Only 2 left of Leather Belt',
      destructive: true,
    });
  });
  server.get('/api/test/broken-sql', async () => database.db.execute(sql`select secret from nowhere_table`));
  return server;
}

let session: Promise<Record<string, string>> | undefined;
/** The headers of a signed-in page (one session, shared by every test's server). */
const signedIn = () => {
  session ??= signInByInject(app());
  return session;
};

describe('Issue 15: the server answers the API and serves the app', () => {
  it('/api/health says the server and its database answer', async () => {
    const response = await app().inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('/api/health is a 503 problem when the database does not answer', async () => {
    const closed = openDatabase(database.url);
    await closed.close();
    const response = await buildServer({
      db: closed.db,
      api: createMemoryApi(),
      appDir: null,
      signInMode: 'demo',
    }).inject('/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('/api/health is a 503 problem when the database is behind this build’s migrations', async () => {
    const [latest] = (
      await database.db.execute<Record<string, unknown>>(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning *`,
      )
    ).rows;
    try {
      const response = await app().inject('/api/health');
      expect(response.statusCode).toBe(503);
      expect(response.json().detail).toBe("The database's schema is 1 migration(s) behind this server.");
    } finally {
      await database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${latest?.id}, ${latest?.hash}, ${latest?.created_at})`,
      );
    }
    expect((await app().inject('/api/health')).statusCode).toBe(200);
  });

  it('serves index.html for every page address, so deep links and reloads work', async () => {
    const response = await app().inject('/inventory?q=cable');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Warehouse</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets to be cached for good', async () => {
    const response = await app().inject('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the page gzipped to a browser that accepts gzip, at every page address, as the build compressed it', async () => {
    const server = app();
    for (const url of ['/', '/inventory?q=cable']) {
      const zipped = await server.inject({ url, headers: { 'accept-encoding': 'gzip, deflate' } });
      expect(zipped.statusCode).toBe(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers['content-type']).toContain('text/html');
      expect(zipped.headers.vary).toContain('accept-encoding');
      expect(zipped.headers['cache-control']).toBe('no-cache');
      expect(gunzipSync(zipped.rawPayload).toString()).toBe(PAGE);
      const brotli = await server.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(PAGE);
      const plain = await server.inject(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(PAGE);
    }
  });

  it('sends the app files compressed too, and the compressed copies are no addresses of their own', async () => {
    const server = app();
    const script = await server.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.headers['cache-control']).toContain('immutable');
    expect(gunzipSync(script.rawPayload).toString()).toBe(SCRIPT);
    const copy = await server.inject('/assets/index-abc123.js.gz');
    expect(copy.headers['content-type']).toContain('text/html');
    expect(copy.body).toBe(PAGE);
  });

  it('an unknown /api address is a 404 problem, never the page', async () => {
    const response = await app().inject({ url: '/api/nothing-here', headers: await signedIn() });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({
      status: 404,
      code: 'no_route',
      detail: 'There is no GET /api/nothing-here',
    });
  });

  it('Issue 18: a large answer travels gzipped to a browser that accepts it; a small one does not', async () => {
    const server = app();
    const headers = await signedIn();
    const plain = await server.inject({ url: '/api/sales?limit=200', headers });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.body.length).toBeGreaterThan(16 * 1024);
    const zipped = await server.inject({
      url: '/api/sales?limit=200',
      headers: { ...headers, 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    const small = await server.inject({
      url: '/api/menu-badges',
      headers: { ...headers, 'accept-encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('lowStock');
  });

  it('a contract refusal is an RFC 9457 problem with its stable code and notice', async () => {
    const response = await app().inject({ url: '/api/test/out-of-stock', headers: await signedIn() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      type: '/problems/out-of-stock',
      title: 'Conflict',
      status: 409,
      detail: 'Only 2 left of Leather Belt',
      code: 'out_of_stock',
      notice: { title: 'Not enough stock', message: 'Only 2 left of Leather Belt', destructive: true },
    });
  });

  it('an unexpected failure is a plain 500: no stack trace or SQL reaches the client', async () => {
    const response = await app().inject({ url: '/api/test/broken-sql', headers: await signedIn() });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ status: 500, code: 'internal' });
    expect(response.body).not.toMatch(/nowhere_table|secret|relation|at .*\.ts/);
  });
});

describe('Each call is declared once: its result is checked against its declared output', () => {
  const withBadges = (badges: unknown, checkResponses?: boolean) =>
    buildServer({
      db: database.db,
      api: { ...createMemoryApi(), getMenuBadges: async () => badges } as WarehouseApi,
      appDir,
      signInMode: 'demo',
      ...(checkResponses === undefined ? {} : { checkResponses }),
    });

  it('a test run’s server refuses to send a result outside its schema: a 500, never the wrong shape', async () => {
    const response = await withBadges({ notifications: 'three' }).inject({
      url: '/api/menu-badges',
      headers: await signedIn(),
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'internal' });
    expect(response.body).not.toContain('three');
  });

  it('a shop’s server (not checking) sends what the store answered, and only the fields the call declares', async () => {
    const badges = {
      notifications: 3,
      lowStock: 12,
      purchases: 5,
      sales: 23,
      orders: 8,
      invoices: 2,
      returns: 1,
    };
    const response = await withBadges({ ...badges, passwordHash: 'scrypt$secret' }, false).inject({
      url: '/api/menu-badges',
      headers: await signedIn(),
    });
    expect(response.json()).toEqual(badges);
    expect(response.body).not.toContain('secret');
  });
});

describe('Issue 15: the API describes itself', () => {
  it('/api/openapi.json lists every contract call with its request body schema', async () => {
    const document = (await app().inject('/api/openapi.json')).json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/api/sales'].post.operationId).toBe('recordSale');
    expect(
      document.paths['/api/sales'].post.requestBody.content['application/json'].schema.required,
    ).toContain('idempotencyKey');
    expect(document.paths['/api/products/{id}'].delete.responses['409']).toBeDefined();
  });

  it('each call’s result and query are described from its declaration', async () => {
    const document = (await app().inject('/api/openapi.json')).json();
    const badges = document.paths['/api/menu-badges'].get.responses['200'].content['application/json'].schema;
    expect(badges.required).toEqual(expect.arrayContaining(['notifications', 'lowStock', 'sales']));
    const sales = document.paths['/api/sales'].get.parameters.map(
      (parameter: { name: string }) => parameter.name,
    );
    expect(sales).toEqual(expect.arrayContaining(['search', 'cursor', 'limit', 'status']));
    expect(document.paths['/api/products/{id}'].delete.responses['204']).toEqual({ description: 'Done' });
  });

  it('/api/docs is a readable page of every call', async () => {
    const response = await app().inject('/api/docs');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<code>POST /api/sales</code> recordSale');
  });

  it('pages and API answers carry the security headers: a content security policy, no sniffing, no framing', async () => {
    for (const url of ['/inventory', '/api/health']) {
      const { headers } = await app().inject(url);
      expect(headers['content-security-policy']).toContain("default-src 'self'");
      expect(headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
      expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      // WebAssembly may compile (the Scan screen's decoder); JavaScript's eval stays refused.
      expect(headers['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(headers['content-security-policy']).not.toMatch(/'unsafe-eval'/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      // A shop's network is often plain HTTP: no forced HTTPS.
      expect(headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('every answer carries its request id, a proxy’s X-Request-Id when it sends one', async () => {
    const given = await app().inject({ url: '/api/health', headers: { 'x-request-id': 'till-7-req-42' } });
    expect(given.headers['x-request-id']).toBe('till-7-req-42');
    const made = await app().inject('/api/health');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('Issue 15: end-to-end test runs start each test from the sample business', () => {
  it('offers POST /api/testing/reset only when started for testing', async () => {
    expect(
      (await app().inject({ method: 'POST', url: '/api/testing/reset', headers: SAME_SITE })).statusCode,
    ).toBe(404);
  });
});
