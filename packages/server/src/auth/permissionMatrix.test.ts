import { PERMISSIONS, ROLES, type Role } from '@warehouse/domain/accounts';
import { CONTRACT_ROUTES, type WarehouseApi } from '@warehouse/domain/contract';
import { describe, expect, it } from 'vitest';
import { seedWhenEmpty } from '../db/seed';
import { buildServer } from '../server';
import { createSqlApi } from '../store/sqlApi';
import { SAME_SITE, signInAsNew } from '../testing/signIn';
import { testDatabase } from '../testing/testDatabase';

// Issue 16: the permission table drives the matrix: every contract route, for every role and for
// no session at all. A role the table names gets past the gate (its request is then answered as
// usual; the bodies here are empty, so writes are refused as invalid and change nothing); any other
// role gets 403; no session gets 401.
const { db } = await testDatabase();
await seedWhenEmpty(db);
const app = buildServer({ db, api: await createSqlApi(db), appDir: null, signInMode: 'production' });

const sessions = {} as Record<Role, Record<string, string>>;
for (const role of ROLES) sessions[role] = await signInAsNew(app, db, role);

const calls = Object.keys(CONTRACT_ROUTES) as (keyof WarehouseApi)[];
const request = (call: keyof WarehouseApi, headers: Record<string, string>) => {
  const route = CONTRACT_ROUTES[call];
  return app.inject({
    method: route.method,
    url: `/api${route.path.replace(':id', 'NO-SUCH-ID')}`,
    headers: { ...headers, ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }) },
    ...(route.method === 'GET' ? {} : { payload: '{}' }),
  });
};

const cases = calls.flatMap((call) =>
  [...ROLES, 'no session' as const].map((who) => ({
    call,
    who,
    expected: who === 'no session' ? 401 : PERMISSIONS[call].includes(who) ? 'through the gate' : 403,
  })),
);

describe(`Issue 16: the permission matrix (${calls.length} routes × ${ROLES.length} roles and no session = ${cases.length} cases)`, () => {
  it.each(cases)('$call as $who: $expected', async ({ call, who, expected }) => {
    const response = await request(call, who === 'no session' ? { ...SAME_SITE } : sessions[who]);
    if (expected === 'through the gate') {
      expect([200, 201, 204, 400, 404]).toContain(response.statusCode);
    } else {
      expect(response.statusCode).toBe(expected);
      expect(response.json()).toMatchObject({ code: expected === 401 ? 'unauthenticated' : 'forbidden' });
    }
  });
});
