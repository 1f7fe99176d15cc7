// Customer return requests: staff raise one on a customer's behalf for an order that was delivered
// to them (or handed over at the till): lines and quantities, a reason, a note. The goods come back
// (received), then the request is refunded (the return recorded by the returns' own rule: stock
// back, refund, the sale's status) or rejected with a reason. Requested and received requests are open: the menu counts them.

import { ConflictError, ValidationError } from '../contract/errors';
import type { ListQuery } from '../contract/page';
import type { Notice } from '../notices/notice';
import type { Tone } from '../notices/tone';
import {
  RETURN_REASONS,
  type RefundDestination,
  type Returnable,
  type ReturnInput,
  type ReturnReason,
} from './returns';

export const RETURN_REQUEST_STATUSES = ['requested', 'received', 'refunded', 'rejected'] as const;
export type ReturnRequestStatus = (typeof RETURN_REQUEST_STATUSES)[number];
export const RETURN_REQUEST_STATUS_LABELS: Readonly<Record<ReturnRequestStatus, string>> = {
  requested: 'Requested',
  received: 'Received',
  refunded: 'Refunded',
  rejected: 'Rejected',
};
export const RETURN_REQUEST_STATUS_TONES: Readonly<Record<ReturnRequestStatus, Tone>> = {
  requested: 'caution',
  received: 'info',
  refunded: 'positive',
  rejected: 'neutral',
};
/** Still to be dealt with: what the menu's Returns badge counts. */
export const OPEN_RETURN_REQUEST_STATUSES: readonly ReturnRequestStatus[] = ['requested', 'received'];
export const isOpenReturnRequest = (status: ReturnRequestStatus): boolean =>
  OPEN_RETURN_REQUEST_STATUSES.includes(status);

export interface ReturnRequestLine {
  /** The sale's line, by its place in the sale (0 is the first). */
  lineNo: number;
  itemId: string;
  name: string;
  quantity: number;
}

export interface ReturnRequest {
  /** RR-0001. */
  id: string;
  saleId: string;
  /** The delivery that took it to the customer (none: handed over at the till). */
  deliveryId?: string;
  customer: string;
  status: ReturnRequestStatus;
  reason: ReturnReason;
  note?: string;
  lines: ReturnRequestLine[];
  /** ISO 8601 moments and who acted (names). */
  requestedAt: string;
  requestedBy: string;
  receivedAt?: string;
  receivedBy?: string;
  /** When it was refunded or rejected, and by whom. */
  closedAt?: string;
  closedBy?: string;
  /** A rejected request's reason. */
  rejection?: string;
  /** A refunded request's return. */
  returnId?: string;
  /** Where its refund may go: its order's tenders, cash, store credit (none to choose for a sale on account). */
  refundDestinations: RefundDestination[];
}

/** "New Request": the delivered order, what comes back of it, and why. */
export interface ReturnRequestInput {
  saleId: string;
  lines: { lineNo: number; quantity: number }[];
  reason: ReturnReason;
  /** Required when the reason is "other". */
  note?: string;
}

/** "Refund": where the money goes, and whether the goods go back on the shelves they were sold from. */
export interface ReturnRequestRefund {
  refundTo: RefundDestination;
  restock: boolean;
}

/** "Reject": why. */
export interface ReturnRequestRejection {
  reason: string;
}

/** The Requests list: searched by request, order or customer, filtered by status. */
export interface ReturnRequestsQuery extends ListQuery {
  status?: ReturnRequestStatus;
}

export const RETURN_REQUEST_MESSAGES = {
  linesRequired: 'Choose at least one item',
  noteRequired: 'Say why it comes back',
  quantityInvalid: 'Return one or more',
  noSuchLine: 'Choose the order’s own lines',
  rejectionRequired: 'Enter a reason',
  over: (left: number) => (left > 0 ? `At most ${left} can still be returned` : 'Nothing left to return'),
} as const;

export const RETURN_REQUEST_CREATED_NOTICE = (id: string): Notice => ({
  title: 'Return Requested',
  message: `${id} has been raised`,
  destructive: false,
});
export const RETURN_REQUEST_RECEIVED_NOTICE = (id: string): Notice => ({
  title: 'Return Received',
  message: `${id}: the goods are back`,
  destructive: false,
});
export const RETURN_REQUEST_REFUNDED_NOTICE = (id: string, returnId: string): Notice => ({
  title: 'Return Refunded',
  message: `${id} is refunded as ${returnId}`,
  destructive: false,
});
export const RETURN_REQUEST_REJECTED_NOTICE = (id: string): Notice => ({
  title: 'Return Rejected',
  message: `${id} has been rejected`,
  destructive: false,
});

/** A sale the customer took at the till: completed, or given back in part since. */
const HANDED_OVER_SALE_STATUSES: readonly string[] = ['completed', 'partially_refunded'];

/** What a new request is checked against: the order, its delivery, and what is left of each line. */
export interface ReturnRequestContext {
  saleId: string;
  customer: string;
  /** The sale's status: handed over at the till when completed (or refunded in part since). */
  saleStatus: string;
  /** The order's delivery (none: it was not sent). */
  delivery: { id: string; status: string } | undefined;
  /** Where the order's refund may go (refundDestinationsOf its sale). */
  refundDestinations: RefundDestination[];
  /** Each line: sold, and returned already. */
  lines: readonly Returnable[];
  /** What the order's open requests ask back of a line already. */
  requested: (lineNo: number) => number;
  id: string;
  at: string;
  by: string;
}

/**
 * A new request, or why not: only an order the customer has (its delivery delivered, or a sale
 * completed at the till); at least one line; each quantity
 * whole and no more than was sold less returned and less what open requests ask back already; a
 * note when the reason is "other".
 */
export function returnRequestToCreate(
  input: ReturnRequestInput,
  context: ReturnRequestContext,
): ReturnRequest {
  const { delivery } = context;
  // Handed over: its delivery delivered, or (sent with none) the sale completed at the till.
  const handedOver = delivery
    ? delivery.status === 'delivered'
    : HANDED_OVER_SALE_STATUSES.includes(context.saleStatus);
  if (!handedOver)
    throw new ConflictError('wrong_status', {
      title: 'Not Delivered',
      message: `${context.saleId} has not been delivered yet: a return request is for an order the customer has`,
      destructive: true,
    });
  const fieldErrors: Record<string, string> = {};
  if (!RETURN_REASONS.includes(input.reason)) fieldErrors.reason = 'Choose a reason';
  const note = input.note?.trim() ?? '';
  if (input.reason === 'other' && note === '') fieldErrors.note = RETURN_REQUEST_MESSAGES.noteRequired;
  const wanted = input.lines.filter((line) => line.quantity !== 0);
  if (wanted.length === 0) fieldErrors.lines = RETURN_REQUEST_MESSAGES.linesRequired;
  const seen = new Set<number>();
  const lines: ReturnRequestLine[] = [];
  for (const { lineNo, quantity } of wanted) {
    const line = context.lines.find((each) => each.lineNo === lineNo);
    const field = `lines.${lineNo}.quantity`;
    if (!line || seen.has(lineNo)) {
      fieldErrors.lines = RETURN_REQUEST_MESSAGES.noSuchLine;
      continue;
    }
    seen.add(lineNo);
    if (!Number.isInteger(quantity) || quantity < 1) {
      fieldErrors[field] = RETURN_REQUEST_MESSAGES.quantityInvalid;
      continue;
    }
    const left = line.sold - line.returned - context.requested(lineNo);
    if (quantity > left) {
      fieldErrors[field] = RETURN_REQUEST_MESSAGES.over(Math.max(0, left));
      continue;
    }
    lines.push({ lineNo, itemId: line.itemId, name: line.name, quantity });
  }
  if (Object.keys(fieldErrors).length > 0)
    throw new ValidationError('Please correct the highlighted fields', fieldErrors);
  return {
    id: context.id,
    saleId: context.saleId,
    ...(delivery ? { deliveryId: delivery.id } : {}),
    customer: context.customer,
    status: 'requested',
    reason: input.reason,
    ...(note ? { note } : {}),
    lines,
    requestedAt: context.at,
    requestedBy: context.by,
    refundDestinations: context.refundDestinations,
  };
}

/** What each step does to a request, and the statuses it may start from. */
export type ReturnRequestStep = 'receive' | 'refund' | 'reject';
const STEP_FROM: Readonly<Record<ReturnRequestStep, readonly ReturnRequestStatus[]>> = {
  receive: ['requested'],
  // The goods are back before their money goes.
  refund: ['received'],
  reject: ['requested', 'received'],
};
const STEP_TO: Readonly<Record<ReturnRequestStep, ReturnRequestStatus>> = {
  receive: 'received',
  refund: 'refunded',
  reject: 'rejected',
};
const STEP_TITLES: Readonly<Record<ReturnRequestStep, string>> = {
  receive: 'Not Received',
  refund: 'Not Refunded',
  reject: 'Not Rejected',
};
const STEP_RULES: Readonly<Record<ReturnRequestStep, string>> = {
  receive: 'only a requested one is received',
  refund: 'only a received one is refunded',
  reject: 'only an open one is rejected',
};

/** The status a step takes a request to, or ConflictError `wrong_status` naming where it stands. */
export function returnRequestStep(request: Pick<ReturnRequest, 'id' | 'status'>, step: ReturnRequestStep) {
  if (!STEP_FROM[step].includes(request.status))
    throw new ConflictError('wrong_status', {
      title: STEP_TITLES[step],
      message: `${request.id} is ${RETURN_REQUEST_STATUS_LABELS[request.status].toLowerCase()}: ${STEP_RULES[step]}`,
      destructive: true,
    });
  return STEP_TO[step];
}

/** "Reject"'s reason: there must be one. */
export function checkRejection(rejection: ReturnRequestRejection): string {
  const reason = rejection.reason.trim();
  if (reason === '')
    throw new ValidationError(RETURN_REQUEST_MESSAGES.rejectionRequired, {
      reason: RETURN_REQUEST_MESSAGES.rejectionRequired,
    });
  return reason;
}

/** The return a refunded request records: its lines, back where they were sold from or written off. */
export function returnOfRequest(request: ReturnRequest, refund: ReturnRequestRefund): ReturnInput {
  return {
    saleId: request.saleId,
    lines: request.lines.map((line) => ({
      lineNo: line.lineNo,
      quantity: line.quantity,
      restock: refund.restock,
    })),
    reason: request.reason,
    note: request.note ? `${request.id}: ${request.note}` : request.id,
    refundTo: refund.refundTo,
  };
}

/** What an order's open requests ask back of each line (lineNo → quantity). */
export function requestedOf(requests: readonly ReturnRequest[]): (lineNo: number) => number {
  const open = requests.filter((request) => isOpenReturnRequest(request.status));
  return (lineNo) =>
    open
      .flatMap((request) => request.lines)
      .filter((line) => line.lineNo === lineNo)
      .reduce((sum, line) => sum + line.quantity, 0);
}
