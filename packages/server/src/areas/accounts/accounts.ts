import { DEMO_OWNER, type Role, type StaffUser } from '@warehouse/domain/accounts';
import { eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { staffAccounts } from '../../db/schema';
import type { Executor } from '../../sql/executor';
import { hashPassword } from './passwords';

export type StaffAccount = typeof staffAccounts.$inferSelect;

/** What the app is told of an account. */
export const staffUserOf = (account: StaffAccount): StaffUser => ({
  userId: account.userId,
  name: account.name,
  email: account.email,
  role: account.role as Role,
  mustChangePassword: account.mustChangePassword,
});

/** The account with this user id, whatever its case. */
export async function findAccount(db: Executor, userId: string): Promise<StaffAccount | undefined> {
  const [account] = await db
    .select()
    .from(staffAccounts)
    .where(sql`lower(${staffAccounts.userId}) = lower(${userId})`);
  return account;
}

export interface NewAccount {
  userId: string;
  name: string;
  email: string;
  role: Role;
  password: string;
  /** A temporary password, changed at first sign-in. */
  mustChangePassword?: boolean;
}

export async function createAccount(db: Executor, account: NewAccount): Promise<StaffAccount> {
  const [created] = await db
    .insert(staffAccounts)
    .values({
      id: uuidv7(),
      userId: account.userId,
      name: account.name,
      email: account.email,
      role: account.role,
      passwordHash: await hashPassword(account.password),
      mustChangePassword: account.mustChangePassword ?? false,
    })
    .returning();
  if (!created) throw new Error('the account was not created');
  return created;
}

/**
 * The owner demo mode signs in as, unless there is one: no password, so staff-accounts mode never
 * lets it in.
 */
export async function addDemoOwner(db: Executor): Promise<void> {
  await db
    .insert(staffAccounts)
    .values({ id: uuidv7(), ...DEMO_OWNER, passwordHash: null })
    .onConflictDoNothing();
}

/**
 * Demo mode's owner, made on first use (a database seeded before accounts existed has none), and
 * always an active owner: demo sign-in must never lead to an account that cannot be used.
 */
export async function demoOwner(db: Executor): Promise<StaffAccount> {
  await addDemoOwner(db);
  await db
    .update(staffAccounts)
    .set({ role: 'owner', active: true })
    .where(
      sql`lower(${staffAccounts.userId}) = lower(${DEMO_OWNER.userId}) and ${staffAccounts.passwordHash} is null`,
    );
  const owner = await findAccount(db, DEMO_OWNER.userId);
  if (!owner) throw new Error('the demo owner is missing');
  return owner;
}

export async function recordSignIn(db: Executor, accountId: string) {
  await db.update(staffAccounts).set({ lastSignInAt: sql`now()` }).where(eq(staffAccounts.id, accountId));
}

/** Whether anyone can sign in in production mode yet. */
export async function hasStaffAccounts(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(sql`${staffAccounts.passwordHash} is not null`)
    .limit(1);
  return row !== undefined;
}
