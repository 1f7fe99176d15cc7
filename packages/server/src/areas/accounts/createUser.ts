import { ROLES, type Role } from '@warehouse/domain/accounts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@warehouse/domain/session';
import type { Executor } from '../../sql/executor';
import { createAccount, findAccount, type StaffAccount } from './accounts';

export interface CreateUserInput {
  role: string;
  userId: string;
  name: string;
  email: string;
  password: string;
}

/** Why an account cannot be made as asked: one line per problem, for the person at the terminal. */
export class CreateUserRefused extends Error {}

/** `create-user`: checks what was given and adds the account (its password hashed). */
export async function createUser(db: Executor, input: CreateUserInput): Promise<StaffAccount> {
  const problems: string[] = [];
  if (!ROLES.includes(input.role as Role)) problems.push(`--role must be one of: ${ROLES.join(', ')}`);
  if (!/^[^\s\0]{1,100}$/.test(input.userId))
    problems.push('The user id must be 1 to 100 characters, without spaces');
  if (input.name.trim() === '') problems.push('A name is required');
  if (!/^[^\s@]+@[^\s@]+$/.test(input.email)) problems.push('An email address is required');
  if (input.password.length < MIN_PASSWORD_LENGTH || input.password.length > MAX_PASSWORD_LENGTH)
    problems.push(`The password needs ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters`);
  if (problems.length === 0 && (await findAccount(db, input.userId)))
    problems.push(`There is already an account "${input.userId}"`);
  if (problems.length > 0) throw new CreateUserRefused(problems.join('\n'));
  return createAccount(db, { ...input, name: input.name.trim(), role: input.role as Role });
}
