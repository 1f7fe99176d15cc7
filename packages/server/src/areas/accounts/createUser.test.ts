import { spawnSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema';
import { seedWhenEmpty } from '../../db/seed';
import { buildServer } from '../../server';
import { builtServer } from '../../testing/serverProcess';
import { SAME_SITE } from '../../testing/signIn';
import { testDatabase } from '../../testing/testDatabase';
import { createSqlApi } from '../sqlApi';
import { findAccount } from './accounts';

// Issue 16: with staff accounts only, the first owner is made at the terminal:
// `pnpm warehouse create-user --role owner`, the password asked for (here given on stdin).
const database = await testDatabase();
await seedWhenEmpty(database.db);
let built: Awaited<ReturnType<typeof builtServer>>;
beforeAll(async () => {
  built = await builtServer('cli-test');
}, 60_000);
afterAll(() => built.remove());

const createUser = (args: string[], password: string) =>
  spawnSync(process.execPath, [built.cli, 'create-user', '--password-stdin', ...args], {
    input: `${password}\n`,
    env: { ...process.env, DATABASE_URL: database.url },
    encoding: 'utf8',
  });

describe('Issue 16: the first owner is created from the command line', () => {
  it('creates the account, and its password signs in', async () => {
    const result = createUser(
      ['--role', 'owner', '--user-id', 'alex', '--name', 'Alex Moreau', '--email', 'alex@shop.example'],
      'a long enough secret',
    );
    expect(result.stdout).toContain('Created owner "alex"');
    expect(result.status).toBe(0);

    const app = buildServer({
      db: database.db,
      api: await createSqlApi(database.db),
      appDir: null,
      signInMode: 'production',
    });
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/session',
      headers: SAME_SITE,
      payload: { userId: 'alex', password: 'a long enough secret' },
    });
    expect(signIn.json()).toMatchObject({ user: { userId: 'alex', name: 'Alex Moreau', role: 'owner' } });
  });

  it('refuses a short password, an unknown role and a user id taken, saying why and creating nothing', async () => {
    const short = createUser(
      ['--role', 'owner', '--user-id', 'sam', '--name', 'Sam', '--email', 's@x.y'],
      'short',
    );
    expect(short.status).toBe(1);
    expect(short.stderr).toContain('The password needs 12 to 1000 characters');
    expect(await findAccount(database.db, 'sam')).toBeUndefined();

    const role = createUser(
      ['--role', 'boss', '--user-id', 'sam', '--name', 'Sam', '--email', 's@x.y'],
      'a long enough secret',
    );
    expect(role.stderr).toContain('--role must be one of: owner, manager, cashier, stockClerk, dispatcher');

    const taken = createUser(
      ['--role', 'cashier', '--user-id', 'ALEX', '--name', 'A', '--email', 'a@x.y'],
      'a long enough secret',
    );
    expect(taken.status).toBe(1);
    expect(taken.stderr).toContain('There is already an account "ALEX"');

    // With the password on stdin, a missing detail cannot be asked for: refused, not a silent exit.
    const unnamed = createUser(['--role', 'cashier', '--user-id', 'mara'], 'a long enough secret');
    expect(unnamed.status).toBe(2);
    expect(unnamed.stderr).toContain('With --password-stdin, give --user-id, --name and --email too.');
    expect(await findAccount(database.db, 'mara')).toBeUndefined();
  });
});

describe('Issue 35: `pnpm warehouse verify-audit` checks the audit trail’s hash chain', () => {
  const verifyAudit = (args: string[] = []) =>
    spawnSync(process.execPath, [built.cli, 'verify-audit', ...args], {
      env: { ...process.env, DATABASE_URL: database.url },
      encoding: 'utf8',
    });

  it('seals what is new and says the chain holds; an entry changed by the owner is reported, exit 1', async () => {
    await database.db.insert(auditEntries).values(
      ['one', 'two', 'three'].map((userId) => ({
        userId,
        call: 'adjustStock',
        record: 'P001',
        outcome: 'done',
      })),
    );
    const holds = verifyAudit();
    expect(holds.status, holds.stderr).toBe(0);
    expect(holds.stdout).toMatch(/^The audit trail holds: \d+ entries in its chain \(\d+ sealed now\)\./);
    // It prints the chain's head, to keep outside the database; checked later, it still holds.
    const head = /Its head: (\d+:[0-9a-f]{64})/.exec(holds.stdout)?.[1] ?? '';
    expect(head).not.toBe('');
    expect(verifyAudit(['--expect', head]).status).toBe(0);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update audit_entries set user_id = 'mallory' where user_id = 'two'`);
    });
    const broken = verifyAudit();
    expect(broken.status).toBe(1);
    expect(broken.stderr).toMatch(
      /^The audit trail is broken at entry \d+ \(id \d+\): the entry or the one before it was changed\./,
    );
  });
});
