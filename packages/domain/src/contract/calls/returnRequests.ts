// Customer return requests for delivered orders: raised, received, then refunded (a return
// recorded by the returns' rules) or rejected.
import { z } from 'zod';
import { MANAGEMENT, SELLING } from '../../accounts/roles';
import {
  RETURN_REQUEST_STATUSES,
  type ReturnRequest,
  type ReturnRequestInput,
  type ReturnRequestRefund,
  type ReturnRequestRejection,
  type ReturnRequestsQuery,
} from '../../returns/returnRequests';
import { REFUND_DESTINATIONS, RETURN_REASONS } from '../../returns/returns';
import { defineCall } from '../call';
import { type DataName, STOCK_FIGURES } from '../dataNames';
import { amount, flag, id, num, pageOf, pageQuery, str, text } from '../shapes';

const status = z.enum(RETURN_REQUEST_STATUSES);

const returnRequest: z.ZodType<ReturnRequest> = z.object({
  id: str,
  saleId: str,
  deliveryId: str.optional(),
  customer: str,
  status,
  reason: z.enum(RETURN_REASONS),
  note: str.optional(),
  lines: z.array(z.object({ lineNo: num, itemId: str, name: str, quantity: num })),
  requestedAt: str,
  requestedBy: str,
  receivedAt: str.optional(),
  receivedBy: str.optional(),
  closedAt: str.optional(),
  closedBy: str.optional(),
  rejection: str.optional(),
  returnId: str.optional(),
  refundDestinations: z.array(z.enum(REFUND_DESTINATIONS)),
});

const requestsQuery: z.ZodType<ReturnRequestsQuery> = z.strictObject({
  ...pageQuery,
  status: status.optional(),
});

const requestInput: z.ZodType<ReturnRequestInput> = z.strictObject({
  saleId: id,
  lines: z.array(z.strictObject({ lineNo: z.number().int().min(0).max(10_000), quantity: amount })).max(500),
  reason: z.enum(RETURN_REASONS),
  note: text.optional(),
});
const refundInput: z.ZodType<ReturnRequestRefund> = z.strictObject({
  refundTo: z.enum(REFUND_DESTINATIONS),
  restock: flag,
});
const rejectInput: z.ZodType<ReturnRequestRejection> = z.strictObject({ reason: text });

/** A request's change: the requests and the menu's count of open ones. */
const REQUEST_CHANGES = ['returns', 'menuBadges'] as const satisfies readonly DataName[];
/** A refund records a return: its stock, its money, the sale, the customer's invoice. */
const REFUND_CHANGES = [
  ...STOCK_FIGURES,
  ...REQUEST_CHANGES,
  'sales',
  'drawer',
  'analytics',
  'customers',
  'invoices',
  'payments',
] as const satisfies readonly DataName[];

const byId = ({ id: requestId }: { id?: string }) => requestId ?? null;

export const returnRequestCalls = {
  /** Return requests newest first, a page at a time, searched by request, order or customer, filtered by status. */
  listReturnRequests: defineCall({
    method: 'GET',
    path: '/return-requests',
    input: requestsQuery,
    output: pageOf(returnRequest),
    roles: SELLING,
  }),
  /**
   * "New Request" for a customer: lines of an order they have (its delivery delivered, or a sale
   * completed at the till), how many of each, why. ConflictError `wrong_status` for an order not
   * delivered yet; ValidationError naming a line asked for beyond what
   * was sold less returned and less what open requests ask back; NotFoundError for an unknown order.
   */
  createReturnRequest: defineCall({
    method: 'POST',
    path: '/return-requests',
    input: requestInput,
    output: returnRequest,
    created: true,
    roles: SELLING,
    audit: { kind: 'sales', label: 'Raised a return request', record: (_, made) => made?.id ?? null },
    keyed: true,
    changes: REQUEST_CHANGES,
  }),
  /** "Received": the goods are back. ConflictError `wrong_status` unless it is requested. */
  receiveReturnRequest: defineCall({
    method: 'POST',
    path: '/return-requests/:id/receive',
    output: returnRequest,
    roles: SELLING,
    audit: { kind: 'sales', label: 'Received a return request', record: byId },
    keyed: true,
    changes: REQUEST_CHANGES,
  }),
  /**
   * "Refund": records the request's return by the returns' rules (its window and a cashier's limit,
   * the refund where it is asked, the goods restocked where they were sold from or written off) and
   * marks it refunded, in one step. ConflictError `wrong_status` unless it is received.
   */
  refundReturnRequest: defineCall({
    method: 'POST',
    path: '/return-requests/:id/refund',
    input: refundInput,
    output: returnRequest,
    roles: SELLING,
    audit: { kind: 'sales', label: 'Refunded a return request', record: byId },
    keyed: true,
    changes: REFUND_CHANGES,
  }),
  /** "Reject", with a reason: owners and managers. ConflictError `wrong_status` unless it is open. */
  rejectReturnRequest: defineCall({
    method: 'POST',
    path: '/return-requests/:id/reject',
    input: rejectInput,
    output: returnRequest,
    roles: MANAGEMENT,
    audit: { kind: 'sales', label: 'Rejected a return request', record: byId },
    keyed: true,
    changes: REQUEST_CHANGES,
  }),
};
