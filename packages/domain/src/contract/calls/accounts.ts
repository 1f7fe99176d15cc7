// Staff accounts: passwords, the Staff screen's list and actions, and the audit trail.
import { z } from 'zod';
import { ACTIVITY_KINDS, type ActivityEntry, type ActivityQuery } from '../../accounts/activity';
import { EVERYONE, MANAGEMENT, ROLES } from '../../accounts/roles';
import type { NewStaffMember, StaffChange, StaffMember } from '../../accounts/staffMember';
import type { PasswordChange } from '../../session/password';
import { defineCall } from '../call';
import { bool, day, flag, pageOf, str, text } from '../shapes';

const passwordChange: z.ZodType<PasswordChange> = z.strictObject({
  currentPassword: text,
  newPassword: text,
  confirmPassword: text,
});
const newStaffMember: z.ZodType<NewStaffMember> = z.strictObject({
  userId: text,
  name: text,
  email: text,
  role: z.enum(['', ...ROLES]),
  temporaryPassword: text,
});
const staffChange: z.ZodType<StaffChange> = z
  .strictObject({ role: z.enum(ROLES).optional(), active: flag.optional() })
  .refine((change) => change.role !== undefined || change.active !== undefined, 'Give a role or active');
const staffMember: z.ZodType<StaffMember> = z.object({
  userId: str,
  name: str,
  email: str,
  role: z.enum(ROLES),
  active: bool,
  createdAt: str,
  lastSignInAt: str.nullable(),
});

const activityQuery: z.ZodType<ActivityQuery> = z.strictObject({
  userId: text.optional(),
  kind: z.enum(ACTIVITY_KINDS).optional(),
  from: day.optional(),
  to: day.optional(),
  record: text.optional(),
  cursor: text.optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});
const activityEntry: z.ZodType<ActivityEntry> = z.object({
  id: str,
  at: str,
  userId: str,
  call: str,
  record: str.nullable(),
  outcome: z.enum(['done', 'refused']),
  code: str.nullable(),
  detail: str.nullable().optional(),
});

const byId = ({ id }: { id?: string }) => id ?? null;

export const accountCalls = {
  /** Changes the signed-in user's password; ValidationError keyed by PasswordField. */
  changePassword: defineCall({
    method: 'POST',
    path: '/account/password',
    input: passwordChange,
    // Everyone changes their own password.
    roles: EVERYONE,
    audit: { kind: 'staff', label: 'Changed their password', record: () => null },
    limitedAs: 'password-change',
    renewsSession: true,
  }),
  // Owners and managers, each over the roles MANAGES gives it (the store checks).
  listStaff: defineCall({ method: 'GET', path: '/staff', output: z.array(staffMember), roles: MANAGEMENT }),
  /** With a temporary password, changed at first sign-in. Refused: `duplicate_user`, `not_allowed`. */
  createStaff: defineCall({
    method: 'POST',
    path: '/staff',
    input: newStaffMember,
    output: staffMember,
    created: true,
    roles: MANAGEMENT,
    audit: { kind: 'staff', label: 'Added a staff member', record: ({ input }) => input?.userId ?? null },
    keyed: true,
    changes: ['staff'],
  }),
  /** A new role, or (de)activation. Refused: `last_owner`, `not_allowed`. */
  updateStaff: defineCall({
    method: 'PUT',
    path: '/staff/:id',
    input: staffChange,
    output: staffMember,
    roles: MANAGEMENT,
    audit: { kind: 'staff', label: 'Changed a staff account', record: byId },
    keyed: true,
    changes: ['staff'],
  }),
  /** A temporary password, changed at next sign-in; the account's sessions end. */
  resetStaffPassword: defineCall({
    method: 'POST',
    path: '/staff/:id/password',
    input: z.strictObject({ temporaryPassword: text }),
    roles: MANAGEMENT,
    audit: { kind: 'staff', label: 'Reset a password', record: byId },
    keyed: true,
    limitedAs: 'password-reset',
    changes: ['staff'],
  }),
  /** The audit trail, newest first, a page at a time. */
  listActivity: defineCall({
    method: 'GET',
    path: '/activity',
    input: activityQuery,
    output: pageOf(activityEntry),
    roles: MANAGEMENT,
  }),
};
