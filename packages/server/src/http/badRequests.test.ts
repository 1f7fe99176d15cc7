import { everyItem } from '@warehouse/domain/contract';
import { describe, expect, it } from 'vitest';
import { createSqlApi } from '../areas/sqlApi';
import { seedWhenEmpty } from '../db/seed';
import { buildServer } from '../server';
import { sellingWithoutADrawer } from '../testing/sellingWithoutADrawer';
import { signInByInject } from '../testing/signIn';
import { testDatabase } from '../testing/testDatabase';

const { db } = await testDatabase();
await seedWhenEmpty(db);
await sellingWithoutADrawer(db);
const api = await createSqlApi(db);
const app = buildServer({ db, api, appDir: null, signInMode: 'demo' });
const signedIn = await signInByInject(app);

const post = (url: string, payload: string) =>
  app.inject({ method: 'POST', url, payload, headers: { ...signedIn, 'content-type': 'application/json' } });

describe('Issue 15: bad input gets a 400 problem and changes nothing', () => {
  it('a sale whose lines are not lines is refused naming the field, and no sale or stock changes', async () => {
    const before = {
      sales: await everyItem((q) => api.listSales(q)),
      products: await everyItem((q) => api.listProducts(q)),
    };
    const response = await post(
      '/api/sales',
      JSON.stringify({
        lines: [{ id: 'P027', name: 'Belt', price: 0, quantity: 'two' }],
        choice: { kind: 'payment', tenders: [{ method: 'cash' }] },
        idempotencyKey: 'k-1',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({
      code: 'invalid',
      fieldErrors: { 'lines.0.quantity': expect.any(String) },
    });
    expect({
      sales: await everyItem((q) => api.listSales(q)),
      products: await everyItem((q) => api.listProducts(q)),
    }).toEqual(before);
  });

  it('a body that is not JSON is a 400 problem, not a stack trace', async () => {
    const response = await post('/api/products', '{"name": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, code: 'invalid' });
    expect(response.body).not.toMatch(/at .*\.(js|ts)/);
  });

  it('a number far too large for a quantity is refused before it reaches the database', async () => {
    const response = await post(
      '/api/sales',
      JSON.stringify({
        lines: [{ id: 'P027', name: 'Belt', price: 0, quantity: 2_000_000_000_000 }],
        choice: { kind: 'payment', tenders: [{ method: 'cash' }] },
        idempotencyKey: 'k-2',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty(['lines.0.quantity']);
  });

  it('Issue 18: a POS catalogue cursor the server never gave is a 400 naming it, not a database error', async () => {
    for (const since of ['yesterday', `${'9'.repeat(30)}@downtown`]) {
      const response = await app.inject({ url: `/api/pos/products?since=${since}`, headers: signedIn });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fieldErrors: { since: 'Not a cursor of the POS catalogue' } });
    }
    // A cursor read while no POS location was set is the server's own: it answers it.
    const noLocation = await app.inject({ url: '/api/pos/products?since=5@', headers: signedIn });
    expect(noLocation.statusCode).toBe(200);
    expect(noLocation.json()).toMatchObject({ complete: true });
  });

  it('an unknown product is a 404 problem naming it', async () => {
    const response = await app.inject({ url: '/api/products/P999', headers: signedIn });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found', entity: 'Product', id: 'P999' });
  });

  it('selling more than is left is a 409 problem with the notice the cashier sees', async () => {
    const response = await post(
      '/api/sales',
      JSON.stringify({
        lines: [{ id: 'P027', name: 'Belt', price: 0, quantity: 3 }],
        choice: { kind: 'payment', tenders: [{ method: 'cash' }] },
        idempotencyKey: 'k-3',
      }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'out_of_stock', detail: 'Only 2 left of Leather Belt' });
  });
});
