// The rule of a return: what may come back of a sale, what it refunds and to where, and who may
// give it. Everything that can refuse a return is checked before it gets an id.
import { MANAGEMENT, type Role } from '../accounts/roles';
import { ConflictError, ValidationError } from '../contract/errors';
import { type Cents, formatMoney } from '../format/money';
import type { CreditNote, CreditNoteInput } from '../invoices/invoice';
import { OPEN_DRAWER_FIRST_NOTICE } from '../pos/drawer/drawer';
import type { PaymentMethod } from '../pos/pos';
import { SALE_STATUS_LABELS, type SaleDetail, type SaleStatus } from '../pos/sale';
import type { StockChange } from '../stock/ledger';
import { linePaidAmounts, lineRefund } from './refundMath';
import {
  RETURN_REASON_LABELS,
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
}

export interface PlannedReturn {
  saleReturn: SaleReturn;
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
   * coming back (an invoice's line n + 1 is the sale's line n). Its amounts are the refund.
   */
  creditNote:
    | (CreditNoteInput & { invoiceNumber: string; lines: { lineNo: number; quantity: number }[] })
    | null;
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

/** Whether a sale's return is credited on its invoice rather than refunded: invoiced, or sold on account. */
export const isCreditedOnInvoice = (detail: SaleDetail): boolean =>
  detail.invoiceNumber !== undefined || detail.sale.paymentMethod === 'account';

/** Whether a sale's return may go to store credit: a sale to a customer on record, not credited on an invoice. */
export const mayRefundToStoreCredit = (detail: SaleDetail): boolean =>
  detail.sale.customerId !== undefined && !isCreditedOnInvoice(detail);

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
  if (invoiceNumber && input.refundTo !== 'original')
    throw new ValidationError(`${sale.id} is invoiced: its refund is a credit note on ${invoiceNumber}`, {
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
  const refunds: { method: RefundMethod; amount: Cents }[] = [
    ...(invoiceNumber
      ? [{ method: 'credit_note' as const, amount: paidBack }]
      : input.refundTo === 'cash' || input.refundTo === 'store_credit'
        ? [{ method: input.refundTo, amount: paidBack }]
        : toOriginal(detail, context.refunded, paidBack)),
    { method: 'exchange', amount: exchanged },
  ];
  // Cash given back, to the cash chosen or to a sale paid in cash, comes out of an open drawer.
  const cashOut = refunds
    .filter((each) => each.method === 'cash')
    .reduce((sum, each) => sum + each.amount, 0);
  if (cashOut > 0 && context.drawerSessionId === null)
    throw new ConflictError('drawer_closed', OPEN_DRAWER_FIRST_NOTICE);
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
      // One order however it was split: card, wallet, cash.
      refunds: refunds
        .filter((each) => each.amount > 0)
        .sort((a, b) => REFUND_ORDER.indexOf(a.method) - REFUND_ORDER.indexOf(b.method)),
    },
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
    storeCredit:
      input.refundTo === 'store_credit' && sale.customerId && paidBack > 0
        ? { customerId: sale.customerId, amount: paidBack }
        : null,
    creditNote: invoiceNumber
      ? {
          invoiceNumber,
          lines: returnedLines.map((line) => ({ lineNo: line.lineNo + 1, quantity: line.quantity })),
          reason: `Return ${id}: ${RETURN_REASON_LABELS[input.reason]}${input.note?.trim() ? ` (${input.note.trim()})` : ''}`,
        }
      : null,
  };
}

/**
 * A planned return of an invoiced sale once its credit note is issued: each line gives back what
 * the note credits of it, and the note is where its refund went.
 */
export function withCreditNote(planned: PlannedReturn, note: CreditNote): PlannedReturn {
  const credited = (lineNo: number) => note.lines.find((line) => line.lineNo === lineNo + 1)?.amount ?? 0;
  const { saleReturn } = planned;
  return {
    ...planned,
    saleReturn: {
      ...saleReturn,
      lines: saleReturn.lines.map((line) => ({ ...line, refund: credited(line.lineNo) })),
      refund: note.amount,
      refunds: [{ method: 'credit_note', amount: note.amount }],
      creditNote: note.number,
    },
  };
}

/**
 * A refund back to the sale's own tenders, the last taken first, each up to what it paid (cash
 * less its change) less what it has refunded already. A sale kept without its tenders goes back to
 * its payment method.
 */
function toOriginal(
  detail: SaleDetail,
  refunded: Readonly<Partial<Record<RefundMethod, Cents>>>,
  amount: Cents,
): { method: PaymentMethod; amount: Cents }[] {
  const tenders = detail.money?.tenders ?? [];
  const method = detail.sale.paymentMethod;
  if (tenders.length === 0)
    return [{ method: method === 'account' || method === 'exchange' ? 'cash' : method, amount }];
  const room: Record<PaymentMethod, Cents> = { cash: 0, card: 0, mobile: 0 };
  // An exchange's credit is not paid back to a tender: what it paid goes back as cash.
  for (const tender of tenders) if (tender.method !== 'exchange') room[tender.method] += tender.amount;
  room.cash -= detail.money?.change ?? 0;
  for (const method of Object.keys(room) as PaymentMethod[]) room[method] -= refunded[method] ?? 0;
  let left = amount;
  const out: { method: PaymentMethod; amount: Cents }[] = [];
  for (const tender of [...tenders].reverse()) {
    if (tender.method === 'exchange') continue;
    const taken = Math.min(left, Math.max(0, room[tender.method]));
    if (taken <= 0) continue;
    room[tender.method] -= taken;
    left -= taken;
    const same = out.find((each) => each.method === tender.method);
    if (same) same.amount += taken;
    else out.push({ method: tender.method, amount: taken });
  }
  // Rounding never leaves more than the sale paid; anything left goes back as cash.
  if (left > 0) out.push({ method: 'cash', amount: left });
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
