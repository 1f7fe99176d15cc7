import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { prepareRuntimeRole, runtimeRoleOf } from '../../db/runtimeRole';
import { auditEntries } from '../../db/schema';
import { testDatabases } from '../../testing/testDatabase';
import { sealAuditTrail, verifyAuditTrail } from './auditChain';

// Issue 35: the audit trail is append-only for the server, and a change made behind its back
// (by the database's owner) is found by the hash chain.
const databases = testDatabases();

const entry = (n: number) => ({
  userId: `user-${n}`,
  call: 'adjustStock',
  record: `P00${n}`,
  outcome: 'done',
});

/** A connection as the server's runtime role on the same database, its rights granted as at start-up. */
async function asRuntime(owner: Awaited<ReturnType<typeof databases.create>>) {
  const access = await prepareRuntimeRole(owner.pool);
  if (!('role' in access)) throw new Error('the test database gave no runtime role');
  return openDatabase(owner.url, () => {}, { max: 1 }, access.role);
}

/** As an owner tampering behind the application's back: with the append-only trigger off. */
const tamper = (db: Awaited<ReturnType<typeof databases.create>>['db'], statement: ReturnType<typeof sql>) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'allowed',
    (error: { cause?: { code?: string } }) => error.cause?.code,
  );

describe('Issue 35: the runtime role may only add to and read the audit trail', () => {
  it('INSERT and SELECT go through; UPDATE, DELETE and TRUNCATE are refused (insufficient privilege)', async () => {
    const owner = await databases.create();
    const runtime = await asRuntime(owner);
    try {
      await runtime.db.insert(auditEntries).values(entry(1));
      expect(await runtime.db.select().from(auditEntries)).toHaveLength(1);
      expect(await refusal(runtime.db.update(auditEntries).set({ outcome: 'refused' }))).toBe('42501');
      expect(await refusal(runtime.db.delete(auditEntries))).toBe('42501');
      expect(await refusal(runtime.db.execute(sql`truncate audit_entries`))).toBe('42501');
      // Sealing runs as the function's owner: the runtime role seals what it may not change.
      expect(await sealAuditTrail(runtime.db)).toBe(1);
      expect(await runtime.db.select({ seq: auditEntries.seq }).from(auditEntries)).toEqual([{ seq: 1 }]);
    } finally {
      await runtime.close();
    }
  });
});

describe('Issue 35: the hash chain finds a changed or removed entry', () => {
  it('holds over sealed entries, in as many rounds as they come', async () => {
    const { db } = await databases.create();
    await db.insert(auditEntries).values([entry(1), entry(2)]);
    expect(await sealAuditTrail(db)).toBe(2);
    await db.insert(auditEntries).values(entry(3));
    expect(await sealAuditTrail(db)).toBe(1);
    expect(await sealAuditTrail(db)).toBe(0);
    expect(await verifyAuditTrail(db)).toMatchObject({ sealed: 3, head: { seq: 3 }, firstBroken: null });
  });

  it('the append-only trigger refuses even the owner a change, short of turning it off', async () => {
    const { db } = await databases.create();
    await db.insert(auditEntries).values(entry(1));
    await sealAuditTrail(db);
    expect(await refusal(db.execute(sql`update audit_entries set seq = null, hash = null`))).toBe('P0001');
    expect(await refusal(db.execute(sql`delete from audit_entries`))).toBe('P0001');
  });

  it('an entry changed by the owner is reported at its place', async () => {
    const { db } = await databases.create();
    await db.insert(auditEntries).values([entry(1), entry(2), entry(3)]);
    await sealAuditTrail(db);
    await tamper(db, sql`update audit_entries set outcome = 'refused' where seq = 2`);
    expect((await verifyAuditTrail(db)).firstBroken).toMatchObject({ seq: 2 });
  });

  it('an entry re-hashed to match is found at the next; a removed one at its place', async () => {
    const { db } = await databases.create();
    await db.insert(auditEntries).values([entry(1), entry(2), entry(3), entry(4)]);
    await sealAuditTrail(db);
    await tamper(db, sql`update audit_entries set user_id = 'someone else' where seq = 2`);
    await tamper(
      db,
      sql`update audit_entries e set hash = encode(sha256(convert_to(audit_entry_text(e,
      (select hash from audit_entries where seq = 1)), 'UTF8')), 'hex') where seq = 2`,
    );
    expect((await verifyAuditTrail(db)).firstBroken).toMatchObject({ seq: 3 });
    await tamper(db, sql`delete from audit_entries where seq = 1`);
    expect((await verifyAuditTrail(db)).firstBroken).toMatchObject({
      seq: 1,
      why: 'the entry at this place is missing',
    });
  });

  it('a chain rewritten by the owner from some entry on still holds, but not the head kept from before', async () => {
    const { db } = await databases.create();
    await db.insert(auditEntries).values([entry(1), entry(2), entry(3)]);
    await sealAuditTrail(db);
    const { head } = await verifyAuditTrail(db);
    if (!head) throw new Error('no head');
    // Entry 2 changed, and every hash from it on recomputed: the chain itself holds again.
    await tamper(db, sql`update audit_entries set user_id = 'someone else' where seq = 2`);
    for (const seq of [2, 3])
      await tamper(
        db,
        sql`update audit_entries e set hash = encode(sha256(convert_to(audit_entry_text(e,
        (select hash from audit_entries where seq = ${seq - 1})), 'UTF8')), 'hex') where seq = ${seq}`,
      );
    expect((await verifyAuditTrail(db)).firstBroken).toBeNull();
    expect((await verifyAuditTrail(db, head)).firstBroken).toMatchObject({
      seq: head.seq,
      why: 'the chain was rewritten since the head kept from before',
    });
  });

  it('two entries whose columns read alike joined by a separator still hash apart', async () => {
    const { db } = await databases.create();
    await db.insert(auditEntries).values([
      { ...entry(1), outcome: 'refused', code: 'a|b', detail: '' },
      { ...entry(1), outcome: 'refused', code: 'a', detail: 'b|' },
    ]);
    const { rows } = await db.execute<{ text: string }>(
      sql`select audit_entry_text(e, 'same') as text from audit_entries e order by id`,
    );
    expect(rows[0]?.text).not.toBe(rows[1]?.text);
  });
});

describe('Issue 35: an insert cannot place itself in the chain; each database has its own runtime role', () => {
  it('a place and a hash sent with a new entry are dropped: sealing alone gives them', async () => {
    const owner = await databases.create();
    const runtime = await asRuntime(owner);
    try {
      await runtime.db.insert(auditEntries).values({ ...entry(1), seq: 9_000_000_000, hash: 'forged' });
      expect(
        await runtime.db.select({ seq: auditEntries.seq, hash: auditEntries.hash }).from(auditEntries),
      ).toEqual([{ seq: null, hash: null }]);
      expect(await sealAuditTrail(runtime.db)).toBe(1);
    } finally {
      await runtime.close();
    }
  });

  it('the runtime role of one business opens nothing in another database on the same server', async () => {
    const first = await databases.create();
    const second = await databases.create();
    const runtimeOfFirst = await asRuntime(first);
    await runtimeOfFirst.close();
    const { rows } = await first.db.execute<{ role: string }>(sql`select current_database() as role`);
    const role = runtimeRoleOf(rows[0]?.role ?? '');
    const intruder = openDatabase(second.url, () => {}, { max: 1 }, role);
    try {
      expect(await refusal(intruder.db.execute(sql`select * from staff_accounts`))).toBe('42501');
    } finally {
      await intruder.close();
    }
  });
});
