import type { RecordedSale, WarehouseApi } from '../contract/contract';
import { ValidationError } from '../contract/errors';

type Call = keyof WarehouseApi;
type Args<K extends Call> = Parameters<WarehouseApi[K]>;
type Result<K extends Call> = Awaited<ReturnType<WarehouseApi[K]>>;

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
};

/**
 * Signing in and out, recorded by the server's session routes (they are not calls of the data
 * contract): who, when, and for a refusal why.
 */
const SESSION_EVENTS = {
  signIn: 'Signed in',
  signInRefused: 'Tried to sign in',
  signOut: 'Signed out',
} as const;
export type SessionEvent = keyof typeof SESSION_EVENTS;

/** What an audit entry records: a call of the contract, or a session event. */
export type AuditedAction = Call | SessionEvent;

interface Audited<K extends Call> {
  kind: ActivityKind;
  /** As the Activity screen says it. */
  label: string;
  /** The record the call changed, from its arguments or its answer (null: the business as a whole). */
  record: (args: Args<K>, result: Result<K> | undefined) => string | null;
}

const first = (args: readonly unknown[]) => String(args[0]);

/**
 * Every call that changes the business, and how the audit trail records it (issue 16): an entry
 * for each, with who, when, which record and the outcome. Calls not named here only read.
 */
export const AUDITED_CALLS: { readonly [K in Call]?: Audited<K> } = {
  createProduct: { kind: 'catalogue', label: 'Added a product', record: (_, product) => product?.id ?? null },
  updateProduct: { kind: 'catalogue', label: 'Edited a product', record: first },
  archiveProduct: { kind: 'catalogue', label: 'Archived a product', record: first },
  deleteProduct: { kind: 'catalogue', label: 'Deleted a product', record: first },
  addShelf: { kind: 'stock', label: 'Added a shelf', record: (_, shelf) => shelf?.id ?? null },
  adjustStock: { kind: 'stock', label: 'Adjusted stock', record: ([input]) => input.itemId },
  transferStock: { kind: 'stock', label: 'Moved stock', record: ([input]) => input.itemId },
  recordSale: {
    kind: 'sales',
    label: 'Recorded a sale',
    record: (_, recorded: RecordedSale | undefined) => recorded?.sale.id ?? null,
  },
  createDelivery: {
    kind: 'deliveries',
    label: 'Created a delivery',
    record: (_, delivery) => delivery?.id ?? null,
  },
  assignRider: { kind: 'deliveries', label: 'Assigned a rider', record: first },
  createRider: { kind: 'deliveries', label: 'Added a rider', record: (_, rider) => rider?.id ?? null },
  createSupplier: {
    kind: 'purchasing',
    label: 'Added a supplier',
    record: (_, supplier) => supplier?.id ?? null,
  },
  updateSupplier: { kind: 'purchasing', label: 'Edited a supplier', record: first },
  createPurchaseOrder: {
    kind: 'purchasing',
    label: 'Created a purchase order',
    record: (_, order) => order?.id ?? null,
  },
  updatePurchaseOrder: { kind: 'purchasing', label: 'Edited a purchase order', record: first },
  placePurchaseOrder: { kind: 'purchasing', label: 'Placed a purchase order', record: first },
  receivePurchaseOrder: { kind: 'purchasing', label: 'Received goods', record: first },
  cancelPurchaseOrder: { kind: 'purchasing', label: 'Cancelled a purchase order', record: first },
  draftReorders: { kind: 'purchasing', label: 'Drafted reorders', record: () => null },
  saveSettings: { kind: 'settings', label: 'Saved the settings', record: () => null },
  changePassword: { kind: 'staff', label: 'Changed their password', record: () => null },
  createStaff: { kind: 'staff', label: 'Added a staff member', record: ([member]) => member.userId },
  updateStaff: { kind: 'staff', label: 'Changed a staff account', record: first },
  resetStaffPassword: { kind: 'staff', label: 'Reset a password', record: first },
};

/** One entry of the audit trail. */
export interface ActivityEntry {
  id: string;
  /** ISO 8601 with an offset. */
  at: string;
  /** Who, by the user id they signed in with. */
  userId: string;
  call: AuditedAction;
  record: string | null;
  outcome: 'done' | 'refused';
  /** Why it was refused: the contract's error code, or `forbidden`. */
  code: string | null;
  /** What changed, when the record alone does not say (a role: "Cashier → Manager"). */
  detail?: string | null;
}

const isSessionEvent = (action: AuditedAction): action is SessionEvent => action in SESSION_EVENTS;

/** An entry's action as the Activity screen says it, with what changed when it says more. */
export function activityLabel(entry: Pick<ActivityEntry, 'call' | 'detail'>): string {
  const label = isSessionEvent(entry.call)
    ? SESSION_EVENTS[entry.call]
    : (AUDITED_CALLS[entry.call]?.label ?? entry.call);
  return entry.detail ? `${label}: ${entry.detail}` : label;
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

export interface ActivityPage {
  items: ActivityEntry[];
  /** Where the next page starts; null on the last. */
  nextCursor: string | null;
}

export const ACTIVITY_PAGE_SIZE = 50;

/** A cursor that is not one of this list's (made up, or cut short): refused, never read as "from the start". */
export const badCursor = () =>
  new ValidationError('The page cursor is not valid', { cursor: 'Not a cursor of this list' });

/** The calls (and session events) of one kind, for a filter. */
export const callsOfKind = (kind: ActivityKind): AuditedAction[] =>
  kind === 'access'
    ? (Object.keys(SESSION_EVENTS) as SessionEvent[])
    : (Object.keys(AUDITED_CALLS) as Call[]).filter((call) => AUDITED_CALLS[call]?.kind === kind);

/** The record an audited call changed. */
export function auditedRecord<K extends Call>(
  call: K,
  args: Args<K>,
  result: Result<K> | undefined,
): string | null {
  const audited = AUDITED_CALLS[call] as Audited<K> | undefined;
  return audited ? audited.record(args, result) : null;
}
