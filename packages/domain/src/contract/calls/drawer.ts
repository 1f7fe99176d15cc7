// The cash drawer: a seller opens a session with a counted float, records paid-in and paid-out,
// and closes it with the cash counted (its Z report). Owners and managers see every session.
import { z } from 'zod';
import { SELLING } from '../../accounts/roles';
import type { DenominationCount } from '../../pos/drawer/denominations';
import type {
  CashCount,
  CloseDrawerInput,
  DrawerCashInput,
  DrawerCashMove,
  DrawerPerson,
  DrawerSession,
  DrawerSessionSummary,
  OpenDrawerInput,
} from '../../pos/drawer/drawer';
import { defineCall } from '../call';
import { amount, num, pageOf, pagesOnly, str, text } from '../shapes';

const denominationCount: z.ZodType<DenominationCount> = z.strictObject({ value: amount, count: amount });
const cashCount: z.ZodType<CashCount> = z.strictObject({
  amount: amount.optional(),
  counts: z.array(denominationCount).max(50).optional(),
});
const person: z.ZodType<DrawerPerson> = z.object({ userId: str, name: str });
const move: z.ZodType<DrawerCashMove> = z.object({
  kind: z.enum(['in', 'out']),
  amount: num,
  reason: str,
  at: str,
  by: person,
});
const counts = z.array(z.object({ value: num, count: num }));

const session: z.ZodType<DrawerSession> = z.object({
  id: str,
  openedBy: person,
  openedAt: str,
  float: num,
  floatCounts: counts.optional(),
  sales: z.object({
    count: num,
    total: num,
    discount: num,
    tax: num,
    byTender: z.object({ cash: num, card: num, mobile: num }),
  }),
  refunds: num,
  paidIn: num,
  paidOut: num,
  moves: z.array(move),
  expected: num,
  closedBy: person.optional(),
  closedAt: str.optional(),
  counted: num.optional(),
  countedCounts: counts.optional(),
  variance: num.optional(),
  timezone: str,
});

const summary: z.ZodType<DrawerSessionSummary> = z.object({
  id: str,
  openedBy: person,
  openedAt: str,
  closedBy: person.optional(),
  closedAt: str.optional(),
  float: num,
  expected: num,
  counted: num.optional(),
  variance: num.optional(),
});

const openInput: z.ZodType<OpenDrawerInput> = z.strictObject({ float: cashCount });
const cashInput: z.ZodType<DrawerCashInput> = z.strictObject({
  kind: z.enum(['in', 'out']),
  amount,
  reason: text,
});
const closeInput: z.ZodType<CloseDrawerInput> = z.strictObject({ counted: cashCount });

const DRAWER_CHANGES = ['drawer', 'payments'] as const;

export const drawerCalls = {
  /** The caller's open drawer session with its running figures, or null when none is open. */
  getMyDrawer: defineCall({ method: 'GET', path: '/drawer', output: session.nullable(), roles: SELLING }),
  /**
   * Opens the caller's drawer with the float counted (a total, or by denomination).
   * ConflictError `drawer_open` while theirs is open: one open session per seller.
   */
  openDrawer: defineCall({
    method: 'POST',
    path: '/drawer/open',
    input: openInput,
    output: session,
    created: true,
    roles: SELLING,
    audit: { kind: 'sales', label: 'Opened the cash drawer', record: (_, opened) => opened?.id ?? null },
    keyed: true,
    changes: DRAWER_CHANGES,
  }),
  /**
   * Paid in or paid out of the caller's open drawer, with the reason; a paid-out no larger than
   * the drawer holds. ConflictError `drawer_closed` when none is open.
   */
  recordDrawerCash: defineCall({
    method: 'POST',
    path: '/drawer/cash',
    input: cashInput,
    output: session,
    roles: SELLING,
    audit: { kind: 'sales', label: 'Paid cash in or out', record: (_, changed) => changed?.id ?? null },
    keyed: true,
    changes: DRAWER_CHANGES,
  }),
  /**
   * Closes the caller's open drawer with the cash counted: the session, final, with its Z report
   * (expected, counted, variance). ConflictError `drawer_closed` when none is open.
   */
  closeDrawer: defineCall({
    method: 'POST',
    path: '/drawer/close',
    input: closeInput,
    output: session,
    roles: SELLING,
    audit: { kind: 'sales', label: 'Closed the cash drawer', record: (_, closed) => closed?.id ?? null },
    keyed: true,
    changes: DRAWER_CHANGES,
  }),
  /** Drawer sessions newest first, a page at a time: every one for owners and managers, a seller's own for the rest. */
  listDrawerSessions: defineCall({
    method: 'GET',
    path: '/drawer/sessions',
    input: pagesOnly,
    output: pageOf(summary),
    roles: SELLING,
  }),
  /** One session with its figures (a closed one's Z report); NotFoundError for another seller's, to a cashier. */
  getDrawerSession: defineCall({
    method: 'GET',
    path: '/drawer/sessions/:id',
    output: session,
    roles: SELLING,
  }),
};
