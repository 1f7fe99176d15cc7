/** The staff roles: what a person does in the business decides what they may do here. */
export const ROLES = ['owner', 'manager', 'cashier', 'stockClerk', 'dispatcher'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  manager: 'Manager',
  cashier: 'Cashier',
  stockClerk: 'Stock Clerk',
  dispatcher: 'Dispatcher',
};

/** The roles by what they do: who may make which call (each call's declaration names its own). */
export const EVERYONE: readonly Role[] = [...ROLES];
export const MANAGEMENT: readonly Role[] = ['owner', 'manager'];
export const SELLING: readonly Role[] = ['owner', 'manager', 'cashier'];
export const STOCK: readonly Role[] = ['owner', 'manager', 'stockClerk'];
export const DISPATCH: readonly Role[] = ['owner', 'manager', 'dispatcher'];
