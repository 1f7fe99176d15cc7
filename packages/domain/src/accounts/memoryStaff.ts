import type { WarehouseApi } from '../contract/contract';
import { NotFoundError } from '../contract/errors';
import { valueOrThrow } from '../contract/validation';
import { DEMO_OWNER } from './staff';
import {
  leavesNoOwner,
  type StaffMember,
  staffRefusals,
  validateNewStaffMember,
  validateTemporaryPassword,
} from './staffMember';

type StaffCalls = Pick<WarehouseApi, 'listStaff' | 'createStaff' | 'updateStaff' | 'resetStaffPassword'>;

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Staff accounts in memory, for the app without a server: the demo owner to start with. Passwords
 * are checked by the rules and not kept (nobody signs in with them here); whoever acts is the
 * demo owner, so the owner-only rule never refuses.
 */
export function memoryStaff(now: () => Date): StaffCalls {
  const staff: StaffMember[] = [
    { ...DEMO_OWNER, active: true, createdAt: now().toISOString(), lastSignInAt: null },
  ];
  const memberOf = (userId: string) => {
    const member = staff.find((each) => same(each.userId, userId));
    if (!member) throw new NotFoundError('Staff member', userId);
    return member;
  };
  return {
    listStaff: async () => staff.map((member) => ({ ...member })),
    createStaff: async (input) => {
      const values = valueOrThrow(validateNewStaffMember(input));
      if (staff.some((member) => same(member.userId, values.userId)))
        throw staffRefusals.duplicateUser(values.userId);
      const { temporaryPassword: _, ...details } = values;
      const member: StaffMember = {
        ...details,
        active: true,
        createdAt: now().toISOString(),
        lastSignInAt: null,
      };
      staff.unshift(member);
      return { ...member };
    },
    updateStaff: async (userId, change) => {
      const member = memberOf(userId);
      if (leavesNoOwner(staff, userId, change)) throw staffRefusals.lastOwner();
      Object.assign(member, change);
      return { ...member };
    },
    resetStaffPassword: async (userId, { temporaryPassword }) => {
      memberOf(userId);
      valueOrThrow(validateTemporaryPassword(temporaryPassword));
    },
  };
}
