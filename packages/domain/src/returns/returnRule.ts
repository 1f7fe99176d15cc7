// The rule of a return: what may come back of a sale, what it refunds and to where, and who may
// give it. Everything that can refuse a return is checked before it gets an id.
import { MANAGEMENT, type Role } from '../accounts/roles';
import { ConflictError, ValidationError } from '../contract/errors';
import { type Cents, formatMoney } from '../format/money';
import type { CreditNote, CreditNoteInput } from '../invoices/invoice';
import { OPEN_DRAWER_FIRST_NOTICE } from '../pos/drawer/drawer';
import type { PaymentMethod, TillMethod } from '../pos/pos';
import { SALE_STATUS_LABELS, type Sale, type SaleDetail, type SaleStatus } from '../pos/sale';
import type { StockChange } from '../stock/ledger';
import { linePaidAmounts, lineRefund } from './refundMath';
import {
  REFUND_DESTINATIONS,
  RETURN_REASON_LABELS,
  type RefundDestination,
  type RefundMethod,
  type ReturnedLine,
  type ReturnInput,
  type SaleReturn,
} from './returns';

export interface ReturnContext {
  detail: SaleDetail;
  /** Units of each line (by its place in the sale) returned already. */
  returned: (lineNo: number) => number;
  /** The bin a line was sold from: where it goes back by default. */
  soldFromBin: (lineNo: number) => string | null;
  /** Whether a bin exists (a return may be put back elsewhere). */
  isBin: (binId: string) => boolean;
  /** What each method has refunded of this sale already (none: nothing). */
  refunded: Readonly<Partial<Record<RefundMethod, Cents>>>;
  /**
   * What the sale's exchanges took of each of its tenders (`drawn`), and, for an exchange's new
   * sale, what its exchange credit carries of the returned sale's tenders (`carried`; what it does
   * not say of the credit goes back as cash). None: nothing.
   */
  exchanged?: ExchangedMoney;
  /** The business's today, YYYY-MM-DD. */
  today: string;
  returnWindowDays: number;
  cashierRefundLimit: Cents;
  /** Owners and managers: past the window and over the limit. */
  mayOverride: boolean;
  /** The returner's open drawer session: where a cash refund comes from. */
  drawerSessionId: string | null;
  newReturnId: () => string;
  stamp: { at: string; by: string };
  currency: string;
  /**
   * An exchange's: its new sale planned from the return's credit (refusing it refuses the return),
   * answering what of the credit it takes. The rest is refunded as usual.
   */
  exchange?: (credit: Cents) => Cents;
  /** An exchange's new sale is another customer's: its credit takes the sale's store credit last. */
  exchangeForAnother?: boolean;
}

/** What exchanges moved of each tender: out of a sale (`drawn`) and into the new one (`carried`). */
export interface ExchangedMoney {
  drawn: Readonly<Partial<Record<OriginalMethod, Cents>>>;
  carried: Readonly<Partial<Record<OriginalMethod, Cents>>>;
}

export interface PlannedReturn {
  saleReturn: SaleReturn;
  /**
   * An exchange's: what of the returned sale's tenders its credit takes to the new sale, so that
   * a return of the new sale pays it back to them (a card to its card, store credit to store credit).
   */
  exchangeDrawn: { method: OriginalMethod; amount: Cents }[];
  /** The restocked lines, back into their bins. */
  change: StockChange | null;
  saleStatus: SaleStatus;
  /** The drawer session a cash refund counts in. */
  drawerSessionId: string | null;
  /** The cash it gives back (out of that drawer). */
  cashOut: Cents;
  /** A refund to store credit: what it adds to the sale's customer's. */
  storeCredit: { customerId: string; amount: Cents } | null;
  /**
   * An invoiced sale's: the credit note to issue on its invoice in the same step, for the lines
   * coming back (an invoice's line n + 1 is the sale's line n). Its amounts are the refund; what it
   * cancels of what was paid is paid back (`refundPaid`) or kept as the customer's store credit.
   */
  creditNote:
    | (CreditNoteInput & {
        invoiceNumber: string;
        lines: { lineNo: number; quantity: number }[];
        refundPaid: boolean;
      })
    | null;
  /**
   * An invoiced sale paid at the till and refunded to money: where its credit note's paid part goes
   * once the note says how much (the sale's tenders, or cash), and the drawer that pays cash.
   */
  paidBackTo: {
    room: readonly TenderRoom[];
    drawerSessionId: string | null;
    customerId: string | null;
  } | null;
}

/** What a tender may still give back, the last taken first. */
interface TenderRoom {
  method: OriginalMethod;
  room: Cents;
}

/** Where a tender's money goes back to: its own method; store credit spent, back to store credit. */
export type OriginalMethod = PaymentMethod | 'store_credit';
const originalOf = (method: TillMethod): OriginalMethod =>
  method === 'storeCredit' ? 'store_credit' : method;

/** What a return gives its sale's customer as store credit: its refunds to it. */
function storeCreditOf(
  customerId: string | null | undefined,
  refunds: readonly { method: RefundMethod; amount: Cents }[],
): { customerId: string; amount: Cents } | null {
  const amount = refunds.reduce((sum, each) => sum + (each.method === 'store_credit' ? each.amount : 0), 0);
  return customerId && amount > 0 ? { customerId, amount } : null;
}

const REFUND_ORDER: readonly RefundMethod[] = [
  'card',
  'mobile',
  'cash',
  'store_credit',
  'credit_note',
  'exchange',
];

/** What may be taken back: a sale paid and handed over (pickup and delivery orders once completed). */
const RETURNABLE: readonly SaleStatus[] = ['completed', 'partially_refunded'];

const managerNotice = (message: string) => ({ title: 'Return Needs a Manager', message, destructive: true });

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Whether anything of a sale may be taken back: completed (an invoiced one is credited on its invoice). */
export const mayBeReturned = (detail: SaleDetail): boolean => RETURNABLE.includes(detail.sale.status);

/** Whether a sale's return is credited on its invoice (a credit note is issued): invoiced, or sold on account. */
export const isCreditedOnInvoice = (detail: SaleDetail): boolean =>
  detail.invoiceNumber !== undefined || detail.sale.paymentMethod === 'account';

/**
 * Where a sale's refund may go: nowhere to choose for a sale on account (its credit note lowers
 * what is owed); otherwise its tenders, cash, or store credit for a customer on record (a walk-in
 * has none to hold it). An invoiced sale paid at the till is refunded like any other, its credit
 * note issued as well.
 */
export const refundDestinationsOf = (
  sale: Pick<Sale, 'paymentMethod' | 'customerId'>,
): RefundDestination[] =>
  sale.paymentMethod === 'account'
    ? []
    : REFUND_DESTINATIONS.filter(
        (destination) => destination !== 'store_credit' || sale.customerId !== undefined,
      );

export function returnToRecord(input: ReturnInput, context: ReturnContext): PlannedReturn {
  const { detail } = context;
  const { sale, lines } = detail;
  if (!RETURNABLE.includes(sale.status))
    throw new ConflictError('wrong_status', {
      title: 'Nothing to Return',
      message: `${sale.id} is ${SALE_STATUS_LABELS[sale.status].toLowerCase()}: only a completed sale is taken back`,
      destructive: true,
    });
  // A sale on account or invoiced is credited on its invoice, never refunded to a tender as well.
  const invoiceNumber = isCreditedOnInvoice(detail) ? detail.invoiceNumber : undefined;
  if (isCreditedOnInvoice(detail) && !invoiceNumber)
    throw new ConflictError('wrong_status', {
      title: 'Nothing to Return',
      message: `${sale.id} is on account without its invoice: nothing can be credited`,
      destructive: true,
    });
  if (invoiceNumber && context.exchange)
    throw new ValidationError(`${sale.id} is invoiced: return it, then sell the new items`, {
      saleId: `${sale.id} is invoiced: its return is a credit note on ${invoiceNumber}`,
    });
  const onAccount = sale.paymentMethod === 'account';
  if (invoiceNumber && onAccount && input.refundTo !== 'original')
    throw new ValidationError(`${sale.id} is on account: its refund is a credit note on ${invoiceNumber}`, {
      refundTo: `A credit note on ${invoiceNumber} is its refund`,
    });
  // Store credit is held by a customer on record: a walk-in has none to hold it.
  if (input.refundTo === 'store_credit' && !sale.customerId)
    throw new ValidationError(
      `${sale.id} was sold to ${sale.customer}: store credit needs a customer on record`,
      {
        refundTo: 'Store credit needs a customer on record',
      },
    );
  if (lines.length === 0)
    throw new ValidationError(`${sale.id} was kept without its lines: nothing can be returned from it`);
  if (input.lines.length === 0)
    throw new ValidationError('Choose what comes back', { lines: 'Choose at least one item' });
  if (input.reason === 'other' && !input.note?.trim())
    throw new ValidationError('Say why it comes back', { note: 'Say why it comes back' });

  const paid = linePaidAmounts(detail);
  const seen = new Set<number>();
  const returnedLines: ReturnedLine[] = input.lines.map((wanted) => {
    const line = lines[wanted.lineNo];
    if (!line || seen.has(wanted.lineNo))
      throw new ValidationError(`${sale.id} has no line ${wanted.lineNo + 1}`, {
        lines: 'Choose the sale’s own lines',
      });
    seen.add(wanted.lineNo);
    const before = context.returned(wanted.lineNo);
    const left = line.quantity - before;
    if (!Number.isInteger(wanted.quantity) || wanted.quantity < 1)
      throw new ValidationError('Return one or more', {
        [`lines.${wanted.lineNo}.quantity`]: 'Return one or more',
      });
    if (wanted.quantity > left)
      throw new ConflictError('over_return', {
        title: 'More Than Was Sold',
        message:
          left > 0
            ? `Only ${left} of ${line.name} can still be returned`
            : `${line.name} was returned already`,
        destructive: true,
      });
    const binId = wanted.restock ? (wanted.binId ?? context.soldFromBin(wanted.lineNo)) : null;
    if (wanted.restock && (!binId || !context.isBin(binId)))
      throw new ValidationError(`Choose a bin for ${line.name}`, {
        [`lines.${wanted.lineNo}.binId`]: 'Choose a bin',
      });
    return {
      lineNo: wanted.lineNo,
      itemId: line.id,
      name: line.name,
      quantity: wanted.quantity,
      binId,
      refund: lineRefund(paid[wanted.lineNo] ?? 0, line.quantity, before, wanted.quantity),
    };
  });
  const refund = returnedLines.reduce((sum, line) => sum + line.refund, 0);
  // An exchange's credit pays towards its new sale; only the rest is paid back.
  const exchanged = context.exchange ? context.exchange(refund) : 0;
  const paidBack = refund - exchanged;

  if (!context.mayOverride) {
    const window = context.returnWindowDays;
    if (daysBetween(sale.date, context.today) > window)
      throw new ConflictError(
        'not_allowed',
        managerNotice(`${sale.id} is past the ${window}-day return window; ask a manager or owner`),
      );
    // The sale's refunds together: a refund split in several returns is held against it whole.
    // The limit is on money paid back: an exchange's credit stays in the shop.
    const before = Object.entries(context.refunded)
      .filter(([method]) => method !== 'exchange')
      .reduce((sum, [, amount]) => sum + (amount ?? 0), 0);
    if ((paidBack > 0 || !context.exchange) && before + paidBack > context.cashierRefundLimit)
      throw new ConflictError(
        'not_allowed',
        managerNotice(
          `Cashiers may refund up to ${formatMoney(context.cashierRefundLimit, context.currency)}; ask a manager or owner`,
        ),
      );
  }
  // An invoiced sale's credit note keeps what it cancels of what was paid as store credit, or it is
  // paid back as any sale's refund is (its amount is the note's, known once it is issued).
  const creditNoteKeeps = invoiceNumber !== undefined && (onAccount || input.refundTo === 'store_credit');
  const own = refundRoom(detail, context.refunded, context.exchanged);
  // An exchange's credit takes what is left of the tenders once the rest is paid back; for another
  // customer it takes its share first, store credit last, so that what is paid back keeps it.
  const creditFirst = exchanged > 0 && context.exchangeForAnother === true;
  const drawnFirst = creditFirst ? splitRefund(storeCreditLast(own), exchanged) : [];
  const left = roomLess(own, drawnFirst);
  const room = input.refundTo === 'cash' ? inCash(left) : left;
  const paidBackTo: { method: RefundMethod; amount: Cents }[] = creditNoteKeeps
    ? [{ method: 'credit_note', amount: paidBack }]
    : input.refundTo === 'store_credit'
      ? [{ method: input.refundTo, amount: paidBack }]
      : splitRefund(room, paidBack);
  const exchangeDrawn =
    creditFirst || exchanged === 0 ? drawnFirst : splitRefund(roomLess(own, paidBackTo), exchanged);
  const refunds = [...paidBackTo, { method: 'exchange' as const, amount: exchanged }];
  const cashOut = cashOutOf(refunds, context.drawerSessionId);
  const everything = lines.every(
    (line, lineNo) =>
      context.returned(lineNo) + (returnedLines.find((each) => each.lineNo === lineNo)?.quantity ?? 0) >=
      line.quantity,
  );
  const restocked = returnedLines.filter((line) => line.binId !== null);
  const id = context.newReturnId();
  return {
    saleReturn: {
      id,
      saleId: sale.id,
      customer: sale.customer,
      at: context.stamp.at,
      by: context.stamp.by,
      reason: input.reason,
      ...(input.note?.trim() ? { note: input.note.trim() } : {}),
      lines: returnedLines,
      refund,
      refunds: inRefundOrder(refunds),
    },
    exchangeDrawn,
    change:
      restocked.length > 0
        ? {
            kind: 'return',
            at: context.stamp.at,
            by: context.stamp.by,
            document: { kind: 'return', id },
            lines: restocked.map((line) => ({
              itemId: line.itemId,
              binId: line.binId ?? '',
              quantity: line.quantity,
            })),
          }
        : null,
    saleStatus: everything ? 'refunded' : 'partially_refunded',
    drawerSessionId: cashOut > 0 ? context.drawerSessionId : null,
    cashOut,
    // Chosen, or back to the store credit a sale was paid with; an invoiced sale's once its note is issued.
    storeCredit: invoiceNumber ? null : storeCreditOf(sale.customerId, refunds),
    creditNote: invoiceNumber
      ? {
          invoiceNumber,
          lines: returnedLines.map((line) => ({ lineNo: line.lineNo + 1, quantity: line.quantity })),
          reason: `Return ${id}: ${RETURN_REASON_LABELS[input.reason]}${input.note?.trim() ? ` (${input.note.trim()})` : ''}`,
          refundPaid: !creditNoteKeeps,
        }
      : null,
    paidBackTo:
      invoiceNumber && !creditNoteKeeps
        ? { room, drawerSessionId: context.drawerSessionId, customerId: sale.customerId ?? null }
        : null,
  };
}

/**
 * A planned return of an invoiced sale once its credit note is issued: each line gives back what
 * the note credits of it; what the note paid back goes to the sale's tenders (or cash), and the
 * rest of it is the note's own (what it took off the balance, or kept as store credit).
 */
export function withCreditNote(planned: PlannedReturn, note: CreditNote): PlannedReturn {
  const credited = (lineNo: number) => note.lines.find((line) => line.lineNo === lineNo + 1)?.amount ?? 0;
  const { saleReturn, paidBackTo } = planned;
  const paidBack = paidBackTo ? splitRefund(paidBackTo.room, note.refunded) : [];
  const cashOut = cashOutOf(paidBack, paidBackTo?.drawerSessionId ?? null);
  return {
    ...planned,
    saleReturn: {
      ...saleReturn,
      lines: saleReturn.lines.map((line) => ({ ...line, refund: credited(line.lineNo) })),
      refund: note.amount,
      refunds: inRefundOrder([...paidBack, { method: 'credit_note', amount: note.amount - note.refunded }]),
      creditNote: note.number,
    },
    cashOut,
    drawerSessionId: cashOut > 0 ? (paidBackTo?.drawerSessionId ?? null) : null,
    storeCredit: paidBackTo ? storeCreditOf(paidBackTo.customerId, paidBack) : planned.storeCredit,
  };
}

/** Refunds above zero, in one order however they were split: card, wallet, cash, then the rest. */
const inRefundOrder = <Refund extends { method: RefundMethod; amount: Cents }>(refunds: Refund[]): Refund[] =>
  refunds
    .filter((each) => each.amount > 0)
    .sort((a, b) => REFUND_ORDER.indexOf(a.method) - REFUND_ORDER.indexOf(b.method));

/**
 * The cash a refund gives back, to the cash chosen or to a sale paid in cash: it comes out of an
 * open drawer, so with none it is refused.
 */
function cashOutOf(
  refunds: readonly { method: RefundMethod; amount: Cents }[],
  drawerSessionId: string | null,
) {
  const cash = refunds.filter((each) => each.method === 'cash').reduce((sum, each) => sum + each.amount, 0);
  if (cash > 0 && drawerSessionId === null)
    throw new ConflictError('drawer_closed', OPEN_DRAWER_FIRST_NOTICE);
  return cash;
}

const ORIGINAL_METHODS: readonly OriginalMethod[] = ['card', 'mobile', 'cash', 'store_credit'];

/**
 * What each of the sale's tenders may still give back, the last taken first: what it paid (cash
 * less its change) less what it has refunded already and what its exchanges took. An exchange
 * credit the sale was paid with gives back to the tenders it came from (taken first, so last);
 * what is not known of where it came from, as cash. A sale kept without its tenders gives back to
 * its payment method.
 */
function refundRoom(
  detail: SaleDetail,
  refunded: Readonly<Partial<Record<RefundMethod, Cents>>>,
  exchanged: ExchangedMoney = { drawn: {}, carried: {} },
): TenderRoom[] {
  const tenders = detail.money?.tenders ?? [];
  const method = detail.sale.paymentMethod;
  if (tenders.length === 0)
    return [
      { method: method === 'account' || method === 'exchange' ? 'cash' : originalOf(method), room: Infinity },
    ];
  const room: Record<OriginalMethod, Cents> = { cash: 0, card: 0, mobile: 0, store_credit: 0 };
  const order: OriginalMethod[] = [];
  const add = (each: OriginalMethod, amount: Cents) => {
    room[each] += amount;
    if (amount > 0 && !order.includes(each)) order.push(each);
  };
  for (const tender of [...tenders].reverse())
    if (tender.method !== 'exchange') add(originalOf(tender.method), tender.amount);
  room.cash -= detail.money?.change ?? 0;
  const credit = tenders.reduce((sum, tender) => sum + (tender.method === 'exchange' ? tender.amount : 0), 0);
  for (const each of ORIGINAL_METHODS) add(each, exchanged.carried[each] ?? 0);
  add('cash', credit - ORIGINAL_METHODS.reduce((sum, each) => sum + (exchanged.carried[each] ?? 0), 0));
  return order.map((each) => ({
    method: each,
    room: Math.max(0, room[each] - (refunded[each] ?? 0) - (exchanged.drawn[each] ?? 0)),
  }));
}

/** The room left once `taken` is given back out of it. */
const roomLess = (room: readonly TenderRoom[], taken: readonly { method: RefundMethod; amount: Cents }[]) =>
  room.map((tender) => ({
    ...tender,
    room: Math.max(
      0,
      tender.room - taken.reduce((sum, each) => sum + (each.method === tender.method ? each.amount : 0), 0),
    ),
  }));

/** The room with store credit given back last. */
const storeCreditLast = (room: readonly TenderRoom[]): TenderRoom[] => [
  ...room.filter((tender) => tender.method !== 'store_credit'),
  ...room.filter((tender) => tender.method === 'store_credit'),
];

/**
 * Cash from the drawer in place of the sale's tenders: what store credit paid still goes back to
 * store credit, never out of the drawer.
 */
function inCash(room: readonly TenderRoom[]): TenderRoom[] {
  const credit = room.filter((tender) => tender.method === 'store_credit');
  const rest = room.filter((tender) => tender.method !== 'store_credit');
  return [{ method: 'cash', room: rest.reduce((sum, tender) => sum + tender.room, 0) }, ...credit];
}

/** An amount paid back across tenders in their order, each up to its room; anything left goes back as cash. */
function splitRefund(
  room: readonly TenderRoom[],
  amount: Cents,
): { method: OriginalMethod; amount: Cents }[] {
  let left = amount;
  const out: { method: OriginalMethod; amount: Cents }[] = [];
  for (const tender of room) {
    const taken = Math.min(left, tender.room);
    if (taken <= 0) continue;
    left -= taken;
    out.push({ method: tender.method, amount: taken });
  }
  // Rounding never leaves more than the sale paid; anything left goes back as cash.
  if (left > 0) {
    const cash = out.find((each) => each.method === 'cash');
    if (cash) cash.amount += left;
    else out.push({ method: 'cash', amount: left });
  }
  return out;
}

/** Whether a sale may be voided as far as its invoice goes: not invoiced, not on account. */
export const isVoidable = (detail: SaleDetail): boolean =>
  detail.sale.paymentMethod !== 'account' && !detail.invoiceNumber;

/** Owners and managers take back past the return window and over the refund limit. */
export const mayOverrideReturns = (role: Role): boolean => MANAGEMENT.includes(role);

/**
 * A void: the whole of a sale undone while the drawer session it counts in is still open, by an
 * owner or manager. Every line goes back to where it was sold from and every tender is paid back,
 * as a return of all of it; the sale is kept, marked Voided.
 */
export function voidToRecord(context: ReturnContext & { saleSessionOpen: boolean }): PlannedReturn {
  const { sale, lines } = context.detail;
  const refuse = (message: string) =>
    new ConflictError('wrong_status', { title: 'Sale Not Voided', message, destructive: true });
  if (!context.mayOverride)
    throw new ConflictError('not_allowed', {
      title: 'Void Needs a Manager',
      message: 'Only an owner or manager voids a sale',
      destructive: true,
    });
  if (sale.status !== 'completed')
    throw refuse(`${sale.id} is ${sale.status}: only a completed sale is voided`);
  if (lines.some((_, lineNo) => context.returned(lineNo) > 0))
    throw refuse(`${sale.id} has returns already: take the rest back as a return`);
  if (!context.saleSessionOpen)
    throw refuse(`${sale.id} is not in an open drawer session: take it back as a return`);
  // Undoing an invoiced sale is its invoice's credit note, which a return issues.
  if (!isVoidable(context.detail))
    throw refuse(
      `${sale.id} is invoiced${context.detail.invoiceNumber ? ` (${context.detail.invoiceNumber})` : ''}: take it back as a return`,
    );
  const planned = returnToRecord(
    {
      saleId: sale.id,
      lines: lines.map((line, lineNo) => ({ lineNo, quantity: line.quantity, restock: true })),
      reason: 'other',
      note: 'Voided',
      refundTo: 'original',
    },
    { ...context, mayOverride: true },
  );
  return { ...planned, saleStatus: 'voided' };
}
