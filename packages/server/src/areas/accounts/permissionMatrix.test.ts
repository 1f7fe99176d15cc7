import { mayManage, ROLES, type Role } from '@warehouse/domain/accounts';
import { CALLS, type CallName } from '@warehouse/domain/contract';
import { describe, expect, it } from 'vitest';
import { seedWhenEmpty } from '../../db/seed';
import { buildServer } from '../../server';
import { SAME_SITE, signInAsNew } from '../../testing/signIn';
import { testDatabase } from '../../testing/testDatabase';
import { createSqlApi } from '../sqlApi';
import { createAccount } from './accounts';

// Issue 16: the calls' declarations drive the matrix: every contract route, for every role and for
// no session at all. A role the declaration names gets past the gate (its request is then answered as
// usual; the bodies here are empty, so writes are refused as invalid and change nothing); any other
// role gets 403; no session gets 401.
const { db } = await testDatabase();
await seedWhenEmpty(db);
const app = buildServer({ db, api: await createSqlApi(db), appDir: null, signInMode: 'production' });

const sessions = {} as Record<Role, Record<string, string>>;
for (const role of ROLES) sessions[role] = await signInAsNew(app, db, role);

const calls = Object.keys(CALLS) as CallName[];
const request = (call: CallName, headers: Record<string, string>) => {
  const route = CALLS[call];
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
    expected:
      who === 'no session'
        ? 401
        : (CALLS[call].roles as readonly Role[]).includes(who)
          ? 'through the gate'
          : 403,
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

// Issue 35: whose accounts a role manages is data too (MANAGES): every role that may call the
// staff routes, against an account of every role.
const targets = {} as Record<Role, string>;
for (const role of ROLES) {
  targets[role] = `target-${role}`;
  await createAccount(db, {
    userId: targets[role],
    name: role,
    email: `target-${role}@example.com`,
    role,
    password: 'a long enough password',
  });
}
const managing = ROLES.filter((actor) =>
  (CALLS.resetStaffPassword.roles as readonly Role[]).includes(actor),
).flatMap((actor) =>
  ROLES.map((target) => ({ actor, target, expected: mayManage(actor, target) ? 204 : 403 })),
);

describe(`Issue 35: the staff matrix (${managing.length} cases): a password reset goes through only where MANAGES says`, () => {
  it.each(managing)('$actor resets a $target: $expected', async ({ actor, target, expected }) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/staff/${targets[target]}/password`,
      headers: { ...sessions[actor], 'content-type': 'application/json' },
      payload: { temporaryPassword: 'a fresh temporary one' },
    });
    expect(response.statusCode).toBe(expected);
    if (expected === 403) expect(response.json()).toMatchObject({ code: 'not_allowed' });
  });
});
