// Return requests in the in-memory contract, by the requests' rules: kept newest first; a refund
// records its return through the contract's own recordReturn.
import type { WarehouseApi } from '../contract/contract';
import { NotFoundError } from '../contract/errors';
import { pageOfList } from '../contract/page';
import { isoDateTime } from '../format/format';
import type { Sale } from '../pos/sale';
import { searchIndexOf } from '../search/search';
import {
  checkRejection,
  isOpenReturnRequest,
  type ReturnRequest,
  requestedOf,
  returnOfRequest,
  returnRequestStep,
  returnRequestToCreate,
} from './returnRequests';
import { refundDestinationsOf } from './returnRule';

type ReturnRequestCalls = Pick<
  WarehouseApi,
  | 'listReturnRequests'
  | 'createReturnRequest'
  | 'receiveReturnRequest'
  | 'refundReturnRequest'
  | 'rejectReturnRequest'
>;

export interface MemoryReturnRequestsNeeds {
  now: () => Date;
  actor: () => string;
  sale: (id: string) => Sale | undefined;
  /** The order's delivery, if it was sent. */
  deliveryOf: (saleId: string) => { id: string; status: string } | undefined;
  getSaleReturns: WarehouseApi['getSaleReturns'];
  recordReturn: WarehouseApi['recordReturn'];
  /** The next RR- number: drawn once the request passes its rule. */
  newId: () => string;
}

/** A request is found by its number, its order's or its customer's name. */
const requestSearchFields = (each: ReturnRequest): string[] => [each.id, each.saleId, each.customer];

export function memoryReturnRequests(needs: MemoryReturnRequestsNeeds) {
  let kept: ReturnRequest[] = [];
  const find = (id: string) => {
    const request = kept.find((each) => each.id === id);
    if (!request) throw new NotFoundError('Return request', id);
    return request;
  };
  const save = (changed: ReturnRequest) => {
    kept = kept.map((each) => (each.id === changed.id ? changed : each));
    return structuredClone(changed);
  };
  const stamp = () => ({ at: isoDateTime(needs.now()), by: needs.actor() });

  const calls: ReturnRequestCalls = {
    listReturnRequests: async (query = {}) => {
      const { status } = query;
      const matches = searchIndexOf(kept, requestSearchFields)(
        query.search ?? '',
        status ? (each) => each.status === status : undefined,
      );
      return structuredClone(pageOfList(matches, query, (each) => each.id));
    },
    createReturnRequest: async (input) => {
      const sale = needs.sale(input.saleId);
      if (!sale) throw new NotFoundError('Sale', input.saleId);
      const { lines } = await needs.getSaleReturns(sale.id);
      const { at, by } = stamp();
      const planned = returnRequestToCreate(input, {
        saleId: sale.id,
        customer: sale.customer,
        saleStatus: sale.status,
        delivery: needs.deliveryOf(sale.id),
        refundDestinations: refundDestinationsOf(sale),
        lines,
        requested: requestedOf(kept.filter((each) => each.saleId === sale.id)),
        id: 'RR-NEW',
        at,
        by,
      });
      const request = { ...planned, id: needs.newId() };
      kept = [request, ...kept];
      return structuredClone(request);
    },
    receiveReturnRequest: async (id) => {
      const request = find(id);
      const status = returnRequestStep(request, 'receive');
      const { at, by } = stamp();
      return save({ ...request, status, receivedAt: at, receivedBy: by });
    },
    refundReturnRequest: async (id, refund) => {
      const request = find(id);
      const status = returnRequestStep(request, 'refund');
      // The return first: refused by its rules, the request stays as it was.
      const recorded = await needs.recordReturn(returnOfRequest(request, refund));
      const { at, by } = stamp();
      return save({ ...request, status, closedAt: at, closedBy: by, returnId: recorded.id });
    },
    rejectReturnRequest: async (id, rejection) => {
      const request = find(id);
      const status = returnRequestStep(request, 'reject');
      const reason = checkRejection(rejection);
      const { at, by } = stamp();
      return save({ ...request, status, closedAt: at, closedBy: by, rejection: reason });
    },
  };
  return {
    calls,
    /** The menu's Returns badge: the requests still open. */
    openCount: () => kept.filter((each) => isOpenReturnRequest(each.status)).length,
  };
}
