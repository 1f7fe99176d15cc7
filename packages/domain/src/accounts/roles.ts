/** The staff roles (issue 16): what a person does in the business decides what they may do here. */
export const ROLES = ['owner', 'manager', 'cashier', 'stockClerk', 'dispatcher'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  manager: 'Manager',
  cashier: 'Cashier',
  stockClerk: 'Stock Clerk',
  dispatcher: 'Dispatcher',
};
