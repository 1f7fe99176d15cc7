import { CALLS, type CallName } from '../contract/calls';
import { EVERYONE, type Role } from './roles';

/**
 * Whose staff accounts each role manages (adds, changes, deactivates, resets), and so which roles
 * it may give: owners everyone's, managers the floor staff's. Nobody manages their own account on
 * the Staff screen: they use Change password.
 */
const MANAGES: { readonly [R in Role]: readonly Role[] } = {
  owner: EVERYONE,
  manager: ['cashier', 'stockClerk', 'dispatcher'],
  cashier: [],
  stockClerk: [],
  dispatcher: [],
};

/** Whether a role may manage accounts of another role. */
export const mayManage = (actor: Role, target: Role): boolean => MANAGES[actor].includes(target);

/**
 * Whether a role may make a call: as the call's declaration says. The server refuses any other
 * call (403); the app hides what the signed-in role may not use.
 */
export function mayCall(role: Role, call: CallName): boolean {
  return (CALLS[call].roles as readonly Role[]).includes(role);
}
