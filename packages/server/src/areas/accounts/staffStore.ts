import {
  leavesNoOwner,
  mayManage,
  ROLE_LABELS,
  type Role,
  type StaffChange,
  type StaffMember,
  staffRefusals,
  validateNewStaffMember,
  validateTemporaryPassword,
} from '@warehouse/domain/accounts';
import { NotFoundError, valueOrThrow, type WarehouseApi } from '@warehouse/domain/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { staffAccounts, staffSessions } from '../../db/schema';
import { isUniqueViolation } from '../../sql/errorCodes';
import type { Executor } from '../../sql/executor';
import { withDetail, writeTransaction } from '../audit/auditTrail';
import { createAccount, findAccount, type StaffAccount } from './accounts';
import { currentActor } from './actor';
import { hashPassword } from './passwords';

type StaffCalls = Pick<WarehouseApi, 'listStaff' | 'createStaff' | 'updateStaff' | 'resetStaffPassword'>;

const iso = (timestamp: string | null) => (timestamp === null ? null : new Date(timestamp).toISOString());

const memberOf = (account: StaffAccount): StaffMember => ({
  userId: account.userId,
  name: account.name,
  email: account.email,
  role: account.role as Role,
  active: account.active,
  createdAt: iso(account.createdAt) as string,
  lastSignInAt: iso(account.lastSignInAt),
});

/**
 * Refuses what the acting account may not do to an account of `role`, or give as a role: the
 * permission table's MANAGES decides. Outside a request (tests, tools) the system acts, as an owner.
 */
function checkManages(role: Role) {
  const actor = currentActor()?.account;
  if (!actor || mayManage(actor.role as Role, role)) return;
  throw role === 'owner' ? staffRefusals.ownersOnly() : staffRefusals.notManaged(role);
}

/** Nobody changes their own account on the Staff screen: they use Change password. */
function checkNotOwnAccount(target: StaffAccount) {
  if (target.id === currentActor()?.account?.id) throw staffRefusals.notYourself();
}

/** A change as the audit trail says it: "Cashier → Manager", "Deactivated". */
function changeDetail(account: StaffAccount, change: StaffChange): string {
  const parts = [];
  if (change.role !== undefined && change.role !== account.role)
    parts.push(`${ROLE_LABELS[account.role as Role]} → ${ROLE_LABELS[change.role]}`);
  if (change.active !== undefined && change.active !== account.active)
    parts.push(change.active ? 'Reactivated' : 'Deactivated');
  return parts.join(', ') || 'Unchanged';
}

async function accountOrThrow(db: Executor, userId: string): Promise<StaffAccount> {
  const account = await findAccount(db, userId);
  if (!account) throw new NotFoundError('Staff member', userId);
  return account;
}

/** The Staff screen's calls on the staff_accounts table. */
export function staffStore(db: Db): StaffCalls {
  return {
    listStaff: async () =>
      (await db.select().from(staffAccounts).orderBy(desc(staffAccounts.createdAt))).map(memberOf),

    createStaff: async (input) => {
      const { temporaryPassword, ...details } = valueOrThrow(validateNewStaffMember(input));
      checkManages(details.role);
      if (await findAccount(db, details.userId)) throw staffRefusals.duplicateUser(details.userId);
      try {
        // The answer is made inside the transaction: a keyed request's answer is kept with it.
        return await writeTransaction(db, async (tx) =>
          memberOf(
            await createAccount(tx, { ...details, password: temporaryPassword, mustChangePassword: true }),
          ),
        );
      } catch (error) {
        // Two managers adding the same user id at once: the unique index decides.
        if (isUniqueViolation(error)) throw staffRefusals.duplicateUser(details.userId);
        throw error;
      }
    },

    updateStaff: (userId, change) =>
      writeTransaction(db, async (tx) => {
        // Every account locked: two changes at once cannot each leave the other the last owner.
        const staff = await tx.select().from(staffAccounts).for('update');
        const account = staff.find((each) => each.userId.toLowerCase() === userId.toLowerCase());
        if (!account) throw new NotFoundError('Staff member', userId);
        checkManages(account.role as Role);
        if (change.role) checkManages(change.role);
        const signsIn = new Set(
          staff.filter((each) => each.passwordHash !== null).map((each) => each.userId),
        );
        if (leavesNoOwner(staff.map(memberOf), userId, change, (member) => signsIn.has(member.userId)))
          throw staffRefusals.lastOwner();
        checkNotOwnAccount(account);
        if (change.role === undefined && change.active === undefined) return memberOf(account);
        const [updated] = await tx
          .update(staffAccounts)
          .set(change)
          .where(eq(staffAccounts.id, account.id))
          .returning();
        if (change.active === false)
          await tx.delete(staffSessions).where(eq(staffSessions.accountId, account.id));
        return withDetail(memberOf(updated as StaffAccount), changeDetail(account, change));
      }),

    resetStaffPassword: async (userId, { temporaryPassword }) => {
      const account = await accountOrThrow(db, userId);
      valueOrThrow(validateTemporaryPassword(temporaryPassword));
      checkManages(account.role as Role);
      checkNotOwnAccount(account);
      const passwordHash = await hashPassword(temporaryPassword);
      await writeTransaction(db, async (tx) => {
        // Checked again on the locked row: the account's role may have changed meanwhile.
        const [locked] = await tx
          .select()
          .from(staffAccounts)
          .where(eq(staffAccounts.id, account.id))
          .for('update');
        if (locked) checkManages(locked.role as Role);
        await tx
          .update(staffAccounts)
          .set({ passwordHash, mustChangePassword: true })
          .where(eq(staffAccounts.id, account.id));
        await tx.delete(staffSessions).where(eq(staffSessions.accountId, account.id));
      });
    },
  };
}
