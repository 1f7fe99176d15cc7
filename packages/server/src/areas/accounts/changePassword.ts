import { ValidationError, valueOrThrow } from '@warehouse/domain/contract';
import { PASSWORD_MESSAGES, type PasswordChange, validatePasswordChange } from '@warehouse/domain/session';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { staffAccounts, staffSessions } from '../../db/schema';
import { writeTransaction } from '../audit/auditTrail';
import { currentActor } from './actor';
import { hashPassword, passwordMatches } from './passwords';

/**
 * Settings → Security for the signed-in account: the current password checked, the new one by the
 * domain's rules; stored hashed, and every session of the account ended (a password changed
 * because it leaked must lock out whoever used it; the route opens the page a new one). The demo
 * owner has no password: the rules only.
 */
export async function changeOwnPassword(db: Db, change: PasswordChange): Promise<void> {
  const values = valueOrThrow(validatePasswordChange(change));
  const actor = currentActor();
  // The demo owner has no password to change: the change is recorded, nothing stored.
  const account = actor?.account;
  if (!account || account.passwordHash === null) return writeTransaction(db, async () => {});
  if (!(await passwordMatches(account.passwordHash, values.currentPassword)))
    throw new ValidationError(PASSWORD_MESSAGES.currentWrong, {
      currentPassword: PASSWORD_MESSAGES.currentWrong,
    });
  const passwordHash = await hashPassword(values.newPassword);
  await writeTransaction(db, async (tx) => {
    await tx
      .update(staffAccounts)
      .set({ passwordHash, mustChangePassword: false })
      .where(eq(staffAccounts.id, account.id));
    await tx.delete(staffSessions).where(eq(staffSessions.accountId, account.id));
  });
}
