// The cash drawer: a seller's session from the float counted in to the cash counted out. Cash
// sales, cash refunds, paid-in and paid-out count in it; what it should hold is computed from
// them, once, here; closing it records what was counted, and the session is final.
import { MANAGEMENT, type Role } from '../../accounts/roles';
import { type Validation, validated } from '../../contract/validation';
import { type Cents, formatMoney } from '../../format/money';
import type { Notice } from '../../notices/notice';
import type { PaymentMethod } from '../pos';
import {
  countsTotal,
  DENOMINATION_COUNT_MOST,
  type DenominationCount,
  isDenomination,
  keptCounts,
} from './denominations';

/** Cash as counted: a total, or notes and coins by denomination (their total is the amount). */
export interface CashCount {
  amount?: Cents;
  counts?: DenominationCount[];
}

/** A count checked: its amount, and the counts it was made of, if any. */
export interface CountedCash {
  amount: Cents;
  counts?: DenominationCount[];
}

export interface OpenDrawerInput {
  float: CashCount;
}

export type DrawerCashKind = 'in' | 'out';

/** Cash put into the drawer (paid in) or taken out of it (paid out), with the reason. */
export interface DrawerCashInput {
  kind: DrawerCashKind;
  amount: Cents;
  reason: string;
}

export interface CloseDrawerInput {
  counted: CashCount;
}

/** Who opened or closed a drawer. */
export interface DrawerPerson {
  userId: string;
  name: string;
}

/** A paid-in or paid-out, as recorded. */
export interface DrawerCashMove extends DrawerCashInput {
  /** ISO 8601 with an offset. */
  at: string;
  by: DrawerPerson;
}

/** The session's sales: those its seller recorded at the till while it was open. */
interface DrawerSales {
  count: number;
  total: Cents;
  discount: Cents;
  tax: Cents;
  /** What each method took; cash as it stays in the drawer (tendered less change). */
  byTender: Record<PaymentMethod, Cents>;
}

/**
 * A drawer session with its figures: while open, the running figures; once closed, its Z report
 * (what was counted and the variance), final.
 */
export interface DrawerSession {
  id: string;
  openedBy: DrawerPerson;
  openedAt: string;
  float: Cents;
  floatCounts?: DenominationCount[];
  sales: DrawerSales;
  /** Cash given back for returns (none until returns exist). */
  refunds: Cents;
  paidIn: Cents;
  paidOut: Cents;
  moves: DrawerCashMove[];
  /** Float + cash sales (tendered less change) − cash refunds + paid in − paid out. */
  expected: Cents;
  closedBy?: DrawerPerson;
  closedAt?: string;
  counted?: Cents;
  countedCounts?: DenominationCount[];
  /** Counted − expected: negative when cash is missing. */
  variance?: Cents;
  /** The business's time zone: the report's times are read in it. */
  timezone: string;
}

/** A session as the list shows it. */
export type DrawerSessionSummary = Pick<
  DrawerSession,
  'id' | 'openedBy' | 'openedAt' | 'closedBy' | 'closedAt' | 'float' | 'expected' | 'counted' | 'variance'
>;

/** What a session's figures are computed from: sums of the records counted in it. */
export interface DrawerSums {
  float: Cents;
  sales: {
    count: number;
    total: Cents;
    discount: Cents;
    tax: Cents;
    /** What was tendered by each method (cash before change). */
    tendered: Record<PaymentMethod, Cents>;
    change: Cents;
  };
  refunds: Cents;
  paidIn: Cents;
  paidOut: Cents;
}

/** The sales as a Z report gives them, and the cash the drawer should hold. */
export function drawerFigures(sums: DrawerSums): Pick<DrawerSession, 'sales' | 'expected'> {
  const { tendered, change, ...sales } = sums.sales;
  const cash = tendered.cash - change;
  return {
    sales: { ...sales, byTender: { cash, card: tendered.card, mobile: tendered.mobile } },
    expected: sums.float + cash - sums.refunds + sums.paidIn - sums.paidOut,
  };
}

/** No sales yet: what a new session's sums start from. */
export const NO_DRAWER_SALES: DrawerSums['sales'] = {
  count: 0,
  total: 0,
  discount: 0,
  tax: 0,
  tendered: { cash: 0, card: 0, mobile: 0 },
  change: 0,
};

/** The variance once counted: counted − expected. */
export const varianceOf = (counted: Cents, expected: Cents): Cents => counted - expected;

/** The summary of a session, as listed. */
export function drawerSummary(session: DrawerSession): DrawerSessionSummary {
  const { id, openedBy, openedAt, closedBy, closedAt, float, expected, counted, variance } = session;
  return {
    id,
    openedBy,
    openedAt,
    float,
    expected,
    ...(closedBy ? { closedBy } : {}),
    ...(closedAt ? { closedAt } : {}),
    ...(counted !== undefined ? { counted } : {}),
    ...(variance !== undefined ? { variance } : {}),
  };
}

const DRAWER_MESSAGES = {
  count: 'Enter the amount counted, or count each note and coin',
  amount: 'Enter an amount of at least $0.00',
  denominationCount: 'Enter a whole number of 0 or more',
  denomination: 'Count US notes and coins only',
  cashAmount: 'Enter an amount greater than $0.00',
  reason: 'Enter a reason',
} as const;

/** A drawer that is not open where one must be: a cash sale, a paid-in or -out, a close. */
export const OPEN_DRAWER_FIRST_NOTICE: Notice = {
  title: 'Cash Drawer Closed',
  message: 'Open the cash drawer first',
  destructive: true,
};

/** A second drawer for a seller who has one open. */
export const DRAWER_ALREADY_OPEN_NOTICE: Notice = {
  title: 'Cash Drawer Open',
  message: 'Your cash drawer is already open: close it before opening another',
  destructive: true,
};

const isWholeAtLeastZero = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/**
 * Cash as counted: by denomination (US notes and coins, whole counts of 0 or more: their total is
 * the amount), else a total in whole cents of 0 or more. Errors on `amount`, or on `count.<value>`.
 */
export function checkCashCount(count: CashCount): Validation<CountedCash, string> {
  const errors: Record<string, string> = {};
  if (count.counts !== undefined) {
    for (const { value, count: how } of count.counts) {
      if (!isDenomination(value)) errors.amount = DRAWER_MESSAGES.denomination;
      else if (!isWholeAtLeastZero(how) || how > DENOMINATION_COUNT_MOST)
        errors[`count.${value}`] = DRAWER_MESSAGES.denominationCount;
    }
    const counts = keptCounts(count.counts);
    return validated(errors, () => ({ amount: countsTotal(counts), counts }));
  }
  if (count.amount === undefined) errors.amount = DRAWER_MESSAGES.count;
  else if (!isWholeAtLeastZero(count.amount)) errors.amount = DRAWER_MESSAGES.amount;
  return validated(errors, () => ({ amount: count.amount ?? 0 }));
}

/**
 * A paid-in or paid-out: an amount over $0.00 and a reason; a paid-out no larger than the
 * drawer is expected to hold (`holds`).
 */
export function checkDrawerCash(
  input: DrawerCashInput,
  holds: Cents,
): Validation<DrawerCashInput, 'amount' | 'reason'> {
  const reason = input.reason.trim();
  const errors: Partial<Record<'amount' | 'reason', string>> = {};
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) errors.amount = DRAWER_MESSAGES.cashAmount;
  else if (input.kind === 'out' && input.amount > holds)
    errors.amount = `The drawer holds only ${formatMoney(holds)}`;
  if (reason === '') errors.reason = DRAWER_MESSAGES.reason;
  return validated(errors, () => ({ kind: input.kind, amount: input.amount, reason }));
}

/** Whether a sale's tenders take cash: such a sale needs its seller's drawer open (a setting). */
export const takesCash = (tenders: readonly { method: string }[]): boolean =>
  tenders.some((tender) => tender.method === 'cash');

/** Owners and managers see every drawer session; the other selling roles, their own. */
export const seesEveryDrawer = (role: Role): boolean => MANAGEMENT.includes(role);

export const DRAWER_OPENED_NOTICE: Notice = {
  title: 'Drawer Opened',
  message: 'Cash sales now count in your drawer',
  destructive: false,
};

export const DRAWER_CLOSED_NOTICE: Notice = {
  title: 'Drawer Closed',
  message: 'Its Z report is ready to print',
  destructive: false,
};

/** A paid-in or paid-out recorded, with its reason. */
export const drawerCashNotice = (input: DrawerCashInput): Notice => ({
  title: input.kind === 'in' ? 'Paid In Recorded' : 'Paid Out Recorded',
  message: `${formatMoney(input.amount)}: ${input.reason}`,
  destructive: false,
});
