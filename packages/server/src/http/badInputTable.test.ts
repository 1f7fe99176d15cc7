import { CALLS, type CallName, type WarehouseApi } from '@warehouse/domain/contract';
import { sampleSettings } from '@warehouse/domain/sample';
import { getTableName, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSqlApi } from '../areas/sqlApi';
import { auditEntries, signInAttempts } from '../db/schema';
import { seedWhenEmpty } from '../db/seed';
import { schemaTables } from '../db/tables';
import { buildServer } from '../server';
import { signInByInject } from '../testing/signIn';
import { testDatabase } from '../testing/testDatabase';

// Issue 15: every route that takes input, sent what a careless or hostile client sends: each
// gets its 4xx with a problem body, and no row of the database changes.
const { db } = await testDatabase();
await seedWhenEmpty(db);
const server = buildServer({ db, api: await createSqlApi(db), appDir: null, signInMode: 'demo' });
const signedIn = await signInByInject(server);

/** A body each call accepts, to break one part at a time. */
const validBodies: Partial<Record<keyof WarehouseApi, unknown>> = {
  createStaff: {
    userId: 'nina',
    name: 'Nina Holm',
    email: 'nina@example.com',
    role: 'cashier',
    temporaryPassword: 'a temporary password',
  },
  updateStaff: { active: true },
  renameCategory: { name: 'Toys' },
  resetStaffPassword: { temporaryPassword: 'a temporary password' },
  createProduct: {
    name: 'Desk Fan',
    description: '',
    category: 'home',
    basePrice: '24.50',
    baseSku: 'DF-1',
    stock: '3',
    lowStockThreshold: '',
    variants: [],
  },
  adjustStock: { itemId: 'P027', binId: 'DT-FLOOR', kind: 'adjustment', quantity: '-1', reason: 'Damaged' },
  transferStock: { itemId: 'P027', fromBinId: 'DT-FLOOR', toBinId: 'A-1-1', quantity: '1' },
  recordSale: {
    lines: [{ id: 'P027', name: 'Leather Belt', price: 2999, quantity: 1 }],
    choice: { kind: 'payment', tenders: [{ method: 'cash' }] },
    idempotencyKey: 'bad-input',
  },
  createDelivery: { orderId: 'ORD-2000', phone: '555', address: '1 Main St' },
  assignRider: { riderId: 'RDR-001' },
  createPurchaseOrder: {
    header: {
      supplierId: 'SUP-001',
      orderDate: '2026-11-24',
      expectedDelivery: '',
      notes: '',
      priority: 'medium',
    },
    lines: [
      { id: 'P027', productName: 'Leather Belt', sku: 'LB-027', quantity: 1, unitPrice: 1500, total: 1500 },
    ],
  },
  receivePurchaseOrder: {
    lines: [{ itemId: 'P027', quantity: 1, binId: 'A-1-1' }],
    idempotencyKey: 'bad-input-receipt',
  },
  cancelPurchaseOrder: { reason: 'Ordered twice' },
  createSupplier: {
    name: 'Nordic Tools AB',
    email: 'order@nordic.example',
    phone: '',
    address: '',
    leadTimeDays: '12',
  },
  addShelf: { aisle: 'F', shelf: '1', position: '1', zone: 'Zone F', capacity: '100' },
  saveSettings: sampleSettings,
  updateProduct: undefined,
};
validBodies.updateProduct = validBodies.createProduct;
validBodies.updatePurchaseOrder = validBodies.createPurchaseOrder;
validBodies.updateSupplier = validBodies.createSupplier;
validBodies.createCustomer = { name: 'Ana Ruiz', phone: '555 010 2030', email: '', address: '' };
validBodies.updateCustomer = validBodies.createCustomer;
validBodies.restoreBackup = { confirmation: 'RESTORE' };
validBodies.issueCreditNote = { lines: [{ lineNo: 1, quantity: 1 }], reason: 'Damaged' };
validBodies.refundReturnRequest = { refundTo: 'original', restock: true };
validBodies.rejectReturnRequest = { reason: 'Past the window' };
validBodies.recordPayment = {
  customerId: 'CUST-001',
  method: 'cash',
  amount: 100,
  date: '2026-11-24',
  invoices: ['INV-DS-2026-000001'],
};

const withBody = (Object.keys(CALLS) as CallName[]).filter(
  (name) => CALLS[name].method !== 'GET' && validBodies[name] !== undefined,
);

/** Every leaf of a JSON value, by path, for breaking one at a time. */
function leaves(
  value: unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; value: unknown }[] {
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) =>
      leaves(child, [...path, Array.isArray(value) ? Number(key) : key]),
    );
  return [{ path, value }];
}

function replaced(value: unknown, path: (string | number)[], next: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path.at(-1) as string | number] = next;
  return copy;
}

/** The bodies that must each be refused: the wrong shape, and every leaf made wrong in turn. */
function badBodies(name: CallName): { label: string; payload: string }[] {
  const valid = validBodies[name];
  const cases = [
    { label: 'malformed JSON', payload: '{"name": ' },
    { label: 'a string instead of an object', payload: '"hello"' },
    { label: 'no fields', payload: '{}' },
  ];
  for (const leaf of leaves(valid)) {
    const at = leaf.path.join('.');
    const wrong = typeof leaf.value === 'string' ? 12 : 'twelve';
    cases.push({
      label: `${at} of the wrong type`,
      payload: JSON.stringify(replaced(valid, leaf.path, wrong)),
    });
    if (typeof leaf.value === 'number') {
      cases.push({
        label: `${at} huge`,
        payload: JSON.stringify(replaced(valid, leaf.path, 2_000_000_000_000)),
      });
      cases.push({ label: `${at} negative`, payload: JSON.stringify(replaced(valid, leaf.path, -5)) });
    }
  }
  for (const leaf of leaves(valid)) {
    if (typeof leaf.value !== 'string') continue;
    const at = leaf.path.join('.');
    cases.push({
      label: `${at} with a NUL character`,
      payload: JSON.stringify(replaced(valid, leaf.path, 'a\u0000b')),
    });
    // A number typed into a text field, too large for any column that keeps it.
    // (An edit ignores the form's stock: stock moves through the ledger.)
    const numeric = /^(stock|basePrice|lowStockThreshold|quantity|capacity|price)$/.test(
      String(leaf.path.at(-1)),
    );
    if (numeric && !(name === 'updateProduct' && leaf.path.at(-1) === 'stock'))
      cases.push({
        label: `${at} typed far too large`,
        payload: JSON.stringify(replaced(valid, leaf.path, '99999999999')),
      });
  }
  const firstText = leaves(valid).find((leaf) => typeof leaf.value === 'string');
  if (firstText)
    cases.push({
      label: `${firstText.path.join('.')} of 1 MB`,
      payload: JSON.stringify(replaced(valid, firstText.path, 'x'.repeat(1_048_576))),
    });
  return cases;
}

/**
 * The rows of every table of the business. The audit trail is left out: it records a refused call
 * on purpose (issue 16), and that record is what it is for; so are the attempt counters, which
 * count every well-formed try at a password (issue 35).
 */
async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of schemaTables.filter((each) => each !== auditEntries && each !== signInAttempts)) {
    const result = await db.execute<{ count: number }>(sql`select count(*)::int as count from ${table}`);
    counts[getTableName(table)] = result.rows[0]?.count ?? 0;
  }
  return counts;
}

const url = (name: CallName, id: string) => `/api${CALLS[name].path.replace(':id', id)}`;

describe('Issue 15: bad input over HTTP gets a 4xx problem and changes no row', () => {
  it.each(withBody)('%s: every malformed body is refused, changing nothing', async (name) => {
    const refusals: string[] = [];
    for (const { label, payload } of badBodies(name)) {
      const before = await rowCounts();
      const response = await server.inject({
        method: CALLS[name].method,
        url: url(name, name === 'assignRider' ? 'DEL-001' : 'P027'),
        payload,
        headers: { ...signedIn, 'content-type': 'application/json' },
      });
      // A negative number can be what the spec allows (a correction of -1; a purchase order line's
      // quantity is raised to 1): only a refusal is asked of it.
      if (label.endsWith('negative') && response.statusCode < 400) continue;
      const problem = response.headers['content-type']?.toString().includes('application/problem+json');
      if (response.statusCode < 400 || response.statusCode >= 500 || !problem)
        refusals.push(`${label}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      else if (JSON.stringify(await rowCounts()) !== JSON.stringify(before))
        refusals.push(`${label}: rows changed`);
    }
    expect(refusals, 'cases not refused with a 4xx problem, or that changed rows').toEqual([]);
  });

  it.each((Object.keys(CALLS) as CallName[]).filter((name) => CALLS[name].path.includes(':id')))(
    '%s: an unknown id is a 404 problem and changes nothing',
    async (name) => {
      const before = await rowCounts();
      const response = await server.inject({
        method: CALLS[name].method,
        url: url(name, 'NO-SUCH-ID'),
        headers: {
          ...signedIn,
          ...(validBodies[name] === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(validBodies[name] === undefined ? {} : { payload: JSON.stringify(validBodies[name]) }),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found', id: 'NO-SUCH-ID' });
      expect(await rowCounts()).toEqual(before);
    },
  );

  it.each((Object.keys(CALLS) as CallName[]).filter((name) => CALLS[name].path.includes(':id')))(
    '%s: an id with a NUL character is a 400 naming the id, and changes nothing',
    async (name) => {
      const before = await rowCounts();
      const response = await server.inject({
        method: CALLS[name].method,
        url: url(name, 'P001%00'),
        headers: {
          ...signedIn,
          ...(validBodies[name] === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(validBodies[name] === undefined ? {} : { payload: JSON.stringify(validBodies[name]) }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'invalid',
        fieldErrors: { id: 'An id cannot contain a NUL character' },
      });
      expect(await rowCounts()).toEqual(before);
    },
  );
});
