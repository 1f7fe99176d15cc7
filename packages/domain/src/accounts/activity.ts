/** What the Activity screen filters by: the area of the business a call changes. */
export const ACTIVITY_KINDS = [
  'catalogue',
  'stock',
  'sales',
  'deliveries',
  'purchasing',
  'settings',
  'staff',
  'access',
  'backups',
  'exports',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  catalogue: 'Catalogue',
  stock: 'Stock',
  sales: 'Sales',
  deliveries: 'Deliveries',
  purchasing: 'Purchasing',
  settings: 'Settings',
  staff: 'Staff',
  access: 'Sign-ins',
  backups: 'Backups',
  exports: 'Exports',
};

/** One entry of the audit trail. */
export interface ActivityEntry {
  id: string;
  /** ISO 8601 with an offset. */
  at: string;
  /** Who, by the user id they signed in with. */
  userId: string;
  /** The call of the contract, or the session event (`AuditedAction`). */
  call: string;
  record: string | null;
  outcome: 'done' | 'refused';
  /** Why it was refused: the contract's error code, or `forbidden`. */
  code: string | null;
  /** What changed, when the record alone does not say (a role: "Cashier → Manager"). */
  detail?: string | null;
}

/** The Activity screen's filters, and where the page starts. */
export interface ActivityQuery {
  userId?: string;
  kind?: ActivityKind;
  /** YYYY-MM-DD, inclusive, in the server's time zone. */
  from?: string;
  to?: string;
  /** A record's own entries (a product's also those of its variants). */
  record?: string;
  /** From a page's `nextCursor`. */
  cursor?: string;
  limit?: number;
}

export const ACTIVITY_PAGE_SIZE = 50;
