import type { Page } from '@warehouse/domain/contract';
import { emptyHeader } from '@warehouse/domain/purchasing';
import { describe, expect, it } from 'vitest';
import { seedWhenEmpty } from '../../db/seed';
import { buildServer } from '../../server';
import { signInAsNew } from '../../testing/signIn';
import { testDatabase } from '../../testing/testDatabase';
import { createSqlApi } from '../sqlApi';

// Issues 16 and 17: a late purchase order is counted on the dashboard and raised as a notification
// for the roles that see purchase orders (owner, manager, stock clerk), and for no other: a
// cashier or a dispatcher is not shown orders it may not open.
const { db } = await testDatabase();
await seedWhenEmpty(db);
const api = await createSqlApi(db);
const app = buildServer({ db, api, appDir: null, signInMode: 'production' });

const item = (await api.listPurchaseProducts({ limit: 1 })).items[0];
if (!item) throw new Error('the sample business has no products to order');
const today = new Date().toISOString().slice(0, 10);
const late = await api.createPurchaseOrder({
  header: { ...emptyHeader('2020-01-01'), supplierId: 'SUP-001', expectedDelivery: '2020-01-10' },
  lines: [{ id: item.id, productName: item.name, sku: item.sku, quantity: 2, unitPrice: 100, total: 0 }],
});

const read = async (headers: Record<string, string>, url: string) =>
  (await app.inject({ method: 'GET', url, headers })).json();

describe(`Late purchase orders by role (today ${today})`, () => {
  it.each([
    ['manager', true],
    ['stockClerk', true],
    ['cashier', false],
    ['dispatcher', false],
  ] as const)('%s: shown %s', async (role, shown) => {
    const headers = await signInAsNew(app, db, role);
    // The late orders come first, on the first page (issue 18).
    const notifications = (await read(headers, '/api/notifications')) as Page<{ id: string }>;
    expect(notifications.items.some((notification) => notification.id === `late-${late.id}`)).toBe(shown);
    const dashboard = (await read(headers, '/api/dashboard')) as { latePurchaseOrders: number };
    expect(dashboard.latePurchaseOrders > 0).toBe(shown);
  });
});
