// @warehouse/domain/accounts: staff roles, the permission table and the signed-in user.

export {
  ACTIVITY_KIND_LABELS,
  ACTIVITY_KINDS,
  ACTIVITY_PAGE_SIZE,
  type ActivityEntry,
  type ActivityKind,
} from './activity';
export {
  type AuditedAction,
  activityLabel,
  auditedRecord,
  callsOfKind,
  type DownloadEvent,
  isAudited,
  type SessionEvent,
} from './auditedCalls';
export { mayCall, mayManage } from './permissions';
export { ROLE_LABELS, ROLES, type Role } from './roles';
export {
  DEMO_OWNER,
  SESSION_ENDED,
  SESSION_IDLE_MINUTES,
  SESSION_LIFETIME_HOURS,
  type SessionState,
  SIGN_IN_ATTEMPTS_PER_ADDRESS_PER_MINUTE,
  SIGN_IN_ATTEMPTS_PER_MINUTE,
  SIGN_IN_REFUSED,
  SIGN_IN_THROTTLED,
  type SignInMode,
  type SignInRequest,
  type StaffUser,
  TILL_IDLE_MINUTES_DEFAULT,
  TILL_ROLES,
} from './staff';
export {
  emptyNewStaffMember,
  leavesNoOwner,
  type NewStaffField,
  type NewStaffMember,
  STAFF_MESSAGES,
  type StaffChange,
  type StaffMember,
  staffRefusals,
  validateNewStaffMember,
  validateTemporaryPassword,
} from './staffMember';
