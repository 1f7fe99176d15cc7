import {
  SIGN_IN_ATTEMPTS_PER_ADDRESS_PER_MINUTE,
  SIGN_IN_ATTEMPTS_PER_MINUTE,
} from '@warehouse/domain/accounts';
import { LIMITS } from '@warehouse/domain/forms';
import {
  ADJUSTMENT_MESSAGES,
  CAPACITY_LIMIT_MESSAGE,
  emptyProductForm,
  PRODUCT_MESSAGES,
} from '@warehouse/domain/stock';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../areas/accounts/accounts';
import { createSqlApi } from '../areas/sqlApi';
import { seedWhenEmpty } from '../db/seed';
import { buildServer } from '../server';
import { SAME_SITE, signInByInject } from '../testing/signIn';
import { testDatabase } from '../testing/testDatabase';

// Issue 35: requests a hostile page or a careless network sends, against a running server.
const { db } = await testDatabase();
await seedWhenEmpty(db);
const api = await createSqlApi(db);
const PASSWORD = 'a long enough password';
await createAccount(db, {
  userId: 'Nils',
  name: 'Nils',
  email: 'nils@example.com',
  role: 'cashier',
  password: PASSWORD,
});

const TOKEN = 'the-token-of-this-test-run';
const server = (options: { trustedProxies?: string[]; signInMode?: 'demo' | 'production' } = {}) =>
  buildServer({ db, api, appDir: null, signInMode: 'production', testingToken: TOKEN, ...options });

const signIn = (app: ReturnType<typeof server>, userId: string, password: string, headers = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/session',
    headers: { ...SAME_SITE, ...headers },
    payload: { userId, password },
  });

describe('Issue 35: the server answers to its own names only', () => {
  it('a Host it does not know (DNS rebinding) gets 421 with a problem body, and no cookie', async () => {
    const app = server({ signInMode: 'demo' });
    const response = await signIn(app, 'owner', 'demo', { host: 'attacker.example:4173' });
    expect(response.statusCode).toBe(421);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({ status: 421, code: 'misdirected' });
    expect(response.headers['set-cookie']).toBeUndefined();
    // The same request naming this server signs in.
    expect((await signIn(app, 'owner', 'demo', { host: 'localhost:4173' })).statusCode).toBe(200);
  });

  it('names given in ALLOWED_HOSTS are answered, with or without their port', async () => {
    const app = buildServer({
      db,
      api,
      appDir: null,
      signInMode: 'demo',
      allowedHosts: ['shop.example', '::1'],
    });
    expect(
      (await app.inject({ url: '/api/health', headers: { host: 'SHOP.example:8080' } })).statusCode,
    ).toBe(200);
    expect((await app.inject({ url: '/api/health', headers: { host: '[::1]:4173' } })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/health', headers: { host: 'localhost' } })).statusCode).toBe(421);
  });
});

describe('Issue 35: X-Forwarded-For counts only from a trusted proxy', () => {
  it('a spoofed X-Forwarded-For from any other peer does not change the address a limit counts', async () => {
    const app = server();
    const statuses = [];
    for (let attempt = 0; attempt <= SIGN_IN_ATTEMPTS_PER_ADDRESS_PER_MINUTE; attempt += 1)
      statuses.push(
        (await signIn(app, `nobody-${attempt}`, 'wrong password', { 'x-forwarded-for': `10.9.${attempt}.1` }))
          .statusCode,
      );
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('from a trusted proxy, its X-Forwarded-For is the client’s address', async () => {
    const app = server({ trustedProxies: ['127.0.0.1'] });
    const response = await signIn(app, 'nobody-else', 'wrong password', { 'x-forwarded-for': '10.200.0.1' });
    expect(response.statusCode).toBe(401);
  });
});

describe('Issue 35: the sign-in limit counts the account found, not the text typed', () => {
  it(`${SIGN_IN_ATTEMPTS_PER_MINUTE} wrong passwords for one account, whatever the case of its id, then even the right one waits`, async () => {
    const app = server({ trustedProxies: ['127.0.0.1'] });
    const spellings = ['nils', 'NILS', 'Nils', 'nIlS'];
    for (let attempt = 0; attempt < SIGN_IN_ATTEMPTS_PER_MINUTE; attempt += 1) {
      // Each from another address (through the proxy): only the account's own count is reached.
      const headers = { 'x-forwarded-for': `10.1.${attempt}.1` };
      expect(
        (await signIn(app, spellings[attempt % spellings.length] as string, 'wrong', headers)).statusCode,
      ).toBe(401);
    }
    const right = await signIn(app, 'NiLs', PASSWORD, { 'x-forwarded-for': '10.2.0.1' });
    expect(right.statusCode).toBe(429);
  });
});

describe('Issue 35: what answers carry', () => {
  it('API answers are never stored (Cache-Control: no-store); HSTS only over HTTPS', async () => {
    const app = server({ signInMode: 'demo', trustedProxies: ['127.0.0.1'] });
    const headers = await signInByInject(app);
    const products = await app.inject({ url: '/api/products', headers });
    expect(products.headers['cache-control']).toBe('no-store');
    expect(products.headers['strict-transport-security']).toBeUndefined();
    const overHttps = await app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
  });

  it('the test reset asks for the test run’s token', async () => {
    const app = server({ signInMode: 'demo' });
    const reset = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/testing/reset', headers: { ...SAME_SITE, ...headers } });
    const without = await reset({});
    expect(without.statusCode).toBe(403);
    expect(without.json()).toMatchObject({ code: 'forbidden' });
    expect((await reset({ 'x-testing-token': 'a-guess-of-the-same-length!' })).statusCode).toBe(403);
    expect((await reset({ 'x-testing-token': TOKEN })).statusCode).toBe(204);
  });
});

describe('Issue 35: strict bodies and business limits, each a 400 naming the field', () => {
  const app = server({ signInMode: 'demo' });
  const send = async (method: 'POST' | 'PUT', url: string, payload: object) =>
    app.inject({ method, url: `/api${url}`, headers: await signInByInject(app), payload });

  it('an unknown field is refused, naming it, and drafts nothing', async () => {
    const before = (await api.listPurchaseOrders({ limit: 200 })).items.length;
    const response = await send('POST', '/reorder-drafts', { x: [1, 2, 3] });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ x: 'Unknown field' });
    expect((await api.listPurchaseOrders({ limit: 200 })).items).toHaveLength(before);
    const shelf = await send('POST', '/shelves', {
      aisle: 'Z',
      shelf: '1',
      position: '1',
      zone: 'Z',
      capacity: '5',
      admin: true,
    });
    expect(shelf.json().fieldErrors).toEqual({ admin: 'Unknown field' });
  });

  it('two shelves of the largest capacity allowed: the figures still answer; one over it is refused', async () => {
    for (const position of ['1', '2']) {
      const added = await send('POST', '/shelves', {
        aisle: 'Y',
        shelf: '9',
        position,
        zone: 'Bulk',
        capacity: String(LIMITS.capacity),
      });
      expect(added.statusCode).toBe(201);
    }
    const figures = await app.inject({ url: '/api/shelf-figures', headers: await signInByInject(app) });
    expect(figures.statusCode).toBe(200);
    expect(figures.json().totalCapacity).toBeGreaterThanOrEqual(2 * LIMITS.capacity);
    const over = await send('POST', '/shelves', {
      aisle: 'Y',
      shelf: '9',
      position: '3',
      zone: 'Bulk',
      capacity: String(LIMITS.capacity + 1),
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().fieldErrors).toEqual({ capacity: CAPACITY_LIMIT_MESSAGE });
  });

  it('a quantity or a price past its limit is refused, naming the field', async () => {
    const [product] = (await api.listProducts({ limit: 1 })).items;
    const adjustment = await send('POST', '/stock/adjustments', {
      itemId: product?.id,
      binId: '',
      kind: 'adjustment',
      quantity: String(LIMITS.quantity + 1),
      reason: 'Found a pallet',
    });
    expect(adjustment.statusCode).toBe(400);
    expect(adjustment.json().fieldErrors).toMatchObject({ quantity: ADJUSTMENT_MESSAGES.quantityLimit });
    const priced = await send('POST', '/products', {
      ...emptyProductForm(),
      name: 'Gold bar',
      baseSku: 'GOLD-1',
      basePrice: String(LIMITS.priceCents / 100 + 1),
      stock: String(LIMITS.quantity + 1),
    });
    expect(priced.statusCode).toBe(400);
    expect(priced.json().fieldErrors).toEqual({
      basePrice: PRODUCT_MESSAGES.basePriceLimit,
      stock: PRODUCT_MESSAGES.stockLimit,
    });
  });
});
