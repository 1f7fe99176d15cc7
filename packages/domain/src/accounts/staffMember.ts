import { ConflictError } from '../contract/errors';
import { type Validation, validated } from '../contract/validation';
import { isBlank, isEmail } from '../forms/fields';
import type { FieldErrors } from '../notices/tone';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../session/password';
import { ROLE_LABELS, ROLES, type Role } from './roles';

/** A staff account as the Staff screen lists it. */
export interface StaffMember {
  userId: string;
  name: string;
  email: string;
  role: Role;
  active: boolean;
  /** ISO 8601 with an offset. */
  createdAt: string;
  lastSignInAt: string | null;
}

/** "Add Staff Member": who, their role, and a temporary password they change at first sign-in. */
export interface NewStaffMember {
  userId: string;
  name: string;
  email: string;
  role: Role | '';
  temporaryPassword: string;
}

export type NewStaffField = keyof NewStaffMember;

/** What changes of an account: its role, or whether it may sign in. */
export interface StaffChange {
  role?: Role;
  active?: boolean;
}

export const emptyNewStaffMember = (): NewStaffMember => ({
  userId: '',
  name: '',
  email: '',
  role: '',
  temporaryPassword: '',
});

export const STAFF_MESSAGES = {
  userIdRequired: 'User ID is required',
  userIdSpaces: 'A User ID has no spaces',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  roleRequired: 'Choose a role',
  passwordTooShort: `The temporary password needs at least ${MIN_PASSWORD_LENGTH} characters`,
  passwordTooLong: `The temporary password can have at most ${MAX_PASSWORD_LENGTH.toLocaleString('en-US')} characters`,
  userIdTaken: (userId: string) => `There is already an account "${userId}"`,
  lastOwner: 'The business needs at least one active owner',
  ownersOnly: 'Only an owner can give the owner role or change an owner’s account',
  notManaged: (role: Role) => `Your role does not manage ${ROLE_LABELS[role].toLowerCase()} accounts`,
  notYourself: 'Change your own account under Settings → Security, not here',
} as const;

/** A temporary password's length by the one rule for every password. */
function temporaryPasswordError(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return STAFF_MESSAGES.passwordTooShort;
  if (password.length > MAX_PASSWORD_LENGTH) return STAFF_MESSAGES.passwordTooLong;
  return undefined;
}

/** A new account's form: every field required, the user id without spaces, a long enough password. */
export function validateNewStaffMember(
  values: NewStaffMember,
): Validation<Omit<NewStaffMember, 'role'> & { role: Role }, NewStaffField> {
  const errors: FieldErrors<NewStaffField> = {};
  if (isBlank(values.userId)) errors.userId = STAFF_MESSAGES.userIdRequired;
  else if (/\s/.test(values.userId.trim())) errors.userId = STAFF_MESSAGES.userIdSpaces;
  if (isBlank(values.name)) errors.name = STAFF_MESSAGES.nameRequired;
  if (isBlank(values.email)) errors.email = STAFF_MESSAGES.emailRequired;
  else if (!isEmail(values.email)) errors.email = STAFF_MESSAGES.emailInvalid;
  if (!ROLES.includes(values.role as Role)) errors.role = STAFF_MESSAGES.roleRequired;
  const passwordError = temporaryPasswordError(values.temporaryPassword);
  if (passwordError) errors.temporaryPassword = passwordError;
  return validated(errors, () => ({
    userId: values.userId.trim(),
    name: values.name.trim(),
    email: values.email.trim(),
    role: values.role as Role,
    temporaryPassword: values.temporaryPassword,
  }));
}

/** A temporary password given at a reset: as long as any password. */
export function validateTemporaryPassword(
  temporaryPassword: string,
): Validation<string, 'temporaryPassword'> {
  const errors: FieldErrors<'temporaryPassword'> = {};
  const passwordError = temporaryPasswordError(temporaryPassword);
  if (passwordError) errors.temporaryPassword = passwordError;
  return validated(errors, () => temporaryPassword);
}

/**
 * Whether the change takes away the last active owner who can sign in: the last one may be
 * neither demoted nor deactivated. `signsIn` says who has a password: demo mode's passwordless
 * owner does not keep a real business owned.
 */
export function leavesNoOwner(
  staff: readonly StaffMember[],
  userId: string,
  change: StaffChange,
  signsIn: (member: StaffMember) => boolean = () => true,
): boolean {
  const isOwner = (member: StaffMember) => member.role === 'owner' && member.active;
  const target = staff.find((member) => member.userId.toLowerCase() === userId.toLowerCase());
  if (!target || !isOwner(target) || isOwner({ ...target, ...change })) return false;
  return !staff.some((member) => member !== target && isOwner(member) && signsIn(member));
}

/** The refusals of the staff calls, the same from every implementation. */
export const staffRefusals = {
  duplicateUser: (userId: string) =>
    new ConflictError(
      'duplicate_user',
      { title: 'User ID Taken', message: STAFF_MESSAGES.userIdTaken(userId), destructive: true },
      { userId: STAFF_MESSAGES.userIdTaken(userId) },
    ),
  lastOwner: () =>
    new ConflictError('last_owner', {
      title: 'Not Changed',
      message: STAFF_MESSAGES.lastOwner,
      destructive: true,
    }),
  ownersOnly: () =>
    new ConflictError('not_allowed', {
      title: 'Not Allowed',
      message: STAFF_MESSAGES.ownersOnly,
      destructive: true,
    }),
  notManaged: (role: Role) =>
    new ConflictError('not_allowed', {
      title: 'Not Allowed',
      message: STAFF_MESSAGES.notManaged(role),
      destructive: true,
    }),
  notYourself: () =>
    new ConflictError('not_allowed', {
      title: 'Not Allowed',
      message: STAFF_MESSAGES.notYourself,
      destructive: true,
    }),
};
